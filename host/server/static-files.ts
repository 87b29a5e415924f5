import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.d.ts': 'text/plain; charset=utf-8',
  '.zip': 'application/zip',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_STORE = 'no-store';
/** Non-hashed files may change with the next build: cache, but revalidate. */
export const REVALIDATE = 'no-cache';

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** A file name carrying a content hash (main.3f2a9c1b.js, 412.a1b2c3d4e5.chunk.js): safe to cache forever. */
export function isContentHashed(file: string): boolean {
  return /[.-][0-9a-f]{8,}\./i.test(path.basename(file));
}

/** The last path segment has an extension: a file request, never a page (deep links have none). */
export function looksLikeFile(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

/** The real path of a root folder (a symlinked root is fine: what lies inside it must stay inside it). */
const realRoots = new Map<string, string>();
function realRootOf(root: string): string {
  let real = realRoots.get(root);
  if (real === undefined) {
    try {
      real = fs.realpathSync(root);
    } catch {
      real = root;
    }
    realRoots.set(root, real);
  }
  return real;
}

/** `file`, symlinks resolved, lies inside `root` (itself resolved). */
function insideRoot(root: string, file: string): boolean {
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    return false;
  }
  const realRoot = realRootOf(root);
  return real.startsWith(`${realRoot}${path.sep}`);
}

/**
 * Maps a URL path to a regular file inside `root`, or undefined: missing, a folder, a path with a `.` or `..` segment
 * (written plainly or percent-encoded: a browser never sends one, so it is a probe, not a file), a backslash or a NUL,
 * or a symlink whose target lies outside `root`.
 */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!full.startsWith(`${root}${path.sep}`)) return undefined;
  try {
    return fs.statSync(full).isFile() && insideRoot(root, full) ? full : undefined;
  } catch {
    return undefined;
  }
}

/** Text files worth compressing; images other than SVG, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|json|map|svg|html|txt|d\.ts)$/i;

export type ContentEncoding = 'br' | 'gzip';

/** The encodings the browser accepts, best first (brotli: about 15% smaller than gzip on our bundles). */
export function acceptedEncodings(acceptEncoding: string | string[] | undefined): ContentEncoding[] {
  const header = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')).toLowerCase();
  const accepts = (coding: string) =>
    header.split(',').some((part) => {
      const [name, ...params] = part.trim().split(';');
      return name?.trim() === coding && !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
    });
  return (['br', 'gzip'] as const).filter(accepts);
}

const SIBLING_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

const DECOMPRESS: Record<ContentEncoding, (bytes: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

/** Answers of `copyMatches`, keyed by both files' size and mtime; bounded so a long-lived server does not grow. */
const verifiedCopies = new Map<string, boolean>();
const VERIFIED_COPIES_MAX = 10_000;

/**
 * A compressed copy may be sent only if it decompresses to the file as it is now: a file changed after the build (a
 * patched chunk, a hand-made second build) must never be answered with its stale .br. Checked once per version of
 * the two files (size + mtime), so a request costs two stat calls.
 */
function copyMatches(file: fs.Stats, filePath: string, copy: fs.Stats, copyPath: string, encoding: ContentEncoding): boolean {
  const key = `${copyPath}|${copy.size}|${copy.mtimeMs}|${file.size}|${file.mtimeMs}`;
  let matches = verifiedCopies.get(key);
  if (matches === undefined) {
    try {
      matches = DECOMPRESS[encoding](fs.readFileSync(copyPath)).equals(fs.readFileSync(filePath));
    } catch {
      matches = false;
    }
    if (verifiedCopies.size >= VERIFIED_COPIES_MAX) verifiedCopies.clear();
    verifiedCopies.set(key, matches);
  }
  return matches;
}

/**
 * Of the encodings the browser accepts, those whose precompressed copy (file.js.br / file.js.gz, written by the build)
 * may be sent for `file` (a regular file inside `root`): the copy exists, lies inside `root` too, and still matches
 * the file. @fastify/static (preCompressed) then picks among these only: the caller sets the request's
 * Accept-Encoding to the result (`identity` when empty).
 */
export function sendableEncodings(root: string, file: string, accepted: readonly ContentEncoding[]): ContentEncoding[] {
  if (!COMPRESSIBLE.test(file) || accepted.length === 0) return [];
  let original: fs.Stats;
  try {
    original = fs.statSync(file);
  } catch {
    return [];
  }
  return accepted.filter((encoding) => {
    const sibling = `${file}${SIBLING_SUFFIX[encoding]}`;
    try {
      const copy = fs.statSync(sibling);
      return copy.isFile() && insideRoot(root, sibling) && copyMatches(original, file, copy, sibling, encoding);
    } catch {
      return false;
    }
  });
}

/** Below this a page is sent as it is: compressing it would save less than a packet. */
const COMPRESS_PAGE_MIN_BYTES = 1024;

/**
 * A page made per request (its HTML), compressed for a browser that accepts it. Brotli at quality 5 and gzip at level
 * 6 take about a millisecond on a 40 KB page and shrink it four to six times: on a slow phone line that is the
 * difference between the page's first paint and a second of waiting.
 */
export function compressPage(html: string, encodings: readonly ContentEncoding[]): { body: Buffer | string; encoding?: ContentEncoding } {
  const encoding = encodings[0];
  if (!encoding || html.length < COMPRESS_PAGE_MIN_BYTES / 4) return { body: html };
  const bytes = Buffer.from(html, 'utf8');
  if (bytes.length < COMPRESS_PAGE_MIN_BYTES) return { body: html };
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
      : zlib.gzipSync(bytes, { level: 6 });
  return { body, encoding };
}
