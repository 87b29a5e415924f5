/** The sizes the API draws its artwork at (api/src/modules/content/images.ts): set on each img so nothing jumps. */
export const ARTWORK = {
  banner: { width: 1200, height: 480 },
  promo: { width: 600, height: 340 },
  article: { width: 800, height: 450 },
} as const;
