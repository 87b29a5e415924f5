import type { CatalogueGame } from './catalogue';

/** Thumbnails never change for a game id, so browsers and the edge may keep them for a year. */
export const THUMBNAIL_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The tile's size: 4:3, drawn at 320x240 and shown at 240x180 in the lobby and on the game page (width and height known up front). */
export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_HEIGHT = 240;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

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

/** Shapes are drawn as paths (not font glyphs) so they look the same in every browser; each fits a 100x100 box around 0,0. */
const SYMBOL_PATHS: Record<string, string> = {
  star: 'M0,-52 L15,-16 L52,-16 L22,7 L33,45 L0,22 L-33,45 L-22,7 L-52,-16 L-15,-16 Z',
  diamond: 'M-30,-40 L30,-40 L50,-14 L0,50 L-50,-14 Z M-50,-14 L50,-14 M-15,-40 L-22,-14 L0,50 L22,-14 L15,-40',
  circle: 'M0,-48 A48,48 0 1,1 0,48 A48,48 0 1,1 0,-48 Z M0,-30 A30,30 0 1,0 0,30 A30,30 0 1,0 0,-30 Z',
  hexagon: 'M0,-52 L45,-26 L45,26 L0,52 L-45,26 L-45,-26 Z',
  crown: 'M-50,34 L-50,-22 L-25,6 L0,-42 L25,6 L50,-22 L50,34 Z',
  bolt: 'M10,-55 L-35,8 L-4,8 L-14,55 L35,-12 L4,-12 Z',
  heart: 'M0,45 C-60,5 -45,-45 0,-20 C45,-45 60,5 0,45 Z',
  clover: 'M0,-8 C-10,-55 45,-50 8,-4 C55,-12 50,45 6,10 L14,50 L-14,50 L-6,10 C-50,45 -55,-12 -8,-4 C-45,-50 10,-55 0,-8 Z',
};
const SEVEN = 'M-30,-44 L34,-44 L34,-30 C14,-8 2,18 -2,46 L-22,46 C-18,18 -6,-8 12,-28 L-30,-28 Z';
const CHERRY = 'M-22,14 a18,18 0 1,0 0.1,0 Z M22,20 a16,16 0 1,0 0.1,0 Z M-22,14 C-20,-10 -6,-30 14,-44 M22,20 C18,-4 16,-24 14,-44';
const SUIT_PATHS = [
  'M0,-42C-10,-22 -34,-12 -34,8c0,12 9,19 19,19 6,0 10,-3 13,-7 -1,7 -4,12 -8,15h20c-4,-3 -7,-8 -8,-15 3,4 7,7 13,7 10,0 19,-7 19,-19C34,-12 10,-22 0,-42z',
  'M0,38C-18,22 -36,10 -36,-10 -36,-23 -27,-32 -16,-32c7,0 12,4 16,10 4,-6 9,-10 16,-10 11,0 20,9 20,22 0,20 -18,32 -36,48z',
  'M0,-44L32,0 0,44 -32,0z',
  'M0,-40a14,14 0 0,0 -12,21 14,14 0 1,0 7,25c-1,9 -4,14 -9,19h28c-5,-5 -8,-10 -9,-19a14,14 0 1,0 7,-25A14,14 0 0,0 0,-40z',
];

const hsl = (h: number, s: number, l: number, a = 1) => (a === 1 ? `hsl(${h % 360},${s}%,${l}%)` : `hsla(${h % 360},${s}%,${l}%,${a})`);

/** A playing card, face up, at x,y (top left), 44x62. */
function card(x: number, y: number, rotate: number, suit: number, rank: string): string {
  const red = suit === 1 || suit === 2;
  const ink = red ? '#d0342c' : '#151515';
  return `<g transform="translate(${x} ${y}) rotate(${rotate} 22 31)"><rect width="44" height="62" rx="5" fill="#fdfaf2" stroke="rgba(0,0,0,.35)"/><text x="6" y="17" font-family="Georgia,serif" font-weight="700" font-size="14" fill="${ink}">${rank}</text><g transform="translate(24 38) scale(.32)"><path d="${SUIT_PATHS[suit]}" fill="${ink}"/></g></g>`;
}

/** A casino chip of colour `hue` centred at x,y. */
function chip(x: number, y: number, r: number, fill: string): string {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${fill}" stroke="rgba(0,0,0,.35)" stroke-width="1.5"/><circle r="${r * 0.72}" fill="none" stroke="#fff" stroke-width="${r * 0.22}" stroke-dasharray="${r * 0.5} ${r * 0.4}"/><circle r="${r * 0.5}" fill="${fill}" stroke="rgba(255,255,255,.6)"/></g>`;
}

type Scene = (game: CatalogueGame, hue: number, seed: number) => string;

/** Slots and their kin: three lit reels with the game's symbol on the pay line. */
const reels: Scene = (game, hue, seed) => {
  const symbol = SYMBOL_PATHS[game.row.themeSymbol] ?? SYMBOL_PATHS.star!;
  const side = [SEVEN, CHERRY, symbol][seed % 3]!;
  const five = game.category === 'megaways';
  const half = five ? 26 : 40;
  const big = five ? 0.36 : 0.5;
  const reel = (x: number) =>
    `<g transform="translate(${x} 98)"><rect x="${-half}" y="-62" width="${half * 2}" height="124" rx="10" fill="url(#reel)" stroke="${hsl(hue, 80, 70)}" stroke-width="2"/>` +
    `<g transform="scale(${big})"><path d="${symbol}" fill="${hsl(hue + 180, 90, 62)}" stroke="#fff" stroke-width="5" stroke-linejoin="round" fill-rule="evenodd"/></g>` +
    `<g transform="translate(0 -50) scale(${big * 0.44})" opacity=".5"><path d="${side}" fill="${hsl(hue, 60, 40)}"/></g>` +
    `<g transform="translate(0 50) scale(${big * 0.44})" opacity=".5"><path d="${side}" fill="${hsl(hue + 30, 60, 40)}"/></g></g>`;
  const xs = five ? [48, 104, 160, 216, 272] : [76, 160, 244];
  return `${xs.map((x) => reel(x)).join('')}<rect x="16" y="96" width="288" height="3" fill="${hsl(hue + 180, 90, 70, 0.7)}"/>`;
};

/** Roulette: the wheel seen from above, red, black and one green pocket. */
const roulette: Scene = (_game, hue) => {
  const pockets = Array.from({ length: 18 }, (_, i) => {
    const a1 = (i / 18) * Math.PI * 2;
    const a2 = ((i + 1) / 18) * Math.PI * 2;
    const p = (a: number, r: number) => `${(Math.cos(a) * r).toFixed(1)},${(Math.sin(a) * r).toFixed(1)}`;
    const fill = i === 0 ? '#1a9a4a' : i % 2 ? '#1a1a1a' : '#c3262c';
    return `<path d="M${p(a1, 44)} L${p(a1, 74)} A74,74 0 0,1 ${p(a2, 74)} L${p(a2, 44)} A44,44 0 0,0 ${p(a1, 44)} Z" fill="${fill}"/>`;
  }).join('');
  return `<g transform="translate(160 100)"><circle r="86" fill="#5a3418" stroke="#d9a441" stroke-width="4"/>${pockets}<circle r="44" fill="${hsl(hue, 40, 22)}" stroke="#d9a441" stroke-width="3"/><path d="M0,-34 L6,0 L0,34 L-6,0 Z M-34,0 L0,6 L34,0 L0,-6 Z" fill="#d9a441"/><circle r="6" fill="#ffe08a"/><circle cx="52" cy="-40" r="6" fill="#fff"/></g>`;
};

/** Card tables: felt, a fan of cards and a stack of chips. */
const cards: Scene = (game, hue, seed) => {
  const ranks = ['A', 'K', 'Q', 'J', '10', '9'];
  const r = (i: number) => ranks[(seed >>> (i * 3)) % ranks.length]!;
  const s = (i: number) => (seed >>> (i * 2 + 7)) % 4;
  return `<ellipse cx="160" cy="150" rx="190" ry="110" fill="${game.category === 'poker' ? '#14532d' : hsl(150 + (hue % 30), 55, 22)}" stroke="#d9a441" stroke-width="3"/>` +
    `<ellipse cx="160" cy="150" rx="150" ry="80" fill="none" stroke="rgba(255,255,255,.18)" stroke-dasharray="6 6"/>` +
    card(92, 52, -14, s(0), r(0)) + card(130, 44, -2, s(1), r(1)) + card(168, 50, 12, s(2), r(2)) +
    chip(240, 126, 16, '#c3262c') + chip(252, 116, 16, '#1d4ed8') + chip(74, 128, 14, '#111') + chip(86, 118, 14, hsl(hue, 80, 45));
};

/** Live tables: the felt and cards, with a studio light above. */
const live: Scene = (game, hue, seed) =>
  `<ellipse cx="160" cy="0" rx="140" ry="70" fill="rgba(255,240,200,.12)"/>` + (seed % 2 ? roulette(game, hue, seed) : cards(game, hue, seed));

/** Crash: a rising curve and a rocket at its tip. */
const crash: Scene = (_game, hue, seed) => {
  const multiplier = `${(1 + (seed % 900) / 100).toFixed(2)}x`;
  return `<path d="M20,190 C120,186 200,150 262,62" fill="none" stroke="${hsl(hue + 160, 90, 60)}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M20,190 C120,186 200,150 262,62 L262,200 L20,200 Z" fill="${hsl(hue + 160, 90, 60, 0.18)}"/>` +
    `<g transform="translate(266 56) rotate(40)"><path d="M0,-26 C10,-14 12,4 8,18 L-8,18 C-12,4 -10,-14 0,-26 Z" fill="#f3f4fb"/><circle cy="-6" r="5" fill="${hsl(hue, 80, 50)}"/><path d="M-8,10 L-16,24 L-6,18 Z M8,10 L16,24 L6,18 Z" fill="#e5484d"/><path d="M-5,20 L0,36 L5,20 Z" fill="#ffb020"/></g>` +
    `<text x="40" y="80" font-family="system-ui,Arial,sans-serif" font-weight="900" font-size="40" fill="#fff">${multiplier}</text>`;
};

/** Instant games: a scratch grid with gems and one mine. */
const instant: Scene = (_game, hue, seed) =>
  Array.from({ length: 12 }, (_, i) => {
    const x = 64 + (i % 4) * 50;
    const y = 34 + Math.floor(i / 4) * 50;
    const open = (seed >>> i) & 1;
    const gem = `<g transform="translate(${x + 21} ${y + 21}) scale(.3)"><path d="${SYMBOL_PATHS.diamond}" fill="${hsl(hue + 180, 90, 62)}" stroke="#fff" stroke-width="6" fill-rule="evenodd"/></g>`;
    return `<rect x="${x}" y="${y}" width="42" height="42" rx="8" fill="${open ? hsl(hue, 50, 14) : hsl(hue, 60, 40)}" stroke="${hsl(hue, 80, 70, 0.6)}"/>${open ? gem : ''}`;
  }).join('');

/** Lottery: numbered balls. */
const lottery: Scene = (_game, hue, seed) =>
  Array.from({ length: 5 }, (_, i) => {
    const x = 56 + i * 52;
    const y = 96 + (i % 2 ? 18 : -8);
    const n = 1 + ((seed >>> (i * 4)) % 49);
    return `<g transform="translate(${x} ${y})"><circle r="24" fill="${hsl(hue + i * 60, 80, 50)}"/><circle r="14" fill="#fff"/><circle cx="-8" cy="-9" r="6" fill="rgba(255,255,255,.5)"/><text y="5" text-anchor="middle" font-family="system-ui,Arial,sans-serif" font-weight="800" font-size="14" fill="#111">${n}</text></g>`;
  }).join('');

const SCENES: Record<string, Scene> = {
  slots: reels,
  megaways: reels,
  jackpots: reels,
  'bonus-buy': reels,
  live,
  roulette,
  blackjack: cards,
  baccarat: cards,
  poker: cards,
  crash,
  instant,
  lottery,
};

/** The studio's mark: its initials on a plate in its own colour, and its name (drawn, never a copied logo). */
function providerMark(name: string): string {
  const hue = hashOf(name) % 360;
  const initials = name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 2);
  return `<g transform="translate(262 10)"><rect width="48" height="22" rx="6" fill="${hsl(hue, 65, 22, 0.9)}" stroke="${hsl(hue, 80, 70)}"/><text x="24" y="15.5" text-anchor="middle" class="m">${escapeXml(initials)}</text></g>`;
}

function badges(game: CatalogueGame): string {
  const list: string[] = [];
  if (game.isLive) list.push(`<g><rect width="58" height="22" rx="11" fill="#e5484d"/><circle cx="13" cy="11" r="4" fill="#fff"/><text x="36" y="15.5" class="b">LIVE</text></g>`);
  if (game.hasJackpot) list.push(`<g><rect width="86" height="22" rx="11" fill="url(#gold)"/><text x="43" y="15.5" class="b" fill="#1d1503" style="fill:#1d1503">JACKPOT</text></g>`);
  if (game.isNew) list.push(`<g><rect width="48" height="22" rx="11" fill="#1fb45a"/><text x="24" y="15.5" class="b">NEW</text></g>`);
  let x = 10;
  return list
    .map((badge) => {
      const width = Number(/width="(\d+)"/.exec(badge)![1]);
      const placed = `<g transform="translate(${x} 10)">${badge}</g>`;
      x += width + 6;
      return placed;
    })
    .join('');
}

/**
 * A 320x240 SVG tile in the game's colours: a scene for its category (reels, wheel, cards, rocket, gems, balls),
 * its studio's mark, live, jackpot and new badges, and its name on a dark band. The same game always gives the same tile.
 */
export function thumbnailSvg(game: CatalogueGame): string {
  const hue = game.row.themeHue;
  const seed = hashOf(game.slug);
  const scene = (SCENES[game.category] ?? reels)(game, hue, seed);
  const lines = wrap(game.name, 24);
  const nameY = lines.length === 1 ? 212 : 194;
  const text = lines.map((line, index) => `<text x="160" y="${nameY + index * 20}" class="n${lines.length === 1 ? '' : ' s'}">${escapeXml(line)}</text>`).join('');
  const rays = Array.from({ length: 12 }, (_, i) => `<path d="M160,100 L${(160 + Math.cos((i / 12) * Math.PI * 2) * 400).toFixed(0)},${(100 + Math.sin((i / 12) * Math.PI * 2) * 400).toFixed(0)} L${(160 + Math.cos(((i + 0.45) / 12) * Math.PI * 2) * 400).toFixed(0)},${(100 + Math.sin(((i + 0.45) / 12) * Math.PI * 2) * 400).toFixed(0)} Z"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 38)}"/><stop offset="1" stop-color="${hsl(hue + 40, 75, 12)}"/></linearGradient>
<radialGradient id="r" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${hsl(hue, 100, 80, 0.5)}"/><stop offset="1" stop-color="${hsl(hue, 100, 80, 0)}"/></radialGradient>
<linearGradient id="reel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfd3e6"/><stop offset=".18" stop-color="#fff"/><stop offset=".82" stop-color="#fff"/><stop offset="1" stop-color="#cfd3e6"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset=".55" stop-color="#f0b429"/><stop offset="1" stop-color="#c98a0e"/></linearGradient>
<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="rgba(5,6,16,0)"/><stop offset=".45" stop-color="rgba(5,6,16,.78)"/><stop offset="1" stop-color="rgba(5,6,16,.92)"/></linearGradient>
<style>.n{font:800 20px system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;fill:#fff;text-anchor:middle;letter-spacing:.3px}.s{font-size:17px}.b{font:800 11px system-ui,Arial,sans-serif;fill:#fff;text-anchor:middle;letter-spacing:.6px}.m{font:800 11px system-ui,Arial,sans-serif;fill:#fff;text-anchor:middle;letter-spacing:.5px}.p{font:600 10px system-ui,Arial,sans-serif;fill:rgba(255,255,255,.72);text-anchor:middle;letter-spacing:1.2px}</style></defs>
<rect width="320" height="240" fill="url(#g)"/><g fill="${hsl(hue, 100, 85, 0.06)}">${rays}</g><rect width="320" height="240" fill="url(#r)"/>
${scene}
<rect y="160" width="320" height="80" fill="url(#band)"/>${text}<text x="160" y="232" class="p">${escapeXml(game.provider.name.toUpperCase())}</text>
${providerMark(game.provider.name)}${badges(game)}<rect x="1" y="1" width="318" height="238" rx="2" fill="none" stroke="rgba(255,255,255,.12)" stroke-width="2"/></svg>`;
}
