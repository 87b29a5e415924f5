/**
 * Generated SVG artwork for banners, promos, blog and news cards and footer icons, so the local stack serves every
 * image itself (the edge proxies only /api/v1). The same name always gives the same picture.
 */

/** Kinds of generated artwork and their size; the file name is `<kind>-<key>.svg`. */
export const ARTWORK_SIZES = {
  banner: { width: 1200, height: 400 },
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

export function artworkSvg(kind: ArtworkKind, key: string): string {
  const { width, height } = ARTWORK_SIZES[kind];
  const hash = hashOf(`${kind}-${key}`);
  const hueA = hash % 360;
  const hueB = (hueA + 40 + ((hash >>> 9) % 80)) % 360;
  const suit = SUITS[(hash >>> 5) % SUITS.length];
  const circles = Array.from({ length: 6 }, (_, i) => {
    const h = hashOf(`${key}-${i}`);
    const r = Math.round((Math.min(width, height) / 10) * (1 + (h % 4)));
    return `<circle cx="${h % width}" cy="${(h >>> 8) % height}" r="${r}" fill="#fff" fill-opacity="${(0.04 + (h % 7) / 100).toFixed(2)}"/>`;
  }).join('');
  const size = Math.round(Math.min(width, height) * 0.6);
  const x = kind === 'author' ? Math.round((width - size) / 2) : Math.round(width - size * 1.3);
  const y = Math.round((height - size) / 2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hueA},70%,32%)"/><stop offset="1" stop-color="hsl(${hueB},75%,18%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    circles,
    `<g transform="translate(${x} ${y}) scale(${size / 100})"><path d="${suit}" fill="#ffd54a" fill-opacity="0.9"/></g>`,
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
