import type { CatalogueGame } from './catalogue';

/** Thumbnails never change for a game id, so browsers and the edge may keep them for a year. */
export const THUMBNAIL_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Splits a name into at most two lines of about `width` characters. */
function wrap(name: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(' ')) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  if (lines.length <= 2) return lines;
  return [lines[0]!, `${lines.slice(1).join(' ').slice(0, width - 1)}…`];
}

/** Shapes are drawn as paths (not font glyphs) so they look the same in every browser. */
const SYMBOL_PATHS: Record<string, string> = {
  star: 'M0,-52 L15,-16 L52,-16 L22,7 L33,45 L0,22 L-33,45 L-22,7 L-52,-16 L-15,-16 Z',
  diamond: 'M0,-55 L42,0 L0,55 L-42,0 Z',
  circle: 'M0,-48 A48,48 0 1,1 0,48 A48,48 0 1,1 0,-48 Z',
  hexagon: 'M0,-52 L45,-26 L45,26 L0,52 L-45,26 L-45,-26 Z',
  crown: 'M-50,30 L-50,-25 L-25,5 L0,-40 L25,5 L50,-25 L50,30 Z',
  bolt: 'M10,-55 L-35,8 L-4,8 L-14,55 L35,-12 L4,-12 Z',
  heart: 'M0,45 C-60,5 -45,-45 0,-20 C45,-45 60,5 0,45 Z',
  clover: 'M0,-8 C-10,-55 45,-50 8,-4 C55,-12 50,45 6,10 L14,50 L-14,50 L-6,10 C-50,45 -55,-12 -8,-4 C-45,-50 10,-55 0,-8 Z',
};

/** A 320x240 SVG tile: the game's hue as a gradient, its symbol, its name and its studio. */
export function thumbnailSvg(game: CatalogueGame): string {
  const hue = game.row.themeHue;
  const accent = (hue + 40) % 360;
  const lines = wrap(game.name, 20);
  const nameY = lines.length === 1 ? 196 : 180;
  const text = lines
    .map((line, index) => `<text x="160" y="${nameY + index * 24}" class="n">${escapeXml(line)}</text>`)
    .join('');
  const badge = game.isNew ? '<rect x="12" y="12" width="46" height="20" rx="10" fill="#22c55e"/><text x="35" y="27" class="b">NEW</text>' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,42%)"/><stop offset="1" stop-color="hsl(${accent},75%,18%)"/></linearGradient>
<radialGradient id="r" cx="0.5" cy="0.38" r="0.5"><stop offset="0" stop-color="hsla(${hue},100%,85%,0.55)"/><stop offset="1" stop-color="hsla(${hue},100%,85%,0)"/></radialGradient>
<style>.n{font:700 21px system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;fill:#fff;text-anchor:middle;paint-order:stroke;stroke:rgba(0,0,0,.35);stroke-width:3px}.p{font:500 12px system-ui,Arial,sans-serif;fill:rgba(255,255,255,.8);text-anchor:middle;letter-spacing:1px}.b{font:700 11px system-ui,Arial,sans-serif;fill:#fff;text-anchor:middle}</style></defs>
<rect width="320" height="240" fill="url(#g)"/><rect width="320" height="240" fill="url(#r)"/>
<g transform="translate(160,92)"><path d="${SYMBOL_PATHS[game.row.themeSymbol] ?? SYMBOL_PATHS.star}" fill="hsl(${(hue + 180) % 360},85%,62%)" stroke="#fff" stroke-width="4" stroke-linejoin="round"/></g>
${badge}${text}<text x="160" y="228" class="p">${escapeXml(game.provider.name.toUpperCase())}</text></svg>`;
}
