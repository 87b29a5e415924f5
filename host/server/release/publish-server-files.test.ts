import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { remoteBuild, tempDir, testReleaseConfig } from '../test-support/fixtures';
import { SERVER_FILES_RECORD, ServerFileHashes } from './publish-server-files';
import { ReleaseService } from './service';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const serverRemoteLoader = require('../../../shared/federation/server-remote-loader.cjs') as () => {
  loadEntry(args: { remoteInfo: { entry: string } }): Promise<{ init: unknown; get(expose: string): Promise<() => unknown> } | undefined>;
};

const sha256 = (text: string | Buffer) => crypto.createHash('sha256').update(text).digest('hex');

/** A remote server build as Node's async chunk loading writes it: an entry that reads its chunk with fs.readFile. */
const ENTRY = `
  const fs = require('fs');
  const path = require('path');
  module.exports = { remote_content: {
    init() {},
    get: (expose) => new Promise((resolve, reject) => fs.readFile(path.join(__dirname, 'chunk.js'), 'utf8', (error, code) =>
      error ? reject(error) : resolve(() => ({ expose, chunk: code.trim() })))),
  } };`;
const CHUNK = 'the published chunk';

describe('server files recorded at publish', () => {
  let root: string;
  let service: ReleaseService;
  beforeEach(() => {
    root = tempDir('server-files');
    service = new ReleaseService(testReleaseConfig(root));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const build = () => {
    const files = remoteBuild({ remote: 'content', marker: 'one' });
    files.set('server/remoteEntry.js', Buffer.from(ENTRY));
    files.set('server/chunk.js', Buffer.from(CHUNK));
    return files;
  };

  it("records every server file's sha256 in the version folder, and the edge reads it back", async () => {
    const { record } = await service.publish({ remote: 'content', files: build(), packageVersion: '1.0.0', actor: 'publisher:content' });
    const written = JSON.parse(fs.readFileSync(path.join(root, 'cdn', 'content', record.version, SERVER_FILES_RECORD), 'utf8'));
    expect(written).toEqual({ files: { 'chunk.js': sha256(CHUNK), 'remoteEntry.js': sha256(ENTRY) } });
    expect(new ServerFileHashes(path.join(root, 'cdn')).of('content', record.version)).toEqual(written.files);
    expect(new ServerFileHashes(path.join(root, 'cdn')).of('content', '9.9.9')).toBeUndefined();
    expect(new ServerFileHashes(path.join(root, 'cdn')).of('content', '../content')).toBeUndefined();
  });

  it("ignores a record in the upload: the publisher cannot choose the hashes its files are checked against", async () => {
    const files = build();
    files.set(SERVER_FILES_RECORD, Buffer.from(JSON.stringify({ files: { 'remoteEntry.js': sha256('something else') } })));
    const { record } = await service.publish({ remote: 'content', files, packageVersion: '1.0.0', actor: 'publisher:content' });
    const written = JSON.parse(fs.readFileSync(path.join(root, 'cdn', 'content', record.version, SERVER_FILES_RECORD), 'utf8'));
    expect(written.files['remoteEntry.js']).toBe(sha256(ENTRY));
    // The same build with or without the edge's record is one version (a copy of a published folder publishes as it).
    const again = await service.publish({ remote: 'content', files: build(), packageVersion: '1.0.0', actor: 'publisher:content', version: record.version });
    expect(again.status).toBe('unchanged');
  });

  it('records the hashes of a version published before they were recorded when the same build is published again', async () => {
    const { record } = await service.publish({ remote: 'content', files: build(), packageVersion: '1.0.0', actor: 'publisher:content' });
    const recordFile = path.join(root, 'cdn', 'content', record.version, SERVER_FILES_RECORD);
    fs.rmSync(recordFile);
    await service.publish({ remote: 'content', files: build(), packageVersion: '1.0.0', actor: 'publisher:content', version: record.version });
    expect(JSON.parse(fs.readFileSync(recordFile, 'utf8')).files['chunk.js']).toBe(sha256(CHUNK));
  });
});

describe('the loader checks every server file against the recorded hashes before it runs', () => {
  let server: http.Server;
  let base: string;
  const served: Record<string, string> = {};
  /** Where ServerRemotes puts a render request's hashes for the loader (host/src/server/server-remotes.ts). */
  const table = () => {
    const scope = globalThis as unknown as Record<symbol, Map<string, Record<string, string>>>;
    scope[Symbol.for('casino.serverFileHashes')] ??= new Map();
    return scope[Symbol.for('casino.serverFileHashes')]!;
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const body = served[req.url ?? ''];
      res.writeHead(body === undefined ? 404 : 200).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const publishAt = (version: string, chunk = CHUNK) => {
    served[`/content/${version}/server/remoteEntry.js`] = ENTRY;
    served[`/content/${version}/server/chunk.js`] = chunk;
    const folder = `${base}/content/${version}/server/`;
    return { folder, entry: `${folder}remoteEntry.js` };
  };
  const load = async (entry: string) => {
    const container = await serverRemoteLoader().loadEntry({ remoteInfo: { entry } });
    return (await container!.get('./routes'))();
  };

  it('loads a version whose files match', async () => {
    const { folder, entry } = publishAt('1.0.0');
    table().set(folder, { 'remoteEntry.js': sha256(ENTRY), 'chunk.js': sha256(CHUNK) });
    await expect(load(entry)).resolves.toEqual({ expose: './routes', chunk: CHUNK });
  });

  it('refuses an entry whose bytes differ from the record, before it runs', async () => {
    const { folder, entry } = publishAt('1.0.1');
    table().set(folder, { 'remoteEntry.js': sha256('the entry that was published'), 'chunk.js': sha256(CHUNK) });
    await expect(load(entry)).rejects.toThrow(/is not the one recorded at publish/);
  });

  it('refuses a chunk changed on the CDN after publish, and a file the record does not list', async () => {
    const changed = publishAt('1.0.2', 'a chunk swapped after publish');
    table().set(changed.folder, { 'remoteEntry.js': sha256(ENTRY), 'chunk.js': sha256(CHUNK) });
    await expect(load(changed.entry)).rejects.toThrow(/chunk\.js: its sha256 .* is not the one recorded at publish/);

    const unlisted = publishAt('1.0.3');
    table().set(unlisted.folder, { 'remoteEntry.js': sha256(ENTRY) });
    await expect(load(unlisted.entry)).rejects.toThrow(/chunk\.js: not a file published with this version/);
  });

  it('refuses a version without a record', async () => {
    const { entry } = publishAt('1.0.4');
    await expect(load(entry)).rejects.toThrow(/no file hashes were recorded/);
  });
});
