import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { ReleaseError } from './service';

/**
 * A publish upload is streamed as NDJSON, never as one JSON document: the first line `{"version"?, "packageVersion"?}`,
 * then one line `{"path", "base64"}` per file. Lines are decoded as they arrive, so the base64 text of the whole build
 * is never held at once, and the upload stops at its own byte limit.
 */
export const PUBLISH_CONTENT_TYPE = 'application/x-ndjson';

export interface PublishUpload {
  version?: string;
  packageVersion?: string;
  files: Map<string, Buffer>;
}

/** The NDJSON body the CLI sends for a dist folder. */
export function publishUploadBody(files: Map<string, Buffer>, meta: { version?: string | undefined; packageVersion: string }): string {
  const lines = [JSON.stringify({ ...(meta.version ? { version: meta.version } : {}), packageVersion: meta.packageVersion })];
  for (const [name, content] of files) lines.push(JSON.stringify({ path: name, base64: content.toString('base64') }));
  return `${lines.join('\n')}\n`;
}

const optionalString = (value: unknown, name: string): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 200) throw new ReleaseError(400, `${name} must be a short string`);
  return value;
};

export async function readPublishUpload(stream: Readable, limit: number): Promise<PublishUpload> {
  const upload: PublishUpload = { files: new Map() };
  let lineNo = 0;
  const takeLine = (line: string) => {
    if (line.trim() === '') return;
    lineNo += 1;
    let item: Record<string, unknown>;
    try {
      item = JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new ReleaseError(400, `line ${lineNo} of the upload is not JSON`);
    }
    if (lineNo === 1) {
      const version = optionalString(item.version, 'version');
      const packageVersion = optionalString(item.packageVersion, 'packageVersion');
      if (version) upload.version = version;
      if (packageVersion) upload.packageVersion = packageVersion;
      return;
    }
    if (typeof item.path !== 'string' || typeof item.base64 !== 'string') throw new ReleaseError(400, `line ${lineNo}: each file needs path and base64`);
    upload.files.set(item.path, Buffer.from(item.base64, 'base64'));
  };

  const decoder = new StringDecoder('utf8');
  let received = 0;
  let parts: string[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > limit) throw new ReleaseError(413, `the upload is larger than ${Math.round(limit / (1024 * 1024))} MB (RELEASE_PUBLISH_LIMIT_MB)`);
    let text = decoder.write(chunk);
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n')) {
      parts.push(text.slice(0, at));
      takeLine(parts.join(''));
      parts = [];
      text = text.slice(at + 1);
    }
    if (text) parts.push(text);
  }
  parts.push(decoder.end());
  takeLine(parts.join(''));
  if (lineNo === 0) throw new ReleaseError(400, 'the upload is empty');
  return upload;
}
