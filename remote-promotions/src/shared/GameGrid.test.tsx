import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { gameCard } from '@casino/shared/testing';
import { GameGrid } from './GameGrid';

describe("a tournament's or race's game grid", () => {
  it("shows the API's bitmap of each game where it draws one, else the SVG, in a box of the picture's shape", () => {
    render(
      <MemoryRouter>
        <GameGrid locale="en" testId="grid" games={[gameCard(1, { thumbnailRaster: '/api/v1/games/1/thumbnail.webp' }), gameCard(2)]} />
      </MemoryRouter>,
    );
    const pictures = within(screen.getByTestId('grid')).getAllByRole('presentation') as HTMLImageElement[];
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual(['/api/v1/games/1/thumbnail.webp', '/api/v1/games/2/thumbnail.svg']);
    // 4:3, as the API's 320x240 bitmap: the grid keeps its place while pictures arrive.
    for (const img of pictures) expect(Number(img.getAttribute('width')) / Number(img.getAttribute('height'))).toBeCloseTo(4 / 3);
  });
});
