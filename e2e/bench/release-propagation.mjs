#!/usr/bin/env node
// Release-map propagation between edges (issue 31, goal < 1 s p99): three compiled edges (host/dist-edge) on one
// throw-away PostgreSQL and a CDN origin of their own; `switches` times a release manager switches a remote through one
// edge, and the time until each of the other two serves the new revision is measured (their /_release/api/status,
// read from the same memory the pages are). Called by `pnpm bench`; alone: `node e2e/bench/release-propagation.mjs
// [--switches n]` after `pnpm build`.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const EDGE_DIST = path.join(root, 'host', 'dist-edge');
const REMOTE = 'promotions';

async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function buildFiles(marker) {
  const dist = path.join(root, `remote-${REMOTE}`, 'dist');
  const lines = [JSON.stringify({ version: marker, packageVersion: marker.split('-')[0] })];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.map')) {
        const name = path.relative(dist, full).split(path.sep).join('/');
        let content = fs.readFileSync(full);
        if (name === 'remoteEntry.js') content = Buffer.concat([content, Buffer.from(`\n/* ${marker} */\n`)]);
        lines.push(JSON.stringify({ path: name, base64: content.toString('base64') }));
      }
    }
  };
  walk(dist);
  return `${lines.join('\n')}\n`;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * @param {{ switches?: number, portBase?: number }} [options]
 * @returns {Promise<{ samples: number, p50: number, p99: number, max: number }>} milliseconds from a switch's answer
 *   on one edge to each other edge serving its revision
 */
export async function releasePropagation({ switches = 100, portBase = Number(process.env.BENCH_PORT_BASE || 3900) + 50 } = {}) {
  const { startEmbeddedPostgres } = await import(path.join(root, 'host', 'server', 'release', 'embedded-postgres.mjs'));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-propagation-'));
  const token = `rt_${crypto.randomBytes(32).toString('base64url')}`;
  const db = await startEmbeddedPostgres();
  const children = [];
  const env = {
    ...process.env,
    CDN_PORT: String(portBase),
    CDN_URL: `http://localhost:${portBase}`,
    CDN_DIR: path.join(folder, 'cdn'),
    RELEASE_DIR: path.join(folder, 'release'),
    RELEASE_STORE_URL: db.url,
    RELEASE_TOKENS: JSON.stringify([{ token, role: 'release-manager', actor: 'bench' }]),
    EDGE_SSR: '0',
  };
  const start = (script, extra) => {
    const child = spawn(process.execPath, [path.join(EDGE_DIST, script)], { cwd: root, env: { ...env, ...extra }, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
  };
  try {
    start('cdn.cjs', {});
    const edges = [1, 2, 3].map((i) => `http://localhost:${portBase + i}`);
    edges.forEach((_, i) => start('edge.cjs', { EDGE_PORT: String(portBase + 1 + i) }));
    await Promise.all([waitFor(`${env.CDN_URL}/`), ...edges.map((edge) => waitFor(`${edge}/build-id`))]);
    const auth = { authorization: `Bearer ${token}` };
    const versions = ['1.0.0-propa', '1.0.0-propb'];
    for (const version of versions) {
      const response = await fetch(`${edges[0]}/_release/api/remotes/${REMOTE}/versions`, { method: 'POST', headers: { ...auth, 'content-type': 'application/x-ndjson' }, body: buildFiles(version) });
      if (response.status !== 201) throw new Error(`publish ${version}: ${response.status} ${await response.text()}`);
    }
    const revisionOn = async (edge) => Number((await fetch(`${edge}/_release/api/status`, { headers: auth })).headers.get('etag')?.replace(/"/g, ''));
    const samples = [];
    for (let i = 0; i < switches; i += 1) {
      const via = i % 3;
      const revision = await revisionOn(edges[via]);
      const response = await fetch(`${edges[via]}/_release/api/remotes/${REMOTE}/switch`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'if-match': `"${revision}"` },
        body: JSON.stringify({ version: versions[i % 2], reason: 'propagation bench' }),
      });
      if (response.status !== 200) throw new Error(`switch: ${response.status} ${await response.text()}`);
      const answeredAt = performance.now();
      const { revision: next } = await response.json();
      await Promise.all(
        edges
          .filter((_, index) => index !== via)
          .map(async (edge) => {
            while ((await revisionOn(edge)) < next) {
              if (performance.now() - answeredAt > 10_000) throw new Error(`${edge} did not learn of revision ${next} within 10 s`);
            }
            samples.push(performance.now() - answeredAt);
          }),
      );
    }
    samples.sort((a, b) => a - b);
    return { samples: samples.length, p50: percentile(samples, 50), p99: percentile(samples, 99), max: samples.at(-1) ?? NaN };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
    await db.dispose();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export function printPropagation(result) {
  console.log(
    `\nRelease-map propagation between 3 edges on one PostgreSQL (LISTEN/NOTIFY; goal p99 under 1,000 ms): ` +
      `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms over ${result.samples} edge-switches.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const switches = args.includes('--switches') ? Number(args[args.indexOf('--switches') + 1]) : 100;
  printPropagation(await releasePropagation({ switches }));
}
