import zlib from 'node:zlib';
import type { PageAroundMap } from './html';
import { compressPage, type ContentEncoding } from './static-files';

/**
 * The bytes of one guest page from the page cache (docs/server-render.md, "The guest page cache"), made once and sent
 * to every guest served it: the page is the same text for each of them, so it is not assembled, nor compressed, again
 * per request (brotli at quality 5 takes about 1.2 ms of CPU on a 45 KB page, gzip 0.7 ms: the most of a cached
 * answer's cost when it was done per request).
 *
 * One guest in ten (RELEASE_RUM_SAMPLE_RATE), and every guest while a canary runs, gets a page of its own: the release
 * map then carries that page view's report token. Its page is the shared one with those few bytes added at one place
 * (`PageAroundMap`), so it is sent as gzip made of three parts: the shared text before that place and after it, each
 * compressed once and kept, and the visitor's bytes compressed alone (`gzipAround`). Brotli has no such seams; gzip of
 * a page is about 6 % larger than its brotli, and a browser that takes brotli takes gzip too.
 */
export class SharedPageBytes {
  private readonly whole = new Map<ContentEncoding, Buffer | string>();
  private halves: { before: DeflatedPart; after: DeflatedPart } | undefined;

  constructor(private readonly page: PageAroundMap) {}

  /** The shared page, compressed once per encoding for the first browser that takes it. */
  send(encodings: readonly ContentEncoding[]): { body: Buffer | string; encoding?: ContentEncoding } {
    const encoding = encodings[0];
    if (!encoding) return { body: this.page.before + this.page.after };
    let body = this.whole.get(encoding);
    if (body === undefined) {
      body = compressPage(this.page.before + this.page.after, [encoding]).body;
      this.whole.set(encoding, body);
    }
    return typeof body === 'string' ? { body } : { body, encoding };
  }

  /** The page with a visitor's own fields where the halves meet: gzip from the kept halves when the browser takes it. */
  sendWith(fields: string, encodings: readonly ContentEncoding[]): { body: Buffer | string; encoding?: ContentEncoding } {
    if (encodings.includes('gzip')) {
      this.halves ??= { before: deflatedPart(this.page.before), after: deflatedPart(this.page.after, true) };
      return { body: gzipAround(this.halves.before, fields, this.halves.after, this.page.after), encoding: 'gzip' };
    }
    return compressPage(this.page.before + fields + this.page.after, encodings);
  }
}

/** A part of a gzip member: raw deflate that needs nothing before it, and the CRC-32 and length of its text. */
export interface DeflatedPart {
  deflated: Buffer;
  crc: number;
  length: number;
}

/**
 * `text` as raw deflate on its own (RFC 1951). A part that is not the last ends with a sync flush: its last block is
 * not final and ends on a byte, so another part's blocks may follow it; the last part's last block is final.
 */
export function deflatedPart(text: string, last = false): DeflatedPart {
  const bytes = Buffer.from(text, 'utf8');
  return { deflated: deflateRaw(bytes, last), crc: zlib.crc32(bytes), length: bytes.length };
}

const deflateRaw = (bytes: Buffer, last: boolean) => zlib.deflateRawSync(bytes, { level: 6, finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH });

/**
 * One gzip member (RFC 1952) of `before + middle + after`, from `before` and `after` deflated once and `middle` added
 * now. Deflate blocks may follow one another whatever made them, as long as each part refers only to its own text;
 * the member's CRC-32 runs over the whole text, so it is continued through `middle` and `after`.
 */
export function gzipAround(before: DeflatedPart, middle: string, after: DeflatedPart, afterText: string): Buffer {
  const bytes = Buffer.from(middle, 'utf8');
  const part = storedBlock(bytes);
  const crc = zlib.crc32(afterText, zlib.crc32(bytes, before.crc));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((before.length + bytes.length + after.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, before.deflated, part, after.deflated, trailer]);
}

/**
 * A visitor's few hundred bytes as they are: a deflate stored block (RFC 1951 3.2.4: not final, type 00, then LEN and
 * its complement), which may start where a sync flush left the stream, on a byte. Compressing them would save about
 * a hundred bytes for a zlib stream set up per answer (6 % of a cached answer's CPU at the edge).
 */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) return deflateRaw(bytes, false);
  const header = Buffer.from([0, bytes.length & 0xff, bytes.length >> 8, ~bytes.length & 0xff, (~bytes.length >> 8) & 0xff]);
  return Buffer.concat([header, bytes]);
}

/** Magic, deflate, no flags, no time, no extra flags, operating system unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
