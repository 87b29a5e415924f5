import fs from 'node:fs';
import path from 'node:path';
import { artworkSamples, SAMPLES_DIR } from '../src/cli/artwork-samples';
import { openDatabase } from '../src/db/database';
import { Catalogue, type CatalogueGame } from '../src/modules/games/catalogue';
import { seedCatalogue } from '../src/modules/games/seed-catalogue';
import { NAME_MOTIFS, thumbnailSvg, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '../src/modules/games/thumbnail';
import { iconPath } from '../src/modules/artwork/icons';

/** Every seeded game, in id order (the lobby's default neighbours). */
function seededGames(): CatalogueGame[] {
  const { db } = openDatabase(':memory:');
  seedCatalogue(db);
  const catalogue = new Catalogue(db, '');
  const games: CatalogueGame[] = [];
  for (let id = 1, misses = 0; misses < 50; id++) {
    const game = catalogue.game(id);
    if (game) games.push(game);
    else misses++;
  }
  db.close();
  return games;
}

const games = seededGames();
const pictures = new Map(games.map((game) => [game.id, thumbnailSvg(game)]));
/** The motifs a picture places: the icon paths in its <defs> (the drawn wheel, cards and balls have none). */
const motifsOf = (svg: string) => [...svg.matchAll(/<path id="i\d+" d="([^"]+)"/g)].map((m) => m[1]!);

describe('game thumbnails (issue 34: art that tells games apart)', () => {
  test('every motif a name or a pool asks for is in the icon set', () => {
    for (const name of Object.values(NAME_MOTIFS)) if (name !== 'roulette-wheel') expect(() => iconPath(name)).not.toThrow();
  });

  test('every game gets a fixed-size picture without its name drawn in it, light enough for a 5,000-game lobby', () => {
    expect(games.length).toBeGreaterThanOrEqual(2000);
    let total = 0;
    for (const game of games) {
      const svg = pictures.get(game.id)!;
      expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}"`)).toBe(true);
      // The name is the accessible label only; the card prints it once below the picture.
      const drawn = svg.replace(/aria-label="[^"]*"/, '');
      for (const word of game.name.split(' ').filter((w) => w.length > 3)) expect(drawn).not.toContain(`>${word}`);
      // No words in the picture at all beyond the studio's initials, card ranks and ball numbers: badges are the card's, translated.
      for (const text of drawn.matchAll(/<text[^>]*>([^<]*)<\/text>/g)) expect(text[1]).toMatch(/^([A-Z]{1,2}|[0-9]{1,2}|10)$/);
      expect(Buffer.byteLength(svg)).toBeLessThan(12 * 1024);
      total += Buffer.byteLength(svg);
    }
    expect(total / games.length).toBeLessThan(6 * 1024);
  });

  test('the same game always gets the same picture', () => {
    for (const game of games.slice(0, 50)) expect(thumbnailSvg(game)).toBe(pictures.get(game.id));
  });

  test('reel games are told apart: dozens of motifs, and neighbours in the list rarely share one', () => {
    const reels = games.filter((game) => ['slots', 'megaways', 'jackpots', 'bonus-buy'].includes(game.category));
    const leading = reels.map((game) => motifsOf(pictures.get(game.id)!)[0]);
    expect(new Set(leading).size).toBeGreaterThanOrEqual(60);
    // Neighbours: the same leading motif and the same composition (the same first shapes) side by side.
    let same = 0;
    for (let i = 1; i < reels.length; i++) {
      const a = pictures.get(reels[i - 1]!.id)!.replace(/<defs>.*<\/defs>/, '').replace(/fill="[^"]*"/g, '').slice(0, 400);
      const b = pictures.get(reels[i]!.id)!.replace(/<defs>.*<\/defs>/, '').replace(/fill="[^"]*"/g, '').slice(0, 400);
      if (a === b && leading[i] === leading[i - 1]) same++;
    }
    expect(same).toBe(0);
    // Several composition families per category, and many palettes.
    const backgrounds = new Set(reels.map((game) => /<stop offset="0" stop-color="([^"]+)"/.exec(pictures.get(game.id)!)?.[1]));
    expect(backgrounds.size).toBeGreaterThan(300);
  });

  test('a name that calls for a motif gets it: a dragon for a dragon, a rocket for a rocket', () => {
    const dragon = games.find((game) => /\bDragon\b/.test(game.name) && game.category === 'slots')!;
    expect(motifsOf(pictures.get(dragon.id)!)).toContain(iconPath('dragon-head'));
    const rocket = games.find((game) => game.name.startsWith('Rocket Rise'));
    if (rocket) expect(motifsOf(pictures.get(rocket.id)!)).toContain(iconPath('rocket'));
  });
});

describe('the component catalogue artwork samples', () => {
  test('the committed samples are what the generators draw today (`pnpm --filter api artwork:samples` writes them)', () => {
    const samples = artworkSamples();
    expect(JSON.parse(fs.readFileSync(path.join(SAMPLES_DIR, 'index.json'), 'utf8'))).toEqual([...samples.keys()]);
    for (const [file, svg] of samples) expect(fs.readFileSync(path.join(SAMPLES_DIR, file), 'utf8')).toBe(svg);
  });
});
