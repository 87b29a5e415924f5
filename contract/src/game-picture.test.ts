import { cardPicture } from './game-picture';

describe("a game card's picture", () => {
  it("is the API's bitmap when it draws one", () => {
    expect(cardPicture({ thumbnail: '/api/v1/games/7/thumbnail.svg', thumbnailRaster: '/api/v1/games/7/thumbnail.webp' })).toBe('/api/v1/games/7/thumbnail.webp');
  });
  it('is the SVG from an API that draws none', () => {
    expect(cardPicture({ thumbnail: '/api/v1/games/7/thumbnail.svg' })).toBe('/api/v1/games/7/thumbnail.svg');
  });
});
