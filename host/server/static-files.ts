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
