#!/usr/bin/env node
/**
 * Prints the gzip size of what the builds ship (run after `pnpm build`): `node host/scripts/bundle-size.mjs`.
 *   - host: its entry (main) and all of its JS (the shared singletons it provides are in there);
 *   - each remote: remoteEntry.js and the chunks its './routes' expose needs (from mf-manifest.json), and all its JS;
 *   - a remoteEntry.js near 5 KB gzip uses the host's federation runtime and bundler runtime (externalRuntime and the
 *     lent bundler runtime, docs/server-render.md); near 34 KB it carries its own copy (CASINO_EXTERNAL_RUNTIME=0).
 * Transferred bytes per page in a real browser are measured by `pnpm bench` (scripts/bench.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const REMOTES = ['games', 'account', 'content', 'promotions'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

function jsFiles(dist) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) files.push(full);
    }
  };
  walk(dist);
  return files;
}

function summary(app) {
  const dist = path.join(root, app, 'dist');
  if (!fs.existsSync(dist)) return null;
  const files = jsFiles(dist);
  const total = files.reduce((sum, file) => sum + gz(file), 0);
  return { dist, files, total };
}

const rows = [];
const host = summary('host');
if (host) {
  const html = fs.readFileSync(path.join(host.dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => path.join(host.dist, m[1]));
  rows.push(['host', 'entry (index.html scripts)', entry.reduce((s, f) => s + gz(f), 0)]);
  rows.push(['host', `all JS (${host.files.length} files)`, host.total]);
}
for (const remote of REMOTES) {
  const app = `remote-${remote}`;
  const s = summary(app);
  if (!s) continue;
  const manifest = JSON.parse(fs.readFileSync(path.join(s.dist, 'mf-manifest.json'), 'utf8'));
  const entryFile = path.join(s.dist, manifest.metaData.remoteEntry.name);
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  const exposeFiles = routes ? [...routes.assets.js.sync] : [];
  rows.push([app, 'remoteEntry.js', gz(entryFile)]);
  rows.push([app, "'./routes' sync chunks", exposeFiles.reduce((sum, f) => sum + gz(path.join(s.dist, f)), 0)]);
  rows.push([app, `all JS (${s.files.length} files, the dev shell's included)`, s.total]);
}
const width = Math.max(...rows.map(([app, what]) => `${app} ${what}`.length));
for (const [app, what, bytes] of rows) console.log(`${`${app} ${what}`.padEnd(width)}  ${kb(bytes).padStart(9)} gzip`);
