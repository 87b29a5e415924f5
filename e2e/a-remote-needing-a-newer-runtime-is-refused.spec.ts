import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { releaseCli, releaseToken } from './support/release';
import { edgeUrl, repoRoot } from './support/stack';

/**
 * Issue 32, item 3: a promotions team builds a version against a @casino/shared that has an export the live host
 * does not (the package version is the same, 2.0.0, as for every build). Its build records what it imports from the
 * singleton; the switch is refused with the missing export named, and the live version stays. A real production
 * build of the remote's source, changed in a copy: nothing in the repository is touched.
 */
const REMOTE = 'promotions';
const MISSING = 'runtimeExportFromTheFuture';

test('a remote needing a newer runtime is refused, naming the missing export', async ({ request }) => {
  test.setTimeout(600_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'promotions-next-'));
  try {
    // The remote's package beside a copy of the base tsconfig, its dependencies through its own node_modules.
    const app = path.join(work, 'remote-promotions');
    const source = path.join(repoRoot, 'remote-promotions');
    fs.cpSync(source, app, { recursive: true, filter: (file) => !/[\\/](node_modules|dist)$/.test(file) });
    fs.symlinkSync(path.join(source, 'node_modules'), path.join(app, 'node_modules'), 'dir');
    fs.copyFileSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(work, 'tsconfig.base.json'));
    const routes = path.join(app, 'src', 'exposes', 'routes.tsx');
    fs.writeFileSync(
      routes,
      `import { ${MISSING} } from '@casino/shared';\n${fs.readFileSync(routes, 'utf8')}\nexport const usesTheFuture = ${MISSING};\n`,
    );
    execFileSync(path.join(app, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
      cwd: app,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const manifest = JSON.parse(fs.readFileSync(path.join(app, 'dist', 'mf-manifest.json'), 'utf8')) as {
      casinoRuntime?: { requires?: Record<string, string[]> };
    };
    expect(manifest.casinoRuntime?.requires?.['@casino/shared']).toContain(MISSING);

    const before = releaseCli(['status']) as { revision: number; remotes: Record<string, { live?: string }> };
    const live = before.remotes[REMOTE]?.live;
    const version = `9.2.0-newer-runtime-${Date.now().toString(36)}`;
    releaseCli(['publish', REMOTE, '--dist', path.join(app, 'dist'), '--version', version]);

    const { revision } = releaseCli(['status']) as { revision: number };
    const refused = await request.post(`${edgeUrl}/_release/api/remotes/${REMOTE}/switch`, {
      headers: { authorization: `Bearer ${releaseToken('release-manager')}`, 'if-match': `"${revision}"` },
      data: { version },
    });
    expect(refused.status()).toBe(422);
    const body = (await refused.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toContain(`surface: needs @casino/shared exports the live host does not provide: ${MISSING}`);
    expect((releaseCli(['status']) as { remotes: Record<string, { live?: string }> }).remotes[REMOTE]?.live).toBe(live);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
