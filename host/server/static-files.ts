import fs from 'node:fs';
import path from 'node:path';

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

/** Maps a URL path to a regular file inside `root`, or undefined (missing, a folder, or outside root). */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (full !== root && !full.startsWith(`${root}${path.sep}`)) return undefined;
  try {
    return fs.statSync(full).isFile() ? full : undefined;
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

/** What to send for a file: the first precompressed copy the build wrote (file.js.br / file.js.gz) that the browser accepts, else the file. */
export function encodedFile(file: string, encodings: readonly ContentEncoding[]): { path: string; encoding?: ContentEncoding } {
  if (!COMPRESSIBLE.test(file)) return { path: file };
  for (const encoding of encodings) {
    const sibling = `${file}${SIBLING_SUFFIX[encoding]}`;
    try {
      if (fs.statSync(sibling).isFile()) return { path: sibling, encoding };
    } catch {
      /* no copy in this encoding */
    }
  }
  return { path: file };
}

/** Headers that go with an encoded answer; Vary keeps shared caches from handing brotli to a browser that asked for none. */
export function encodingHeaders(file: string, sent: { encoding?: ContentEncoding }): Record<string, string> {
  if (!COMPRESSIBLE.test(file)) return {};
  return sent.encoding ? { 'content-encoding': sent.encoding, vary: 'Accept-Encoding' } : { vary: 'Accept-Encoding' };
}
