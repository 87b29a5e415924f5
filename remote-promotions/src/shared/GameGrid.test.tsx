import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { GameCard } from '@casino/contract/schemas';
import { GameGrid } from './GameGrid';

const game = (id: number, over: Partial<GameCard> = {}): GameCard => ({
  id,
  slug: `game-${id}`,
  name: `Game ${id}`,
  provider: { slug: 'acme', name: 'Acme' },
  category: 'slots',
  thumbnail: `/api/v1/games/${id}/thumbnail.svg`,
  isNew: false,
  isPopular: false,
  isLive: false,
  hasDemo: true,
  hasJackpot: false,
  isFavorite: false,
  ...over,
});

describe("a tournament's or race's game grid", () => {
  it("shows the API's bitmap of each game where it draws one, else the SVG, in a box of the picture's shape", () => {
    render(
      <MemoryRouter>
        <GameGrid locale="en" testId="grid" games={[game(1, { thumbnailRaster: '/api/v1/games/1/thumbnail.webp' }), game(2)]} />
      </MemoryRouter>,
    );
    const pictures = within(screen.getByTestId('grid')).getAllByRole('presentation') as HTMLImageElement[];
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual(['/api/v1/games/1/thumbnail.webp', '/api/v1/games/2/thumbnail.svg']);
    // 4:3, as the API's 320x240 bitmap: the grid keeps its place while pictures arrive.
    for (const img of pictures) expect(Number(img.getAttribute('width')) / Number(img.getAttribute('height'))).toBeCloseTo(4 / 3);
  });
});
