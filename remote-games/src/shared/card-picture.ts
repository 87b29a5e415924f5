import type { GameCard } from '@casino/contract/schemas';

/**
 * The picture a card shows: the API's bitmap of the artwork when it draws one (WebP, `thumbnailRaster`), else the SVG.
 * A bitmap is decoded once off the main thread and drawn again for nothing; an SVG is parsed on the main thread and
 * painted again in software on every repaint of its tile, which was about half of each frame of a lobby scroll
 * (issue 36, docs/performance-log.md). Share cards keep drawing from the SVG (`game.thumbnail`).
 */
export const cardPicture = (game: Pick<GameCard, 'thumbnail' | 'thumbnailRaster'>): string => game.thumbnailRaster ?? game.thumbnail;
