import type { GameCard } from './schemas/games';

/**
 * The picture a game's card shows, in every remote that draws game cards (the games remote's lobby, rows, search and
 * game page; the promotions remote's tournament and race grids): the API's bitmap of the artwork when it draws one
 * (WebP 320x240, `thumbnailRaster`), else the SVG. A bitmap is decoded once off the main thread and drawn again for
 * nothing; an SVG is parsed on the main thread and painted again in software on every repaint of its tile, which was
 * about half of each frame of a lobby scroll (issue 36, docs/performance-log.md). Share cards keep drawing from the SVG
 * (`game.thumbnail`).
 */
export const cardPicture = (game: Pick<GameCard, 'thumbnail' | 'thumbnailRaster'>): string => game.thumbnailRaster ?? game.thumbnail;
