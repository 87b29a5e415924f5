import type { CatalogueGame } from './catalogue';
import { hashOf, hsl, IconSheet, paletteFor, pick, r, seeded, type Palette } from '../artwork/icons';

/** The picture being drawn's icons (thumbnailSvg is synchronous: one picture at a time). */
let sheet = new IconSheet();
const icon = (name: string, x: number, y: number, size: number, fill: string, extra = '') => sheet.place(name, x, y, size, fill, extra);

/** Thumbnails never change for a game id, so browsers and the edge may keep them for a year. */
export const THUMBNAIL_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The tile's size: 4:3, drawn at 320x240 and shown at 240x180 in the lobby and on the game page (width and height known up front). */
export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_HEIGHT = 240;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Words of a game's name and the Game Icons motif each calls for: a "Golden Dragon" shows a dragon, "Jet Pilot" a
 * jet. The name itself is never drawn (the card prints it once, below the picture).
 */
/** The roulette wheel, drawn rather than taken from the icon set. */
const WHEEL = 'roulette-wheel';

export const NAME_MOTIFS: Record<string, string> = {
  dragon: 'dragon-head', dragons: 'spiked-dragon-head', tiger: 'tiger-head', pharaoh: 'egyptian-profile', fruits: 'fruit-bowl', gems: 'cut-diamond',
  wolf: 'wolf-howl', buffalo: 'buffalo-head', panda: 'panda', bandit: 'bandit', phoenix: 'egyptian-bird', treasure: 'open-treasure-chest',
  joker: 'card-joker', candy: 'candy-canes', sevens: 'dice-six-faces-six', bells: 'ringing-bell', queen: 'queen-crown', king: 'crown',
  kings: 'imperial-crown', fisherman: 'lucky-fisherman', goddess: 'greek-sphinx', samurai: 'samurai-helmet', ninja: 'ninja-head',
  unicorn: 'unicorn', rhino: 'rhinoceros-horn', eagle: 'eagle-emblem', lion: 'lion', cowboy: 'cowboy-boot', mermaid: 'mermaid',
  wizard: 'wizard-face', wizards: 'wizard-staff', pyramid: 'great-pyramid', temple: 'greek-temple', clover: 'clover',
  horseshoe: 'horseshoe', coins: 'two-coins', barrel: 'barrel', rocket: 'rocket', monkey: 'monkey', gorilla: 'gorilla',
  octopus: 'octopus', shark: 'shark-jaws', volcano: 'volcano', cherry: 'cherry', lemon: 'lemon', melon: 'watermelon',
  knight: 'mounted-knight', sphinx: 'egyptian-sphinx', oracle: 'crystal-ball', crown: 'jewel-crown', chest: 'locked-chest',
  skull: 'skull-crossed-bones', beetle: 'scarab-beetle', fox: 'fox-head', owl: 'owl', bear: 'bear-head', bull: 'charging-bull',
  hippo: 'horned-reptile', raven: 'raven', star: 'star-formation', moon: 'moon', sun: 'sun', comet: 'comet-spark', ra: 'eye-of-horus',
  dead: 'skull-crossed-bones', gods: 'zeus-sword', fortune: 'tarot-10-wheel-of-fortune', anubis: 'anubis', merlin: 'wizard-staff',
  odin: 'viking-helmet', zeus: 'heavy-lightning', cleopatra: 'egyptian-profile', madness: 'potion-of-madness', shadows: 'hooded-figure',
  giza: 'great-pyramid', aztec: 'aztec-calendar-sun', souls: 'floating-ghost', monsters: 'cyclops', horus: 'horus', tut: 'egyptian-pyramids',
  atlantis: 'trident', olympus: 'greek-temple', egypt: 'ankh', asgard: 'thor-hammer', babylon: 'stone-tower', avalon: 'sword-in-stone',
  camelot: 'castle', 'el dorado': 'gold-nuggets', nile: 'egyptian-temple', amazon: 'parrot-head', persia: 'magic-lamp',
  troy: 'trojan-horse', sparta: 'spartan-helmet', deep: 'angler-fish', sahara: 'camel-head', tokyo: 'pagoda', macau: 'dragon-spiral',
  vegas: 'slot-machine', samarkand: 'indian-palace', andes: 'mountains', valhalla: 'viking-shield', transylvania: 'vampire-dracula',
  orient: 'dragon-spiral', galaxy: 'galaxy', 'shangri-la': 'mountains', viking: 'viking-head', pirate: 'pirate-captain',
  frozen: 'ice-cube', fire: 'fire', ruby: 'gem-pendant', emerald: 'emerald', jade: 'sea-dragon', spooky: 'pumpkin-lantern',
  electric: 'lightning-arc', thunder: 'lightning-branches', cosmic: 'ringed-planet', magic: 'magic-hat', diamond: 'cut-diamond',
  // tables, live shows, crash and instant games
  roulette: WHEEL, blackjack: 'card-ace-spades', baccarat: 'card-king-hearts', punto: 'card-queen-diamonds', pontoon: 'card-10-clubs',
  'spanish 21': 'card-ace-hearts', poker: 'poker-hand', "hold'em": 'poker-hand', stud: 'card-random', 'pai gow': 'domino-tiles',
  'dragon tiger': 'dragon-head', 'sic bo': 'dice-six-faces-five', 'money wheel': 'tarot-10-wheel-of-fortune', 'andar bahar': 'card-ace-clubs',
  'teen patti': 'card-play', 'dice duel': 'rolling-dices', 'football studio': 'soccer-ball', 'coin flip': 'coins', chemin: 'card-king-spades',
  jet: 'jet-fighter', balloon: 'air-balloon', skyline: 'modern-city', bang: 'bright-explosion', turbo: 'race-car', flyer: 'hang-glider',
  lift: 'rocket-flight', space: 'ringed-planet', plinko: 'ball-pyramid', mines: 'land-mine', scratch: 'ticket', dice: 'rolling-dices',
  'hi-lo': 'card-exchange', wheel: 'tarot-10-wheel-of-fortune', penalty: 'soccer-kick', goal: 'soccer-ball', tower: 'stone-tower',
  limbo: 'jump-across', card: 'card-pick', keno: 'abacus', bingo: 'balloons', lotto: 'ticket', draw: 'card-draw', number: 'dice-target',
};

/** Motifs when no word of the name calls for one, per kind of game (the seed picks). */
const POOLS: Record<string, readonly string[]> = {
  slots: ['cherry', 'crown', 'cut-diamond', 'clover', 'horseshoe', 'ringing-bell', 'gold-bar', 'open-treasure-chest', 'heart-tower', 'sun', 'dice-six-faces-six', 'gem-pendant'],
  table: ['card-ace-spades', 'card-king-hearts', 'card-queen-diamonds', 'poker-hand', 'card-random', 'card-jack-clubs'],
  crash: ['rocket', 'jet-fighter', 'air-balloon', 'rocket-flight', 'paper-plane'],
  instant: ['land-mine', 'rolling-dices', 'ticket', 'gem-pendant', 'ball-pyramid', 'two-coins'],
  lottery: ['balloons', 'ticket', 'abacus', 'dice-target'],
  live: [WHEEL, 'card-ace-spades', 'tarot-10-wheel-of-fortune', 'poker-hand', 'rolling-dices'],
};
const SLOT_CATEGORIES = new Set(['slots', 'megaways', 'jackpots', 'bonus-buy']);
const TABLE_CATEGORIES = new Set(['roulette', 'blackjack', 'baccarat', 'poker']);

function poolFor(category: string): readonly string[] {
  if (SLOT_CATEGORIES.has(category)) return POOLS.slots!;
  if (TABLE_CATEGORIES.has(category)) return POOLS.table!;
  return POOLS[category] ?? POOLS.slots!;
}

/** The motifs a name calls for, longest phrase first (at most two), else one from the category's pool. */
export function motifsFor(name: string, category: string, random: () => number): string[] {
  const lower = ` ${name.toLowerCase().replace(/[^a-z0-9'\- ]+/g, ' ')} `;
  const found: string[] = [];
  for (const word of Object.keys(NAME_MOTIFS).sort((a, b) => b.length - a.length)) {
    if (lower.includes(` ${word} `) || (word.includes(' ') && lower.includes(word))) {
      const motif = NAME_MOTIFS[word]!;
      if (!found.includes(motif)) found.push(motif);
    }
  }
  // The wheel is drawn, not an icon: it leads, and only roulette and live tables show it.
  const wheelIndex = found.indexOf(WHEEL);
  if (wheelIndex >= 0) {
    found.splice(wheelIndex, 1);
    if (category === 'live' || category === 'roulette') found.unshift(WHEEL);
  }
  const pool = poolFor(category).filter((motif) => motif !== WHEEL);
  const second = pick(random, pool);
  if (found.length === 0) return [category === 'live' ? pick(random, POOLS.live!) : pick(random, pool), second];
  return [found[0]!, found[1] && found[1] !== WHEEL ? found[1] : second];
}

interface Scene {
  game: CatalogueGame;
  p: Palette;
  random: () => number;
  motif: string;
  second: string;
}

/** Sun rays behind the motif, from cx,cy. */
function rays(cx: number, cy: number, count: number, fill: string, turn: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a1 = ((i + turn) / count) * Math.PI * 2;
    const a2 = ((i + turn + 0.5) / count) * Math.PI * 2;
    d += `M${cx},${cy}L${r(cx + Math.cos(a1) * 420)},${r(cy + Math.sin(a1) * 420)}L${r(cx + Math.cos(a2) * 420)},${r(cy + Math.sin(a2) * 420)}Z`;
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

const outline = (p: Palette, width = 14) => ` stroke="${p.outline}" stroke-width="${width}" paint-order="stroke" stroke-linejoin="round"`;

/** Composition families for reel games: each places the motif, its partner and the ground differently. */
const SLOT_FAMILIES: ((s: Scene) => string)[] = [
  // burst: the motif large in a halo of rays
  ({ p, random, motif, second }) => {
    const cx = 160 + Math.round((random() - 0.5) * 60);
    return rays(cx, 118, 10 + Math.floor(random() * 8), p.glow, random()) + `<circle cx="${cx}" cy="118" r="78" fill="${p.glow}"/>` + icon(motif, cx, 118, 176, p.motif, outline(p)) + icon(second, cx + 96, 190, 60, p.accent, outline(p, 10));
  },
  // medallion: the motif in a ringed coin, partners small at both sides
  ({ p, random, motif, second }) => {
    const cy = 112 + Math.round(random() * 16);
    return `<circle cx="160" cy="${cy}" r="92" fill="${p.outline}"/><circle cx="160" cy="${cy}" r="84" fill="${p.bg2}" stroke="${p.accent}" stroke-width="6" stroke-dasharray="4 8"/>` +
      icon(motif, 160, cy, 130, p.motif) + icon(second, 46, cy + 60, 64, p.accent, outline(p, 10)) + icon(second, 274, cy - 60, 52, p.accent, outline(p, 10));
  },
  // diagonal: two bands of colour and the motif breaking out of the corner
  ({ p, random, motif, second }) => {
    const right = random() < 0.5;
    const x = right ? 210 : 110;
    return `<path d="${right ? 'M0,240L320,40L320,240Z' : 'M0,40L320,240L0,240Z'}" fill="${p.accent}" opacity=".55"/>` +
      icon(motif, x, 134, 210, p.motif, outline(p, 16)) + icon(second, right ? 62 : 258, 66, 72, p.glow.replace(/ \/ [\d.]+\)/, ')'), outline(p, 10));
  },
  // pattern: a wallpaper of the partner, the motif on a plaque
  ({ p, motif, second }) => {
    let tiles = '';
    for (let y = 0; y < 4; y++) for (let x = 0; x < 6; x++) tiles += icon(second, 28 + x * 56 + (y % 2) * 28, 28 + y * 60, 34, p.glow);
    return tiles + `<rect x="82" y="34" width="156" height="156" rx="28" fill="${p.bg2}" stroke="${p.accent}" stroke-width="5"/>` + icon(motif, 160, 112, 124, p.motif);
  },
  // arch: a temple gate framing the motif over steps
  ({ p, random, motif, second }) => {
    const w = 150 + Math.round(random() * 40);
    const l = 160 - w / 2;
    return `<path d="M${l},230V96A${w / 2},${w / 2} 0 0 1 ${l + w},96V230Z" fill="${p.bg2}" stroke="${p.accent}" stroke-width="8"/>` +
      `<path d="M20,214H300V240H20Z M50,196H270V214H50Z" fill="${p.outline}" opacity=".7"/>` + icon(motif, 160, 128, 150, p.motif, outline(p, 12)) +
      icon(second, 36, 48, 44, p.accent) + icon(second, 284, 48, 44, p.accent);
  },
  // parade: the motif big and cropped at the left, its partner thrice on the right
  ({ p, motif, second }) =>
    icon(motif, 96, 130, 230, p.motif, outline(p, 18)) +
    [60, 120, 180].map((y, i) => icon(second, 250 + (i % 2) * 26, y, 52, p.accent, outline(p, 10))).join(''),
];

/** Megaways and buy-feature games: the reel window itself, the motif as the big symbol in the middle. */
function reelWindow({ game, p, random, motif, second }: Scene): string {
  const cols = game.category === 'megaways' ? 6 : 5;
  const cw = 280 / cols;
  let cells = '';
  for (let c = 0; c < cols; c++) {
    const rows = game.category === 'megaways' ? 3 + Math.floor(random() * 4) : 3;
    const ch = 190 / rows;
    for (let row = 0; row < rows; row++) {
      const x = 20 + c * cw;
      const y = 20 + row * ch;
      cells += `<rect x="${r(x + 2)}" y="${r(y + 2)}" width="${r(cw - 4)}" height="${r(ch - 4)}" rx="6" fill="${p.bg2}" opacity=".75"/>`;
      if ((c + row + (game.id % 3)) % 3 === 0) cells += icon(second, x + cw / 2, y + ch / 2, Math.min(cw, ch) * 0.7, p.accent);
    }
  }
  return cells + `<circle cx="160" cy="115" r="74" fill="${p.glow}"/>` + icon(motif, 160, 115, 150, p.motif, outline(p, 14));
}

/** Jackpot games: a pile of gold coins in front. */
function coinPile(random: () => number): string {
  let coins = '';
  for (let i = 0; i < 7; i++) {
    const x = 40 + i * 40 + Math.round(random() * 10);
    const y = 214 - (i % 2) * 10;
    coins += `<ellipse cx="${x}" cy="${y}" rx="26" ry="12" fill="#b7800f"/><ellipse cx="${x}" cy="${y - 4}" rx="26" ry="12" fill="#f5c542" stroke="#a86f08" stroke-width="2"/>`;
  }
  return coins;
}

/** Roulette wheels: seen from above, tilted, or cropped at the side. */
function wheel(cx: number, cy: number, radius: number, tilt: number, p: Palette): string {
  let d = '';
  let black = '';
  const n = 18;
  for (let i = 0; i < n; i++) {
    const a1 = (i / n) * Math.PI * 2;
    const a2 = ((i + 1) / n) * Math.PI * 2;
    const pt = (a: number, rr: number) => `${r(Math.cos(a) * rr)},${r(Math.sin(a) * rr)}`;
    const seg = `M${pt(a1, radius * 0.6)}L${pt(a1, radius)}A${radius},${radius} 0 0,1 ${pt(a2, radius)}L${pt(a2, radius * 0.6)}Z`;
    if (i % 2) black += seg;
    else if (i) d += seg;
  }
  return `<g transform="translate(${cx} ${cy}) scale(1 ${tilt})"><circle r="${r(radius * 1.14)}" fill="#5a3418" stroke="${p.accent}" stroke-width="5"/><circle r="${radius}" fill="#1a9a4a"/><path d="${d}" fill="#c3262c"/><path d="${black}" fill="#151515"/><circle r="${r(radius * 0.6)}" fill="${p.bg2}" stroke="#d9a441" stroke-width="3"/><path transform="scale(${r(radius / 80, 3)})" d="M0,-40L7,0L0,40L-7,0ZM-40,0L0,7L40,0L0,-7Z" fill="#d9a441"/><circle cx="${r(radius * 0.8)}" cy="${r(-radius * 0.3)}" r="${r(radius / 12)}" fill="#fff"/></g>`;
}

const SUIT_ICONS = ['spades', 'hearts', 'diamonds', 'clubs'];

/** A playing card, face up, 58x82, at x,y (its centre), with a Game Icons suit. */
function card(x: number, y: number, rotate: number, suit: number, rank: string): string {
  const red = suit === 1 || suit === 2;
  const ink = red ? '#d0342c' : '#151515';
  const glyph = SUIT_ICONS[suit]!;
  return `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-29" y="-41" width="58" height="82" rx="6" fill="#fdfaf2" stroke="rgba(0,0,0,.35)"/><text x="-22" y="-22" font-family="Georgia,serif" font-weight="700" font-size="17" fill="${ink}">${rank}</text>${icon(glyph, 4, 8, 40, ink)}</g>`;
}

/** A chip of colour `fill` at x,y. */
function chip(x: number, y: number, rr: number, fill: string): string {
  return `<g transform="translate(${x} ${y})"><circle r="${rr}" fill="${fill}" stroke="rgba(0,0,0,.35)" stroke-width="1.5"/><circle r="${r(rr * 0.72)}" fill="none" stroke="#fff" stroke-width="${r(rr * 0.22)}" stroke-dasharray="${r(rr * 0.5)} ${r(rr * 0.4)}"/></g>`;
}

const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];

/** Card tables: the felt in the game's colour, then a fan, a row or a single big card with chips. */
function cardTable({ p, random, motif }: Scene): string {
  const felt = `<ellipse cx="160" cy="170" rx="200" ry="118" fill="${p.bg2}" stroke="${p.accent}" stroke-width="4"/>`;
  const family = Math.floor(random() * 3);
  const rank = () => pick(random, RANKS);
  const suit = () => Math.floor(random() * 4);
  if (family === 0) return felt + card(110, 112, -16, suit(), rank()) + card(160, 102, 0, suit(), rank()) + card(210, 112, 16, suit(), rank()) + chip(270, 196, 18, p.accent) + chip(52, 196, 16, '#c3262c');
  if (family === 1) return felt + [70, 130, 190, 250].map((x) => card(x, 118, 0, suit(), rank())).join('') + chip(160, 204, 20, p.accent);
  return felt + icon(motif, 118, 118, 160, p.motif, outline(p, 12)) + chip(244, 150, 24, p.accent) + chip(258, 132, 24, '#c3262c') + chip(272, 114, 24, '#1d4ed8');
}

function roulette({ p, random }: Scene): string {
  const family = Math.floor(random() * 3);
  if (family === 0) return wheel(160, 118, 84, 1, p);
  if (family === 1) return wheel(160, 132, 120, 0.5, p) + chip(60, 70, 18, p.accent) + chip(262, 62, 16, '#c3262c');
  return wheel(300, 120, 150, 1, p) + chip(70, 80, 22, p.accent) + chip(84, 148, 22, '#1d4ed8') + chip(96, 200, 18, '#c3262c');
}

/** Live shows: a studio spotlight over the show's own object. */
function live(scene: Scene): string {
  const { p, random, motif, second } = scene;
  const spot = `<path d="M120,0L200,0L270,240L50,240Z" fill="${p.glow}"/>`;
  if (motif === WHEEL) return spot + roulette(scene);
  if (motif.startsWith('card-') || motif === 'poker-hand') return spot + cardTable(scene);
  return spot + `<ellipse cx="160" cy="214" rx="120" ry="20" fill="${p.outline}" opacity=".6"/>` + icon(motif, 160, 120, 170, p.motif, outline(p, 14)) + icon(second, 270, 64, 50, p.accent) + (random() < 0.5 ? chip(52, 190, 18, p.accent) : '');
}

/** Crash games: a rising curve and the motif at its tip, or the motif over a skyline. */
function crash({ p, random, motif }: Scene): string {
  if (random() < 0.5) {
    const tipX = 220 + Math.round(random() * 50);
    const tipY = 50 + Math.round(random() * 40);
    return `<path d="M10,230C120,226 ${tipX - 60},190 ${tipX},${tipY}L${tipX},240L10,240Z" fill="${p.glow}"/><path d="M10,230C120,226 ${tipX - 60},190 ${tipX},${tipY}" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>` + icon(motif, tipX, tipY, 100, p.motif, outline(p, 12));
  }
  let city = '';
  for (let x = 0; x < 320; x += 32) city += `<rect x="${x}" y="${180 - Math.round(random() * 60)}" width="28" height="80" fill="${p.outline}"/>`;
  return `<circle cx="230" cy="70" r="40" fill="${p.glow}"/>` + city + icon(motif, 130, 100, 150, p.motif, outline(p, 12));
}

/** Instant games: a grid of tiles with the motif revealed, or the motif large on a board. */
function instant({ p, random, motif, second }: Scene): string {
  if (random() < 0.5) {
    let grid = '';
    for (let i = 0; i < 15; i++) {
      const x = 30 + (i % 5) * 54;
      const y = 24 + Math.floor(i / 5) * 64;
      const open = random() < 0.4;
      grid += `<rect x="${x}" y="${y}" width="48" height="56" rx="8" fill="${open ? p.bg2 : p.accent}" stroke="${p.outline}" stroke-width="2"/>` + (open ? icon(i % 4 ? second : motif, x + 24, y + 28, 38, p.motif) : '');
    }
    return grid;
  }
  return `<rect x="40" y="20" width="240" height="200" rx="24" fill="${p.bg2}" stroke="${p.accent}" stroke-width="6"/>` + icon(motif, 160, 120, 160, p.motif, outline(p, 12));
}

/** Lottery: numbered balls in a row or a draw machine. */
function lottery({ p, random, motif }: Scene): string {
  if (random() < 0.5) {
    return Array.from({ length: 5 }, (_, i) => {
      const x = 48 + i * 56;
      const y = 110 + (i % 2 ? 22 : -10);
      const n = 1 + Math.floor(random() * 49);
      return `<g transform="translate(${x} ${y})"><circle r="27" fill="${hsl(i * 70 + n, 80, 50)}"/><circle r="16" fill="#fff"/><text y="6" text-anchor="middle" font-family="Arial,sans-serif" font-weight="800" font-size="16" fill="#111">${n}</text></g>`;
    }).join('');
  }
  return `<circle cx="160" cy="110" r="90" fill="${p.glow}" stroke="${p.accent}" stroke-width="6"/><rect x="130" y="196" width="60" height="30" rx="6" fill="${p.outline}"/>` + icon(motif, 160, 110, 120, p.motif, outline(p, 10));
}

function sceneFor(scene: Scene): string {
  const { game, random } = scene;
  switch (game.category) {
    case 'megaways':
    case 'bonus-buy':
      return random() < 0.6 ? reelWindow(scene) : pick(random, SLOT_FAMILIES)(scene);
    case 'jackpots':
      return pick(random, SLOT_FAMILIES)(scene) + coinPile(random);
    case 'roulette':
      return roulette(scene);
    case 'blackjack':
    case 'baccarat':
    case 'poker':
      return cardTable(scene);
    case 'live':
      return live(scene);
    case 'crash':
      return crash(scene);
    case 'instant':
      return instant(scene);
    case 'lottery':
      return lottery(scene);
    default:
      return pick(random, SLOT_FAMILIES)(scene);
  }
}

/** The studio's mark, small in a corner: its initials on a plate in its own colour (drawn, never a copied logo). */
export function providerMark(name: string, x: number, y: number): string {
  const hue = hashOf(name) % 360;
  const initials = name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 2);
  return `<g transform="translate(${x} ${y})"><rect width="40" height="20" rx="5" fill="${hsl(hue, 65, 22, 0.9)}" stroke="${hsl(hue, 80, 70)}"/><text x="20" y="14.5" text-anchor="middle" font-family="Arial,sans-serif" font-weight="800" font-size="11" fill="#fff">${escapeXml(initials)}</text></g>`;
}

/**
 * A 320x240 SVG picture for one game: its motifs come from the words of its name (else from its kind's pool), its
 * palette and composition family from its id, so no two neighbours look alike and the same game always looks the same.
 * No text but the studio's initials: the card prints the name, and the badges (new, jackpot, live) are the card's, translated.
 */
export function thumbnailSvg(game: CatalogueGame): string {
  sheet = new IconSheet();
  const seed = hashOf(`${game.id}:${game.slug}`);
  const random = seeded(seed);
  const hue = (game.row.themeHue + Math.floor(random() * 360)) % 360;
  const p = paletteFor(hue, random);
  const [motif, second] = motifsFor(game.name, game.category, random) as [string, string];
  const scene = sceneFor({ game, p, random, motif, second });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}" role="img" aria-label="${escapeXml(game.name)}">` +
    `<defs>${sheet.defs()}<linearGradient id="g" x1="0" y1="0" x2="${r(random())}" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>` +
    `<rect width="320" height="240" fill="url(#g)"/>${scene}${providerMark(game.provider.name, 272, 8)}</svg>`;
}
