import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { publishedFiles, publishUpload, releaseToken } from './support/release';
import { edgeUrl, stackEnv } from './support/stack';

const publishedFilesOf = (version: string) => publishedFiles(REMOTE, version);

/**
 * Issue 5, in the browser: a canary whose files answer 500 falls back to the live version and the page reports the
 * failure with its signed report token (the canary judge's journey is canary-survives-forged-reports-and-stops-on-
 * real-failures.spec.ts); a signed QA override changes one browser only and shows the banner, while a
 * tampered or expired link changes nothing.
 */

// content, while release-switch-rollback.spec.ts (which may run at the same time) changes promotions.
const REMOTE = 'content';
const PAGE = '/en/display/aboutus';

test.describe.configure({ mode: 'serial' });

// The stack's generated release-manager credential (docs/releases.md, "Credentials"), read once it is up.
const auth = () => ({ authorization: `Bearer ${releaseToken('release-manager')}` });

interface Status {
  revision: number;
  remotes: Record<string, { live: string | null; canary: { version: string; percent: number } | null }>;
}

async function status(request: APIRequestContext): Promise<Status> {
  return (await (await request.get(`${edgeUrl}/_release/api/status`, { headers: auth() })).json()) as Status;
}

/** Publishes a copy of the live version under a new version (its entry carries a comment, so the digest differs). */
async function publishCopy(request: APIRequestContext, live: string, label: string): Promise<string> {
  const version = `9.5.0-${label}-${Date.now().toString(36)}`;
  const files = publishedFilesOf(live);
  files.set('remoteEntry.js', Buffer.concat([files.get('remoteEntry.js')!, Buffer.from(`\n/* ${version} */\n`)]));
  const upload = publishUpload(files, version);
  const response = await request.post(`${edgeUrl}/_release/api/remotes/${REMOTE}/versions`, { headers: { ...auth(), ...upload.headers }, data: upload.data });
  expect(response.status()).toBe(201);
  return version;
}

const inlinedMap = async (page: Page) => JSON.parse((await page.locator('#casino-release-map').textContent()) ?? '{}');

let live: string;
test.beforeAll(async ({ request }) => {
  live = (await status(request)).remotes[REMOTE]!.live!;
  expect(live).toBeTruthy();
});

// Stopping a canary on its players' measures is canary-survives-forged-reports-and-stops-on-real-failures.spec.ts.
test('a canary whose files answer 500 falls back to the live version and reports the failure with its page token', async ({ browser, request }) => {
  const canary = await publishCopy(request, live, 'canary');
  const { revision } = await status(request);
  const set = await request.post(`${edgeUrl}/_release/api/remotes/${REMOTE}/canary`, {
    headers: { ...auth(), 'if-match': `"${revision}"` },
    data: { version: canary, percent: 100, reason: 'e2e canary' },
  });
  expect(set.status()).toBe(200);

  const context = await browser.newContext();
  // The CDN answering 500 for every file of the canary version, as a broken deployment would.
  await context.route(`**/${REMOTE}/${canary}/**`, (route) => route.fulfill({ status: 500, body: 'broken' }));
  const page = await context.newPage();
  const liveEntry = page.waitForResponse((response) => response.url().includes(`/${REMOTE}/${live}/`) && response.status() === 200);
  const reported = page.waitForRequest((req) => {
    if (!req.url().endsWith('/_release/report') || req.method() !== 'POST') return false;
    const report = JSON.parse(req.postData() ?? '{}') as { failures?: { remote?: string; version?: string; channel?: string }[] };
    return (report.failures ?? []).some((failure) => failure.remote === REMOTE && failure.version === canary && failure.channel === 'canary');
  });
  await page.goto(PAGE);
  expect((await inlinedMap(page)).remotes[REMOTE]).toMatchObject({ version: canary, channel: 'canary', fallback: { version: live } });
  const report = JSON.parse((await reported).postData()!) as { token?: string };
  expect(report.token).toBe((await inlinedMap(page)).reportToken);
  await liveEntry;
  await context.close();

  const off = await request.post(`${edgeUrl}/_release/api/remotes/${REMOTE}/canary`, {
    headers: { ...auth(), 'if-match': `"${(await status(request)).revision}"` },
    data: { version: canary, percent: 0, reason: 'e2e canary off' },
  });
  expect(off.status()).toBe(200);
  const after = await (await browser.newContext()).newPage();
  await after.goto(PAGE);
  expect((await inlinedMap(after)).remotes[REMOTE]).toMatchObject({ version: live, channel: 'live' });
  await after.context().close();
});

test('a signed override link changes one browser only and shows the banner; tampered or expired links change nothing', async ({ browser, request }) => {
  const version = await publishCopy(request, live, 'qa');
  const created = await request.post(`${edgeUrl}/_release/api/override-links`, { headers: auth(), data: { remote: REMOTE, version, minutes: 10 } });
  expect(created.status()).toBe(201);
  const { url } = (await created.json()) as { url: string };

  const qa = await (await browser.newContext()).newPage();
  const other = await (await browser.newContext()).newPage();
  await qa.goto(new URL(url).pathname + new URL(url).search);
  await qa.goto(PAGE);
  const qaMap = await inlinedMap(qa);
  expect(qaMap.remotes[REMOTE]).toMatchObject({ version, channel: 'override' });
  expect(qaMap.override).toMatchObject({ remote: REMOTE, version });
  const banner = qa.locator('#casino-override-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(`${REMOTE} ${version}`);

  await other.goto(PAGE);
  expect((await inlinedMap(other)).remotes[REMOTE]).toMatchObject({ version: live, channel: 'live' });
  await expect(other.locator('#casino-override-banner')).toHaveCount(0);

  // The way out: the banner's link.
  await banner.getByRole('link', { name: 'Back to the live version' }).click();
  await qa.goto(PAGE);
  expect((await inlinedMap(qa)).override).toBeUndefined();
  await expect(qa.locator('#casino-override-banner')).toHaveCount(0);

  const token = new URL(url).searchParams.get('token')!;
  const [payload, signature] = token.split('.');
  const forgedPayload = Buffer.from(JSON.stringify({ remote: REMOTE, version: '6.6.6', exp: Date.now() + 600_000 })).toString('base64url');
  const secret = fs.readFileSync(path.join(stackEnv.RELEASE_DIR!, 'override-secret'), 'utf8').trim();
  const expiredPayload = Buffer.from(JSON.stringify({ remote: REMOTE, version, exp: Date.now() - 1000 })).toString('base64url');
  // Signed as the edge signs override links (host/server/release/signed-token.ts: the purpose, a newline, the payload).
  const expired = `${expiredPayload}.${crypto.createHmac('sha256', secret).update(`release-override\n${expiredPayload}`).digest('base64url')}`;
  for (const bad of [`${forgedPayload}.${signature}`, `${payload}.${signature!.slice(0, -2)}xx`, payload!, expired]) {
    const response = await qa.goto(`/_release/override?token=${encodeURIComponent(bad)}`);
    expect(response?.status()).toBe(400);
    await qa.goto(PAGE);
    const map = await inlinedMap(qa);
    expect(map.override).toBeUndefined();
    expect(map.remotes[REMOTE]).toMatchObject({ version: live, channel: 'live' });
    await expect(qa.locator('#casino-override-banner')).toHaveCount(0);
  }
  await qa.context().close();
  await other.context().close();
});
