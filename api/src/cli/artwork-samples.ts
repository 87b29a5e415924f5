import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { Catalogue } from '../modules/games/catalogue';
import { seedCatalogue } from '../modules/games/seed-catalogue';
import { thumbnailSvg } from '../modules/games/thumbnail';
import { artworkSvg } from '../modules/content/images';
import { footerMarkSvg, providerMarkSvg, socialMarkSvg, SOCIAL_PROVIDERS } from '../modules/artwork/marks';
import { FOOTER_ICONS } from '../modules/content/data/footer-icons';

/** Where the component catalogue keeps its artwork samples (it has no API: shared/catalogue/rspack.config.mjs copies them). */
export const SAMPLES_DIR = path.join(__dirname, '..', '..', '..', 'shared', 'catalogue', 'artwork');

/**
 * The catalogue's artwork samples, file name to SVG: the first two seeded games of every category, blog, news and
 * author pictures, tournament and race heroes, every footer mark, the sign-in providers' marks and four studios'
 * emblems. The same generator as the API's, so the catalogue's screenshots show what players see.
 */
export function artworkSamples(): Map<string, string> {
  const samples = new Map<string, string>();
  const { db } = openDatabase(':memory:');
  seedCatalogue(db);
  const catalogue = new Catalogue(db, '');
  const perCategory = new Map<string, number>();
  for (let id = 1, misses = 0; misses < 50; id++) {
    const game = catalogue.game(id);
    if (!game) {
      misses++;
      continue;
    }
    const seen = perCategory.get(game.category) ?? 0;
    if (seen >= 2) continue;
    perCategory.set(game.category, seen + 1);
    samples.set(`game-${game.category}-${seen + 1}.svg`, thumbnailSvg(game));
  }
  for (const provider of catalogue.providers.slice(0, 4)) samples.set(`studio-${provider.slug}.svg`, providerMarkSvg(provider.name));
  db.close();
  for (const key of ['what-rtp-really-means', 'bankroll-management']) samples.set(`blog-${key}.svg`, artworkSvg('blog', key));
  samples.set('news-crypto-deposits.svg', artworkSvg('news', 'crypto-deposits'));
  samples.set('author-anna.svg', artworkSvg('author', 'anna'));
  samples.set('tournament-1.svg', artworkSvg('tournament', '1'));
  samples.set('race-1.svg', artworkSvg('race', '1'));
  for (const icon of FOOTER_ICONS.values()) samples.set(`footer-${icon.id}.svg`, footerMarkSvg(icon.id, typeof icon.name === 'string' ? icon.name : icon.mark, icon.background, icon.color));
  for (const provider of SOCIAL_PROVIDERS) samples.set(`social-${provider}.svg`, socialMarkSvg(provider)!);
  return samples;
}

/** `pnpm --filter api artwork:samples`: writes the samples (a test fails when the committed ones drift from the generator). */
if (require.main === module) {
  fs.rmSync(SAMPLES_DIR, { recursive: true, force: true });
  fs.mkdirSync(SAMPLES_DIR, { recursive: true });
  const samples = artworkSamples();
  for (const [file, svg] of samples) fs.writeFileSync(path.join(SAMPLES_DIR, file), svg);
  fs.writeFileSync(path.join(SAMPLES_DIR, 'index.json'), `${JSON.stringify([...samples.keys()], null, 2)}\n`);
  console.log(`${samples.size} samples in ${path.relative(process.cwd(), SAMPLES_DIR)}`);
}
