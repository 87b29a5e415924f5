import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The hashes of a version's server files, recorded when it is published and checked when a render worker loads them
 * (docs/releases.md, "Remote server code runs in a sandbox").
 *
 * At publish the edge writes `server-files.json` at the root of the version folder: the sha256 of every file under
 * `server/` (the remote's server build), by its name inside that folder. The file is the edge's, never the
 * publisher's: an upload that carries a file of that name is refused. When a guest's page is rendered, the edge reads
 * the hashes of each remote version on the page from its own copy of the folder and sends them with the render
 * request; the loader in the worker (shared/federation/server-remote-loader.cjs) refuses any file whose bytes differ or
 * that is not listed, and that region renders in the browser. A version without the record (published before it
 * existed) is not rendered on the server; publishing the same build again records it.
 */
export const SERVER_FILES_RECORD = 'server-files.json';
const SERVER_FOLDER = 'server/';

export interface ServerFilesRecord {
  /** File name inside the version's `server/` folder -> sha256 hex of its bytes. */
  files: Record<string, string>;
}

/** The record of an upload: every file under `server/`, hashed. */
export function serverFilesRecord(files: Map<string, Buffer>): ServerFilesRecord {
  const record: Record<string, string> = {};
  for (const name of [...files.keys()].sort()) {
    if (!name.startsWith(SERVER_FOLDER)) continue;
    record[name.slice(SERVER_FOLDER.length)] = crypto.createHash('sha256').update(files.get(name) ?? Buffer.alloc(0)).digest('hex');
  }
  return { files: record };
}

/** Writes the record into a version folder (before it is renamed into place, or again for a folder without one). */
export function writeServerFilesRecord(folder: string, files: Map<string, Buffer>): void {
  fs.writeFileSync(path.join(folder, SERVER_FILES_RECORD), `${JSON.stringify(serverFilesRecord(files), null, 2)}\n`);
}

const HEX64 = /^[0-9a-f]{64}$/;

/**
 * The recorded hashes of one version, read from the edge's copy of the CDN folder; undefined when there is no valid
 * record. Version folders are immutable, so a record once read is kept.
 */
export class ServerFileHashes {
  private readonly known = new Map<string, Record<string, string>>();

  constructor(private readonly cdnDir: string) {}

  of(remote: string, version: string): Record<string, string> | undefined {
    const key = `${remote}/${version}`;
    const cached = this.known.get(key);
    if (cached) return cached;
    // Names come from the release map (validated at publish), but never let one leave the CDN folder.
    if (!/^[a-z]+$/.test(remote) || !/^[0-9A-Za-z][0-9A-Za-z.-]{0,63}$/.test(version)) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(path.join(this.cdnDir, remote, version, SERVER_FILES_RECORD), 'utf8'));
    } catch {
      return undefined;
    }
    const files = (parsed as Partial<ServerFilesRecord> | null)?.files;
    if (!files || typeof files !== 'object') return undefined;
    const valid: Record<string, string> = {};
    for (const [name, hash] of Object.entries(files)) if (typeof hash === 'string' && HEX64.test(hash)) valid[name] = hash;
    if (Object.keys(valid).length === 0) return undefined;
    this.known.set(key, valid);
    return valid;
  }
}
