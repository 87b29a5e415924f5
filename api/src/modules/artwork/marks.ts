import { siBitcoin, siGoogle, siMaildotru, siMastercard, siTelegram, siTether, siVisa, siVk } from 'simple-icons';
import { hashOf, hsl, iconPath } from './icons';

/**
 * Marks drawn as shapes, never as font glyphs, so "₿" or "₮" can never show as a missing glyph: payment methods and
 * sign-in providers with their brand marks from the Simple Icons set (CC0; the brands' own marks, shown only to say
 * the method is accepted), the rest drawn from the Game Icons set, and the studios' emblems.
 */
interface BrandIcon {
  path: string;
  hex: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A Simple Icons mark (24x24 box) at x,y, `size` px. */
const brand = (icon: BrandIcon, x: number, y: number, size: number, fill = `#${icon.hex}`) =>
  `<path transform="translate(${x} ${y}) scale(${(size / 24).toFixed(3)})" d="${icon.path}" fill="${fill}"/>`;
/** A Game Icons motif (512 box) at x,y, `size` px. */
const motif = (name: string, x: number, y: number, size: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${(size / 512).toFixed(4)})" d="${iconPath(name)}" fill="${fill}"/>`;
const words = (text: string, x: number, y: number, size: number, fill: string, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${escapeXml(text)}</text>`;

export const MARK_WIDTH = 120;
export const MARK_HEIGHT = 48;

/** What a footer mark draws: a brand icon or a motif, and the words beside it (names, never sentences). */
const FOOTER_MARKS: Record<string, (background: string, color: string) => string> = {
  // The Visa and Mastercard marks are the whole logo: no words beside them.
  visa: () => brand(siVisa, 30, 0, 60, '#ffffff'),
  mastercard: () => brand(siMastercard, 8, 12, 24) + words('mastercard', 36, 29, 13, '#ffffff'),
  bitcoin: () => brand(siBitcoin, 12, 10, 28, '#ffffff') + words('Bitcoin', 46, 30, 16, '#ffffff'),
  tether: () => brand(siTether, 12, 10, 28, '#ffffff') + words('Tether', 46, 30, 16, '#ffffff'),
  skrill: (_b, c) => words('Skrill', 60, 31, 20, c, 'middle'),
  neteller: (_b, c) => words('NETELLER', 60, 30, 15, c, 'middle'),
  // Descriptive marks carry no words (the page's alt text is translated): a bank, a checked shield.
  'bank-transfer': (_b, c) => motif('bank', 44, 8, 32, c),
  'gaming-licence': (_b, c) => motif('checked-shield', 44, 8, 32, c),
  'fair-play': (_b, c) => motif('rolling-dices', 8, 9, 30, c) + words('RNG', 44, 30, 16, c),
  'adults-only': (_b, c) => `<circle cx="60" cy="24" r="18" fill="none" stroke="${c}" stroke-width="3"/>` + words('18+', 60, 30, 16, c, 'middle'),
  gamcare: (_b, c) => motif('shaking-hands', 8, 9, 30, c) + words('GamCare', 42, 29, 14, c),
  begambleaware: (_b, c) => words('BeGamble', 60, 22, 13, '#ffffff', 'middle') + words('Aware', 60, 37, 13, c, 'middle'),
  'gambling-therapy': (_b, c) => motif('hearts', 6, 11, 26, c) + words('Gambling', 36, 22, 12, c) + words('Therapy', 36, 37, 12, c),
};

/** A footer badge: the method's or body's mark on a plate in its colours, 120x48. */
export function footerMarkSvg(id: string, text: string, background: string, color: string): string {
  const draw = FOOTER_MARKS[id];
  const inner = draw ? draw(background, color) : words(text, 60, 30, 14, color, 'middle');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MARK_WIDTH}" height="${MARK_HEIGHT}" viewBox="0 0 ${MARK_WIDTH} ${MARK_HEIGHT}" role="img" aria-label="${escapeXml(text)}"><rect x="1" y="1" width="118" height="46" rx="8" fill="${background}" stroke="#ffffff" stroke-opacity="0.25"/>${inner}</svg>`;
}

/** Sign-in providers' marks, 24x24 (the button prints the provider's name beside it). */
const SOCIAL: Record<string, () => string> = {
  google: () => brand(siGoogle, 0, 0, 24),
  telegram: () => brand(siTelegram, 0, 0, 24),
  vk: () => brand(siVk, 0, 0, 24),
  vkontakte: () => brand(siVk, 0, 0, 24),
  mailru: () => brand(siMaildotru, 0, 0, 24),
  // Yandex's mark is not in Simple Icons: its letter on its red, drawn as a path.
  yandex: () => `<circle cx="12" cy="12" r="12" fill="#fc3f1d"/><path d="M13.3 6h-1.6C9.4 6 8.2 7.3 8.2 9.1c0 1.5.7 2.4 2 3.3L8 18h1.9l2.4-5.3h.9V18H15V6zm-.1 5.4h-.7c-1.2 0-2-.7-2-2.3 0-1.6.8-2.2 2-2.2h.7z" fill="#fff"/>`,
};
export const SOCIAL_PROVIDERS = Object.keys(SOCIAL);

export function socialMarkSvg(provider: string): string | null {
  const draw = SOCIAL[provider];
  return draw ? `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">${draw()}</svg>` : null;
}

/** Studios' emblems: a motif their name calls for (a crown for Copper Crown, an owl for Mystic Owl) on a seeded shield or disc. */
const STUDIO_WORDS: Record<string, string> = {
  velvet: 'spade', thunderbolt: 'lightning-branches', pixel: 'egyptian-profile', pharaoh: 'egyptian-profile', clover: 'clover', arcadia: 'greek-temple',
  silverfox: 'fox-head', owl: 'owl', crown: 'crown', anvil: 'anvil', nebula: 'galaxy', royal: 'imperial-crown', salon: 'bow-tie', emerald: 'emerald',
  platinum: 'cut-diamond', card: 'card-ace-spades', felt: 'poker-hand', tablecraft: 'card-king-hearts', rocket: 'rocket', quickdraw: 'revolver',
  sparkfly: 'sparkles', lotto: 'ticket', keno: 'abacus',
};

export function providerMarkSvg(name: string): string {
  const hash = hashOf(name);
  const hue = hash % 360;
  const lower = name.toLowerCase();
  const key = Object.keys(STUDIO_WORDS).find((word) => lower.includes(word));
  const icon = key ? STUDIO_WORDS[key]! : ['star-formation', 'cut-diamond', 'crown', 'clover'][hash % 4]!;
  const shape = hash % 2 ? `<circle cx="24" cy="24" r="22" fill="${hsl(hue, 60, 22)}" stroke="${hsl(hue, 80, 65)}" stroke-width="2"/>` : `<path d="M24 2l20 7v13c0 13-9 21-20 24C13 43 4 35 4 22V9z" fill="${hsl(hue, 60, 22)}" stroke="${hsl(hue, 80, 65)}" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="${escapeXml(name)}">${shape}${motif(icon, 10, 10, 28, hsl(hue, 85, 72))}${words(name, 54, 29, Math.min(14, Math.floor(190 / name.length)), '#ffffff')}</svg>`;
}
