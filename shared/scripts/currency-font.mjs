// `pnpm --filter @casino/shared fonts`: writes src/ui/fonts/currency-{400,700}.woff2, the currency signs no system
// font on a player's machine may have (₿ U+20BF, ₸ U+20B8, ₽ U+20BD, ₮ U+20AE, ₺ U+20BA; zł's ł is in every system font), cut from Noto Sans
// (@fontsource/noto-sans, SIL Open Font License 1.1). theme.css names it first in the font stack with the same
// unicode-range, so a browser downloads it only on a page that shows one of these signs.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
export const CURRENCY_SIGNS = '₿₸₽₮₺';
for (const weight of [400, 700]) {
  const source = require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff2`);
  const subset = await subsetFont(fs.readFileSync(source), CURRENCY_SIGNS, { targetFormat: 'woff2' });
  const target = path.join(here, '..', 'src', 'ui', 'fonts', `currency-${weight}.woff2`);
  fs.writeFileSync(target, subset);
  console.log(`${path.relative(process.cwd(), target)}: ${subset.length} bytes`);
}
