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
} as const;
export type ArtworkKind = keyof typeof ARTWORK_SIZES;
export const ARTWORK_FILE = /^(banner|promo|blog|news|author)-([a-z0-9-]{1,50})\.svg$/;

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

const SUITS = [
  // spade, heart, diamond, club, drawn in a 100x100 box
  'M50 8C38 30 12 42 12 62c0 13 10 21 21 21 7 0 12-3 15-8-1 8-4 13-9 17h22c-5-4-8-9-9-17 3 5 8 8 15 8 11 0 21-8 21-21C88 42 62 30 50 8z',
  'M50 90C30 72 10 58 10 36 10 22 20 12 32 12c8 0 14 4 18 11 4-7 10-11 18-11 12 0 22 10 22 24 0 22-20 36-40 54z',
  'M50 6L86 50 50 94 14 50z',
  'M50 10a16 16 0 0 0-14 24 16 16 0 1 0 8 28c-1 10-4 16-10 22h32c-6-6-9-12-10-22a16 16 0 1 0 8-28A16 16 0 0 0 50 10z',
];

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
    const suit = SUITS[(hash >>> 5) % SUITS.length];
    const size = Math.round(Math.min(width, height) * 0.6);
    const x = kind === 'author' ? Math.round((width - size) / 2) : Math.round(width - size * 1.3);
    const y = Math.round((height - size) / 2);
    centrepiece = `<g transform="translate(${x} ${y}) scale(${size / 100})"><path d="${suit}" fill="${GOLD}" fill-opacity="0.95"/></g>`;
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

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A footer badge: the brand or mark written on a rounded plate (no third-party logos are copied). */
export function badgeSvg(
  text: string,
  { background = '#2b2f3a', color = '#ffffff', width = 120, height = 48 } = {},
): string {
  const fontSize = Math.min(18, Math.floor((width - 16) / Math.max(4, text.length * 0.6)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="8" fill="${background}" stroke="#ffffff" stroke-opacity="0.25"/>`,
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="Arial, Helvetica, sans-serif"`,
    ` font-weight="700" font-size="${fontSize}" fill="${color}">${escapeXml(text)}</text>`,
    `</svg>`,
  ].join('');
}

/** Cache policy for generated images: same name, same picture. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';
