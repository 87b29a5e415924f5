import { hashOf, IconSheet, paletteFor, pick, seeded } from '../artwork/icons';

/**
 * Generated SVG artwork for banners, promos, blog and news cards and footer icons, so the local stack serves every
 * image itself (the edge proxies only /api/v1). The same name always gives the same picture.
 */

/** Kinds of generated artwork and their size; the file name is `<kind>-<key>.svg`. Banners are 5:2, as the home page shows them. */
export const ARTWORK_SIZES = {
  banner: { width: 1200, height: 480 },
  promo: { width: 600, height: 340 },
  blog: { width: 800, height: 450 },
  news: { width: 800, height: 450 },
  author: { width: 160, height: 160 },
  tournament: { width: 800, height: 450 },
  race: { width: 800, height: 450 },
} as const;
export type ArtworkKind = keyof typeof ARTWORK_SIZES;
export const ARTWORK_FILE = /^(banner|promo|blog|news|author|tournament|race)-([a-z0-9-]{1,50})\.svg$/;

/** Words of a blog or news slug and the motif each calls for; a slug with none gets one from its seed. */
const TOPICS: Record<string, string> = {
  rtp: 'histogram', volatility: 'heart-beats', megaways: 'slot-machine', jackpot: 'crown-coin', blackjack: 'card-ace-spades',
  roulette: 'dice-target', live: 'bow-tie', dealer: 'bow-tie', baccarat: 'card-king-hearts', wagering: 'scales', bankroll: 'piggy-bank',
  break: 'coffee-cup', spins: 'slot-machine', languages: 'conversation', games: 'slot-machine', tournament: 'trophy-cup',
  withdrawals: 'receive-money', factor: 'padlock', race: 'checkered-flag', crypto: 'two-coins', status: 'rank-3', maintenance: 'auto-repair',
};
const TOPIC_POOL = ['open-book', 'quill-ink', 'newspaper', 'stopwatch', 'hourglass', 'globe', 'cog', 'laurels-trophy', 'two-coins', 'card-ace-spades'];
/** Heroes: tournaments a trophy or podium, races a chequered flag or stopwatch, with a partner motif. */
const HERO_MOTIFS: Record<'tournament' | 'race', { lead: string[]; partner: string[] }> = {
  tournament: { lead: ['trophy-cup', 'laurels-trophy', 'podium-winner', 'diamond-trophy'], partner: ['crown-coin', 'two-coins', 'laurels', 'rank-3'] },
  race: { lead: ['checkered-flag', 'stopwatch', 'race-car', 'sprint'], partner: ['podium-winner', 'two-coins', 'hourglass', 'speedometer'] },
};



const GOLD = 'url(#gold)';

/** A gold coin with a star, centred at x,y. */
function coin(x: number, y: number, r: number, tilt = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${tilt}) scale(1 ${tilt ? 0.55 : 1})"><circle r="${r}" fill="#b7800f"/><circle r="${r * 0.92}" fill="${GOLD}"/><circle r="${r * 0.7}" fill="none" stroke="#a86f08" stroke-width="${r * 0.08}"/><path transform="scale(${r / 60})" d="M0,-34 L10,-11 L34,-11 L15,4 L22,28 L0,14 L-22,28 L-15,4 L-34,-11 L-10,-11 Z" fill="#a86f08"/></g>`;
}

/** Centrepieces, each drawn in a 200x200 box centred on 0,0. */
const SCENES: Record<string, { hue: number; draw: () => string }> = {
  welcome: {
    hue: 145,
    draw: () =>
      `<rect x="-70" y="-20" width="140" height="100" rx="8" fill="#1fb45a"/><rect x="-80" y="-46" width="160" height="34" rx="8" fill="#2bd06d"/>` +
      `<rect x="-14" y="-46" width="28" height="126" fill="${GOLD}"/><path d="M0,-46 C-40,-96 -86,-70 -50,-48 Z M0,-46 C40,-96 86,-70 50,-48 Z" fill="${GOLD}" stroke="#a86f08" stroke-width="3"/>` +
      coin(-100, 60, 26) + coin(104, 50, 22) + coin(80, -70, 16),
  },
  tournament: {
    hue: 265,
    draw: () =>
      `<path d="M-56,-80 L56,-80 L50,-10 C46,20 22,38 0,40 C-22,38 -46,20 -50,-10 Z" fill="${GOLD}" stroke="#a86f08" stroke-width="4"/>` +
      `<path d="M-54,-64 C-100,-64 -96,-10 -46,-2 M54,-64 C100,-64 96,-10 46,-2" fill="none" stroke="${GOLD}" stroke-width="10"/>` +
      `<rect x="-10" y="38" width="20" height="26" fill="#c98a0e"/><rect x="-44" y="62" width="88" height="24" rx="4" fill="#3a2a6e" stroke="${GOLD}" stroke-width="3"/>` +
      `<path transform="translate(0 -30) scale(.6)" d="M0,-34 L10,-11 L34,-11 L15,4 L22,28 L0,14 L-22,28 L-15,4 L-34,-11 L-10,-11 Z" fill="#fff"/>`,
  },
  race: {
    hue: 205,
    draw: () => {
      const squares = Array.from({ length: 24 }, (_, i) => {
        const col = i % 6;
        const row = Math.floor(i / 6);
        return (col + row) % 2 ? '' : `<rect x="${-44 + col * 20}" y="${-84 + row * 21}" width="20" height="21" fill="#111"/>`;
      }).join('');
      const speed = Array.from({ length: 5 }, (_, i) => `<rect x="${-150 + i * 6}" y="${-40 + i * 22}" width="${70 - i * 8}" height="6" rx="3" fill="rgba(255,255,255,${(0.5 - i * 0.08).toFixed(2)})"/>`).join('');
      return `<rect x="-52" y="-92" width="8" height="184" rx="4" fill="#d9dbe6"/><rect x="-44" y="-84" width="120" height="84" fill="#fff"/>${squares}${speed}${coin(100, 60, 24)}`;
    },
  },
  cashback: {
    hue: 170,
    draw: () =>
      Array.from({ length: 5 }, (_, i) => coin(-30, 70 - i * 16, 44, 1)).join('') +
      coin(50, 20, 40) +
      `<path d="M-90,-40 A100,100 0 0,1 80,-80" fill="none" stroke="#2bd06d" stroke-width="12" stroke-linecap="round"/><path d="M66,-104 L100,-78 L62,-60 Z" fill="#2bd06d"/>`,
  },
  jackpot: {
    hue: 35,
    draw: () =>
      `<path d="M-80,10 L-80,-56 L-40,-24 L0,-80 L40,-24 L80,-56 L80,10 Z" fill="${GOLD}" stroke="#a86f08" stroke-width="4"/><circle cx="0" cy="-84" r="9" fill="#e5484d"/><circle cx="-80" cy="-60" r="8" fill="#5b8cff"/><circle cx="80" cy="-60" r="8" fill="#1fb45a"/>` +
      [-60, 0, 60].map((x) => `<g transform="translate(${x} 54)"><rect x="-26" y="-34" width="52" height="68" rx="8" fill="#fff"/><path transform="scale(.55)" d="M-30,-44 L34,-44 L34,-30 C14,-8 2,18 -2,46 L-22,46 C-18,18 -6,-8 12,-28 L-30,-28 Z" fill="#e5484d"/></g>`).join(''),
  },
  'free-spins': {
    hue: 320,
    draw: () =>
      `<circle r="86" fill="#2a1140" stroke="${GOLD}" stroke-width="8"/>` +
      Array.from({ length: 12 }, (_, i) => {
        const a1 = (i / 12) * Math.PI * 2;
        const a2 = ((i + 1) / 12) * Math.PI * 2;
        const p = (a: number) => `${(Math.cos(a) * 80).toFixed(1)},${(Math.sin(a) * 80).toFixed(1)}`;
        return `<path d="M0,0 L${p(a1)} A80,80 0 0,1 ${p(a2)} Z" fill="hsl(${(i * 30) % 360},80%,${i % 2 ? 45 : 55}%)"/>`;
      }).join('') +
      `<circle r="18" fill="${GOLD}"/><path d="M-12,-100 L12,-100 L0,-78 Z" fill="#fff"/>`,
  },
  points: {
    hue: 50,
    draw: () =>
      `<path d="M0,-90 L30,-40 L0,90 L-30,-40 Z" fill="#7dd3fc" opacity=".9"/><path d="M-70,-40 L70,-40 L0,90 Z" fill="#38bdf8"/><path d="M-70,-40 L-40,-90 L40,-90 L70,-40 Z" fill="#bae6fd"/><path d="M-40,-90 L0,-40 L40,-90 M-70,-40 L0,90 L70,-40" fill="none" stroke="#e0f2fe" stroke-width="3"/>` +
      coin(-100, 50, 22) + coin(100, 60, 26),
  },
  status: {
    hue: 285,
    draw: () =>
      `<path d="M-30,-96 L-60,-20 L-20,-20 Z M30,-96 L60,-20 L20,-20 Z" fill="#e5484d"/><circle cy="20" r="70" fill="${GOLD}" stroke="#a86f08" stroke-width="5"/><circle cy="20" r="52" fill="none" stroke="#a86f08" stroke-width="3"/>` +
      `<path transform="translate(0 20) scale(1.2)" d="M0,-34 L10,-11 L34,-11 L15,4 L22,28 L0,14 L-22,28 L-15,4 L-34,-11 L-10,-11 Z" fill="#fff8d6"/>`,
  },
};

/** The banner slider's themes, in the order the seed writes its banners (welcome, tournaments, races, cashback, jackpots). */
const BANNER_THEMES = ['welcome', 'tournament', 'race', 'cashback', 'jackpot'];

function sceneFor(kind: ArtworkKind, key: string) {
  if (kind === 'banner' && /^\d+$/.test(key)) return SCENES[BANNER_THEMES[(Number(key) - 1 + BANNER_THEMES.length) % BANNER_THEMES.length]!];
  return SCENES[key];
}

/**
 * Blog, news, author pictures and tournament and race heroes: a motif for the topic (from the slug's words, or the
 * hero's kind) in one of four compositions, with a partner motif, in the seed's palette. The same key, the same picture.
 */
function topicScene(kind: ArtworkKind, key: string, width: number, height: number, hash: number): string {
  const random = seeded(hash);
  const p = paletteFor(hash % 360, random);
  let lead: string;
  let partner: string;
  if (kind === 'tournament' || kind === 'race') {
    lead = pick(random, HERO_MOTIFS[kind].lead);
    partner = pick(random, HERO_MOTIFS[kind].partner);
  } else {
    const words = key.split('-');
    lead = TOPICS[words.find((word) => TOPICS[word]) ?? ''] ?? (kind === 'author' ? SUIT_MOTIFS[hash % 4]! : pick(random, TOPIC_POOL));
    partner = pick(random, TOPIC_POOL.filter((name) => name !== lead));
  }
  const sheet = new IconSheet();
  const size = Math.min(width, height);
  const stroke = ` stroke="${p.outline}" stroke-width="${Math.round(size / 30)}" paint-order="stroke" stroke-linejoin="round"`;
  if (kind === 'author') return `<circle cx="${width / 2}" cy="${height / 2}" r="${size * 0.42}" fill="${p.bg2}"/>` + sheet.place(lead, width / 2, height / 2, size * 0.6, p.motif) + `<defs>${sheet.defs()}</defs>`;
  const family = Math.floor(random() * 4);
  let body: string;
  if (family === 0) {
    // the motif large at the right, partners falling at the left
    body = `<circle cx="${width * 0.68}" cy="${height / 2}" r="${size * 0.42}" fill="${p.glow}"/>` + sheet.place(lead, width * 0.68, height / 2, size * 0.72, p.motif, stroke) +
      [0.12, 0.26, 0.4].map((x, i) => sheet.place(partner, width * x, height * (0.3 + i * 0.2), size * 0.16, p.accent)).join('');
  } else if (family === 1) {
    // a medallion in the middle, a band of partners below
    body = `<circle cx="${width / 2}" cy="${height * 0.45}" r="${size * 0.36}" fill="${p.bg2}" stroke="${p.accent}" stroke-width="${size / 40}"/>` + sheet.place(lead, width / 2, height * 0.45, size * 0.5, p.motif) +
      Array.from({ length: 7 }, (_, i) => sheet.place(partner, width * (0.08 + i * 0.14), height * 0.9, size * 0.12, p.accent)).join('');
  } else if (family === 2) {
    // a diagonal band, the motif breaking out of it at the left
    body = `<path d="M0,${height}L${width},${height * 0.2}L${width},${height}Z" fill="${p.accent}" opacity=".45"/>` + sheet.place(lead, width * 0.3, height * 0.52, size * 0.8, p.motif, stroke) + sheet.place(partner, width * 0.8, height * 0.3, size * 0.22, p.outline);
  } else {
    // a wallpaper of the partner, the motif on a plaque
    let tiles = '';
    for (let y = 0; y < 4; y++) for (let x = 0; x < 8; x++) tiles += sheet.place(partner, (x + 0.5 + (y % 2) * 0.5) * (width / 8), (y + 0.5) * (height / 4), size * 0.12, p.glow);
    body = tiles + `<rect x="${width / 2 - size * 0.3}" y="${height / 2 - size * 0.3}" width="${size * 0.6}" height="${size * 0.6}" rx="${size / 12}" fill="${p.bg2}" stroke="${p.accent}" stroke-width="${size / 60}"/>` + sheet.place(lead, width / 2, height / 2, size * 0.46, p.motif);
  }
  return `<defs>${sheet.defs()}</defs><rect width="${width}" height="${height}" fill="${p.bg1}" opacity=".55"/>${body}`;
}

const SUIT_MOTIFS = ['spades', 'hearts', 'diamonds', 'clubs'];

/**
 * A themed picture: banners and promos get a scene for what they sell (gift, trophy, chequered flag, coins, crown
 * and sevens, wheel, gem, medal) on rays of light with scattered coins; blog, news and author pictures a card suit.
 * The same name always gives the same picture.
 */
export function artworkSvg(kind: ArtworkKind, key: string): string {
  const { width, height } = ARTWORK_SIZES[kind];
  const hash = hashOf(`${kind}-${key}`);
  const scene = sceneFor(kind, key);
  const hueA = scene ? scene.hue : hash % 360;
  const hueB = (hueA + 40 + ((hash >>> 9) % 60)) % 360;
  const cx = width / 2;
  const cy = height / 2;
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    const b = ((i + 0.5) / 16) * Math.PI * 2;
    const far = Math.max(width, height);
    return `<path d="M${cx},${cy} L${(cx + Math.cos(a) * far).toFixed(0)},${(cy + Math.sin(a) * far).toFixed(0)} L${(cx + Math.cos(b) * far).toFixed(0)},${(cy + Math.sin(b) * far).toFixed(0)} Z"/>`;
  }).join('');
  const sparkles = Array.from({ length: 14 }, (_, i) => {
    const h = hashOf(`${key}-${i}`);
    const r = 1.5 + (h % 4);
    return `<circle cx="${h % width}" cy="${(h >>> 8) % height}" r="${r}" fill="#ffe08a" fill-opacity="${(0.25 + (h % 5) / 10).toFixed(2)}"/>`;
  }).join('');
  let centrepiece: string;
  if (scene) {
    const scale = (Math.min(width / 1.6, height) * 0.78) / 200;
    const side = kind === 'banner' ? [coin(width * 0.16, height * 0.7, 34, 0), coin(width * 0.84, height * 0.32, 28, 0), coin(width * 0.1, height * 0.28, 18, 0), coin(width * 0.9, height * 0.76, 22, 0)].join('') : '';
    centrepiece = `${side}<g transform="translate(${cx} ${cy}) scale(${scale.toFixed(3)})">${scene.draw()}</g>`;
  } else {
    centrepiece = topicScene(kind, key, width, height, hash);
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hueA},65%,30%)"/><stop offset="1" stop-color="hsl(${hueB},70%,12%)"/>`,
    `</linearGradient><radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="hsla(${hueA},100%,75%,.45)"/><stop offset="1" stop-color="hsla(${hueA},100%,75%,0)"/></radialGradient>`,
    `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset=".55" stop-color="#f0b429"/><stop offset="1" stop-color="#c98a0e"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<g fill="#fff" fill-opacity="0.05">${rays}</g>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${width * 0.4}" ry="${height * 0.6}" fill="url(#glow)"/>`,
    sparkles,
    centrepiece,
    `</svg>`,
  ].join('');
}

/** Cache policy for generated images: same name, same picture. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';
