import crypto from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { LRUCache } from 'lru-cache';

/**
 * The render worker's memory of sanitised article bodies (docs/server-render.md, "What an uncached render costs"). A
 * body's sanitised HTML is a pure function of its HTML and the page's language, and one article is one body for its 33
 * pages per language (3 devices x 11 remembered languages); jsdom's parse and DOMPurify's walk were 7-10 % of a render.
 *
 * Keyed by the sha256 of the language and the whole HTML, so an article that changes by one character is sanitised
 * again, and nothing a visitor sends takes part in the key (the HTML comes from the operator's API). Bounded by bytes
 * (`lru-cache`'s maxSize: the least recently used body goes first); a body larger than MAX_BODY_BYTES is never kept.
 */
export const MAX_REMEMBERED_BYTES = 8 * 1024 * 1024;
export const MAX_BODY_BYTES = 256 * 1024;

const remembered = new LRUCache<string, string>({
  maxSize: MAX_REMEMBERED_BYTES,
  maxEntrySize: MAX_BODY_BYTES,
  // Two bytes a character (V8's two-byte strings; a one-byte string holds half that), and the entry's own keep.
  sizeCalculation: (value) => 2 * value.length + 64,
});

/** A body sanitised because it was not remembered, and its time: the render worker counts them (worker.cjs `work`). */
const sanitisedChannel = diagnostics.channel('casino:sanitise');

export function rememberedSanitised(html: string, lang: string, sanitise: () => string): string {
  if (2 * html.length > MAX_BODY_BYTES) return sanitise();
  const key = crypto.createHash('sha256').update(lang).update('\n').update(html).digest('base64');
  const known = remembered.get(key);
  if (known !== undefined) return known;
  const started = sanitisedChannel.hasSubscribers ? performance.now() : 0;
  const clean = sanitise();
  if (sanitisedChannel.hasSubscribers) sanitisedChannel.publish({ chars: html.length, ms: performance.now() - started });
  remembered.set(key, clean);
  return clean;
}

/** Bodies and bytes held (tests, diagnostics). */
export const rememberedState = () => ({ bodies: remembered.size, bytes: remembered.calculatedSize });
