import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';
import sharp from 'sharp';
import { ApiError } from '../../errors';

/**
 * A game's thumbnail drawn once as a bitmap (WebP) from its SVG artwork, for the cards of the lobby and the rows.
 *
 * Why (issue 36, item 3): a browser parses each SVG picture into a document of its own on its main thread and paints
 * its vectors again in software whenever the tile it sits on is drawn again (a row scrolling in, a neighbour's picture
 * arriving). Scrolling the 5,000-game lobby, that was about half of every frame. A bitmap is decoded once, off the
 * main thread, and drawn again for nothing.
 *
 * The drawing runs on libuv's thread pool (sharp, libvips' librsvg and libwebp), never on the event loop. A visitor can
 * ask for every game's picture: each is drawn once and kept (the whole 5,000-game catalogue is some 40 MB), at most
 * RENDERS_AT_ONCE at a time, and beyond MAX_WAITING renders waiting their turn a new one is refused with 429 rather
 * than queued, so a flood of distinct ids costs the API a bounded amount of work and memory.
 */
export const RASTER_QUALITY = 80;
/** Pictures drawn at the same time (two cores: the API's own requests keep the rest). */
export const RENDERS_AT_ONCE = 2;
/** Renders waiting for their turn beyond which a new one is refused (429) instead of queued. */
export const MAX_WAITING = 64;
/** The bitmaps kept, by bytes (a picture is 6 to 10 KB: the whole 5,000-game catalogue fits). */
export const CACHE_BYTES = 64 * 1024 * 1024;

export class RasterThumbnails {
  /** Drawn bitmaps by game id, bounded by bytes: the least recently used goes first. */
  private readonly cache: LRUCache<number, Buffer>;
  /** Pictures being drawn or waiting: a second request for the same id shares the first one's drawing. */
  private readonly pending = new Map<number, Promise<Buffer>>();
  /** The drawings: RENDERS_AT_ONCE at a time, the rest waiting their turn (p-limit, as the edge's share cards). */
  private readonly drawing: LimitFunction;
  /** How many pictures were drawn (tests read it: one drawing per id, however many ask). */
  rendered = 0;

  constructor(
    private readonly draw: (svg: string) => Promise<Buffer> = (svg) => sharp(Buffer.from(svg)).webp({ quality: RASTER_QUALITY }).toBuffer(),
    private readonly limits = { rendersAtOnce: RENDERS_AT_ONCE, maxWaiting: MAX_WAITING, cacheBytes: CACHE_BYTES },
  ) {
    this.cache = new LRUCache({ maxSize: limits.cacheBytes, sizeCalculation: (bitmap) => bitmap.length });
    this.drawing = pLimit(limits.rendersAtOnce);
  }

  /** The bitmap of game `id`, whose artwork `svgOf` draws (called only when the picture must be drawn). */
  async get(id: number, svgOf: () => string): Promise<Buffer> {
    const hit = this.cache.get(id);
    if (hit) return hit;
    const shared = this.pending.get(id);
    if (shared) return shared;
    // p-limit counts a drawing running (activeCount) from the moment it is taken and waiting (pendingCount) until then.
    if (this.drawing.activeCount >= this.limits.rendersAtOnce && this.drawing.pendingCount >= this.limits.maxWaiting)
      throw new ApiError(429, [{ field: 'file', code: 'rate_limited', message: 'too many pictures are being drawn; try again in a second' }]);
    const drawing = this.render(id, svgOf).finally(() => this.pending.delete(id));
    this.pending.set(id, drawing);
    return drawing;
  }

  private render(id: number, svgOf: () => string): Promise<Buffer> {
    return this.drawing(async () => {
      const bitmap = await this.draw(svgOf());
      this.rendered++;
      this.cache.set(id, bitmap);
      return bitmap;
    });
  }

  /** Forget every bitmap (the catalogue was reloaded: an id may now be another game). */
  clear(): void {
    this.cache.clear();
  }
}
