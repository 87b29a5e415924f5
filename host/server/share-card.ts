import { readFile } from 'node:fs/promises';
import { renderAsync } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { signToken, verifyToken } from './release/signed-token';

/**
 * Share cards (issue 34; docs/server-render.md, "Share cards and structured data"): the PNG picture a social network
 * or messenger shows for a page. Facebook, X and most messengers show no SVG, and every picture of the site is an SVG
 * the API draws, so the edge rasterises the page's artwork once into a 1200x630 card (resvg, through
 * `@resvg/resvg-js`) and keeps the PNG: the first request for a picture pays the render, every later one is a cache
 * hit (and the answer may be kept a day by the network that asked).
 */

/** The size Open Graph and Twitter's `summary_large_image` ask for (1.91:1). */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
export const SHARE_CARD_TYPE = 'image/png';

/** The edge's address of a card: the site's own card without `src`, else the card of that API picture. */
export const SHARE_CARD_PATH = '/share-card.png';

/** The site's own picture (the host build's), the card of a page without a picture of its own. */
export const SITE_CARD_SOURCE = 'icon-maskable.svg';

/** A card's answer may be kept a day by whoever fetched it (a picture changes only with the API's data). */
export const SHARE_CARD_CACHE_CONTROL = 'public, max-age=86400';

/** The largest SVG the edge reads from the API to draw a card (the API's pictures are a few KB). */
const MAX_SOURCE_BYTES = 512 * 1024;
/** How long the API may take to hand over a picture. */
const SOURCE_TIMEOUT_MS = 5000;
/** The cards kept in memory, by bytes (a card is 100 to 250 KB: some 400 cards). */
const CACHE_BYTES = 96 * 1024 * 1024;
/** Renders waiting for their turn beyond which a new one is refused (503) rather than queued. */
const MAX_WAITING_RENDERS = 8;

/** Too many cards are being drawn: ask again later. */
export class ShareCardsBusy extends Error {}

/**
 * The API pictures a card may be drawn from: an SVG under `/api/v1/` (a game's thumbnail, a content image), by a path
 * of plain segments. Anything else (another host, a `..`, a query, another type) draws no card, so a visitor can
 * make the edge fetch nothing but the API's own pictures.
 */
const SOURCE_PATH = /^\/api\/v1\/(?:[A-Za-z0-9_-]+\/){0,6}[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.svg$/;

/** A path a card may be drawn from: SOURCE_PATH, and no segment of the API's operator switches (`_dev`). */
const isCardSource = (pathname: string) => SOURCE_PATH.test(pathname) && !pathname.split('/').some((segment) => segment.startsWith('_'));

/** The API picture path a page's image names, when it is one a card can be drawn from (a site path or an address on the site). */
export function cardSource(image: string | undefined, publicUrl: string): string | undefined {
  if (!image) return undefined;
  let pathname = image;
  if (!image.startsWith('/')) {
    try {
      const url = new URL(image);
      if (url.origin !== new URL(publicUrl).origin || url.search || url.hash) return undefined;
      pathname = url.pathname;
    } catch {
      return undefined;
    }
  }
  return isCardSource(pathname) ? pathname : undefined;
}

/**
 * A card's signature lasts from 30 to 60 days: the same for every render within a 30-day period (a network's cache and
 * the page cache see one address per picture), long enough for a network to fetch the card of a page it was shown.
 */
const CARD_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

interface ShareCardClaims {
  src: string;
  exp: number;
}

/**
 * The card's site path: the site's own card without a picture; with one, the picture's path and a signature the edge
 * made for it (signed-token.ts, purpose `share-card`). The edge draws only the cards it handed out in a page's tags:
 * the API draws artwork for any slug, and visitors naming pictures of their own could keep it drawing cards for ever.
 */
export function shareCardPath(card?: { source: string; secret: string; now?: number }): string {
  if (!card) return SHARE_CARD_PATH;
  const exp = (Math.floor((card.now ?? Date.now()) / CARD_PERIOD_MS) + 2) * CARD_PERIOD_MS;
  const signature = signToken<ShareCardClaims>('share-card', { src: card.source, exp }, card.secret);
  return `${SHARE_CARD_PATH}?src=${encodeURIComponent(card.source)}&sig=${signature}`;
}

/** The picture of a card address the edge handed out (shareCardPath), or undefined: unsigned, forged, expired, altered. */
export function handedOutCardSource(src: unknown, sig: unknown, secret: string, now = Date.now()): string | undefined {
  if (typeof src !== 'string' || !isCardSource(src)) return undefined;
  return verifyToken<ShareCardClaims>('share-card', sig, secret, (claims) => claims.src === src, now) ? src : undefined;
}

/** The largest box the picture fills whole in the card, centred (the picture's own proportions, from its viewBox). */
const PICTURE_AREA = { width: 1040, height: 540 };

/**
 * The picture's root `<svg>` fitted in the middle of the card (its own size attributes give way to the fitted box),
 * and that box; `undefined`: not an SVG with a usable viewBox.
 */
function placed(pictureSvg: string): { svg: string; box: { x: number; y: number; width: number; height: number } } | undefined {
  const root = /<svg\b([^>]*)>/.exec(pictureSvg);
  const viewBox = root && /\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/.exec(root[1]!);
  const ratio = viewBox ? Number(viewBox[1]) / Number(viewBox[2]) : NaN;
  if (!root || !Number.isFinite(ratio) || ratio <= 0) return undefined;
  const width = Math.round(Math.min(PICTURE_AREA.width, PICTURE_AREA.height * ratio));
  const height = Math.round(width / ratio);
  const box = { x: Math.round((SHARE_CARD_WIDTH - width) / 2), y: Math.round((SHARE_CARD_HEIGHT - height) / 2), width, height };
  const attributes = root[1]!.replace(/\s(?:x|y|width|height|preserveAspectRatio)\s*=\s*("[^"]*"|'[^']*')/g, '');
  const position = ` x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}"`;
  return { svg: pictureSvg.slice(root.index).replace(root[0], `<svg${attributes}${position}>`), box };
}

/**
 * The card's drawing: the picture, whole, in the middle of the site's dark background, on a soft glow. The picture is
 * nested as SVG (not as an `<image>`), so its labels are drawn with the machine's fonts. No other text is drawn (the
 * network prints the page's title and description beside the card). `undefined`: not an SVG with a viewBox.
 */
export function cardSvg(pictureSvg: string): string | undefined {
  const picture = placed(pictureSvg);
  if (!picture) return undefined;
  const { box } = picture;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}">` +
    `<defs><radialGradient id="share-card-glow" cx=".5" cy=".5" r=".65"><stop offset="0" stop-color="#2a2f5c"/><stop offset="1" stop-color="#0b0d1a"/></radialGradient>` +
    `<clipPath id="share-card-box"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="24"/></clipPath></defs>` +
    `<rect width="100%" height="100%" fill="url(#share-card-glow)"/>` +
    `<g clip-path="url(#share-card-box)">${picture.svg}</g>` +
    `<rect x="6" y="6" width="${SHARE_CARD_WIDTH - 12}" height="${SHARE_CARD_HEIGHT - 12}" rx="18" fill="none" stroke="#f0b429" stroke-width="4" stroke-opacity=".8"/>` +
    `</svg>`
  );
}

/**
 * The card as PNG bytes: always exactly 1200x630. Drawn by resvg on libuv's thread pool (`renderAsync`), not on the
 * edge's event loop: a card takes 0.1-0.9 s, which the pages being served at the same time must not wait for.
 */
export async function renderShareCard(pictureSvg: string): Promise<Buffer | undefined> {
  const svg = cardSvg(pictureSvg);
  if (!svg) return undefined;
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'width', value: SHARE_CARD_WIDTH },
    // The pictures' few labels are drawn in a sans-serif the machine has; none is needed for the card to be made.
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  });
  return rendered.asPng();
}

export interface ShareCardsOptions {
  /** The API's address as the edge reaches it. */
  apiUrl: string;
  /** The host build's folder (the site's own picture). */
  hostDist: string;
}

/**
 * The cards the edge has drawn: one render per picture (concurrent asks for the same picture wait for the same
 * render), one render at a time (a card takes up to a second of one core, off the event loop, that the pages need
 * too), kept by bytes. A picture the API does not have is `undefined` (and is asked again next time: it may be published later); with
 * MAX_WAITING_RENDERS renders waiting, a new one is refused (ShareCardsBusy) rather than queued.
 */
export class ShareCards {
  private readonly cache = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (png) => png.length });
  private readonly pending = new Map<string, Promise<Buffer | undefined>>();
  private readonly oneAtATime = pLimit(1);

  constructor(private readonly options: ShareCardsOptions) {}

  /** The card of an API picture (a path `cardSource` accepted), or the site's own card without one. */
  png(source?: string): Promise<Buffer | undefined> {
    const key = source ?? '';
    const kept = this.cache.get(key);
    if (kept) return Promise.resolve(kept);
    let render = this.pending.get(key);
    if (!render) {
      render = this.draw(source)
        .then((png) => {
          if (png) this.cache.set(key, png);
          return png;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, render);
    }
    return render;
  }

  private async draw(source?: string): Promise<Buffer | undefined> {
    const svg = source ? await this.fetchPicture(source) : await readFile(`${this.options.hostDist}/${SITE_CARD_SOURCE}`, 'utf8').catch(() => undefined);
    if (!svg) return undefined;
    if (this.oneAtATime.pendingCount >= MAX_WAITING_RENDERS) throw new ShareCardsBusy('too many share cards are being drawn');
    return this.oneAtATime(() => renderShareCard(svg));
  }

  private async fetchPicture(source: string): Promise<string | undefined> {
    if (!isCardSource(source)) return undefined;
    try {
      const response = await fetch(`${this.options.apiUrl}${source}`, { signal: AbortSignal.timeout(SOURCE_TIMEOUT_MS), redirect: 'error' });
      if (!response.ok || !String(response.headers.get('content-type')).startsWith('image/svg+xml')) return undefined;
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > MAX_SOURCE_BYTES) return undefined;
      const bytes = Buffer.from(await response.arrayBuffer());
      return bytes.length > MAX_SOURCE_BYTES ? undefined : bytes.toString('utf8');
    } catch {
      return undefined;
    }
  }
}
