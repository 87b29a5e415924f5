import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openReleasePage, publishedFiles, publishUpload, releaseToken } from './support/release';
import { edgeUrl, stackEnv } from './support/stack';

const publishedFilesOf = (version: string) => publishedFiles(REMOTE, version);

/**
 * Issue 5, release managers: a remote team publishes a second version with a visible change, the release manager
 * switches to it on the release page, players see it on their next page load with no host rebuild, the rollback
 * brings the first version back, and the history names who did both. Plus the refusals: incompatible React,
 * unreachable manifest, a different build under an existing version.
 */

// The stack's generated credentials (docs/releases.md, "Credentials"), read once it is up.
const managerToken = () => releaseToken('release-manager');
const publisherToken = () => releaseToken('publisher-promotions');
const REMOTE = 'promotions';
const PAGE = '/en/tournaments/list';
const MARKER_ID = 'e2e-release-marker';

test.describe.configure({ mode: 'serial' });

interface Status {
  revision: number;
  remotes: Record<string, { live: string | null; previous: string[] }>;
}

async function status(request: APIRequestContext): Promise<Status> {
  const response = await request.get(`${edgeUrl}/_release/api/status`, { headers: { authorization: `Bearer ${managerToken()}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Status;
}

/** The files of a published version, read back from the CDN folder. */
/** A second build of the remote with a change a player can see: its entry adds a line of text to the page. */
function withVisibleChange(files: Map<string, Buffer>, label: string): Map<string, Buffer> {
  const changed = new Map(files);
  // A new line first: the entry may end with a //# sourceMappingURL comment.
  const script = `\n;(function(){var p=document.createElement('p');p.id='${MARKER_ID}';p.textContent=${JSON.stringify(label)};document.body.appendChild(p);})();\n`;
  changed.set('remoteEntry.js', Buffer.concat([files.get('remoteEntry.js')!, Buffer.from(script)]));
  return changed;
}

async function publish(request: APIRequestContext, files: Map<string, Buffer>, version: string, token = publisherToken()) {
  const upload = publishUpload(files, version);
  return request.post(`${edgeUrl}/_release/api/remotes/${REMOTE}/versions`, { headers: { authorization: `Bearer ${token}`, ...upload.headers }, data: upload.data });
}

let firstVersion: string;
let secondVersion: string;

test.beforeAll(async ({ request }) => {
  const live = (await status(request)).remotes[REMOTE]?.live;
  expect(live, 'the stack publishes and switches every remote at start').toBeTruthy();
  firstVersion = live!;
  secondVersion = `9.0.0-e2e${Date.now().toString(36)}`;
  const published = await publish(request, withVisibleChange(publishedFilesOf(firstVersion), `Promotions build ${secondVersion}`), secondVersion);
  expect(published.status()).toBe(201);
});

test('a release manager switches a remote on the release page, players get it on the next load, and a rollback undoes it', async ({ page, browser }) => {
  const player = await browser.newPage();
  await player.goto(PAGE);
  await expect(player.locator('#casino-release-map')).toBeAttached();
  const before = JSON.parse((await player.locator('#casino-release-map').textContent()) ?? '{}');
  expect(before.remotes[REMOTE].version).toBe(firstVersion);
  await expect(player.locator(`#${MARKER_ID}`)).toHaveCount(0);

  await openReleasePage(page, REMOTE);
  const remote = page.locator(`[data-remote="${REMOTE}"]`);
  await remote.locator(`tr[data-version="${secondVersion}"] [data-action="switch"]`).click();
  await expect(remote.locator('[data-field="live"]')).toHaveText(secondVersion);

  await player.reload();
  await expect(player.locator(`#${MARKER_ID}`)).toHaveText(`Promotions build ${secondVersion}`);

  await remote.locator('[data-action="rollback"]').click();
  await expect(remote.locator('[data-field="live"]')).toHaveText(firstVersion);

  await player.reload();
  await expect(player.locator('#casino-release-map')).toBeAttached();
  const after = JSON.parse((await player.locator('#casino-release-map').textContent()) ?? '{}');
  expect(after.remotes[REMOTE].version).toBe(firstVersion);
  await expect(player.locator(`#${MARKER_ID}`)).toHaveCount(0);

  const rows = page.locator('#history tr');
  await expect(rows.nth(0)).toContainText('rollback');
  await expect(rows.nth(0)).toContainText('release-manager');
  await expect(rows.nth(0)).toContainText(firstVersion);
  await expect(rows.nth(1)).toContainText('switch');
  await expect(rows.nth(1)).toContainText('release-manager');
  await expect(rows.nth(1)).toContainText(secondVersion);
  await expect(page.locator('#verify')).toContainText('hash chain intact');
  await player.close();
});

test('a version built against another React is refused with both versions named', async ({ request }) => {
  const files = publishedFilesOf(firstVersion);
  const manifest = JSON.parse(files.get('mf-manifest.json')!.toString()) as { shared: { name: string; version: string; requiredVersion: string }[] };
  for (const shared of manifest.shared) {
    if (shared.name === 'react' || shared.name.startsWith('react/')) Object.assign(shared, { version: '18.3.1', requiredVersion: '^18.3.1' });
  }
  files.set('mf-manifest.json', Buffer.from(JSON.stringify(manifest)));
  const version = `9.1.0-react18-${Date.now().toString(36)}`;
  expect((await publish(request, files, version)).status()).toBe(201);

  const { revision } = await status(request);
  const refused = await request.post(`${edgeUrl}/_release/api/remotes/${REMOTE}/switch`, {
    headers: { authorization: `Bearer ${managerToken()}`, 'if-match': `"${revision}"` },
    data: { version },
  });
  expect(refused.status()).toBe(422);
  const body = (await refused.json()) as { errors: { message: string }[] };
  expect(body.errors[0]!.message).toMatch(/react: remote built with 18\.3\.1 .*host provides 19\./);
  expect((await status(request)).remotes[REMOTE]?.live).toBe(firstVersion);
});

test('a version whose manifest cannot be fetched is refused', async ({ request }) => {
  const version = `9.2.0-gone-${Date.now().toString(36)}`;
  expect((await publish(request, withVisibleChange(publishedFilesOf(firstVersion), 'gone'), version)).status()).toBe(201);
  fs.rmSync(path.join(stackEnv.CDN_DIR!, REMOTE, version, 'mf-manifest.json'));
  const { revision } = await status(request);
  const refused = await request.post(`${edgeUrl}/_release/api/remotes/${REMOTE}/switch`, {
    headers: { authorization: `Bearer ${managerToken()}`, 'if-match': `"${revision}"` },
    data: { version },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain('manifest');
});

test('publishing other content under an existing version gets 409, the same content is a no-op', async ({ request }) => {
  expect((await publish(request, publishedFilesOf(firstVersion), firstVersion)).status()).toBe(200);
  expect((await publish(request, withVisibleChange(publishedFilesOf(firstVersion), 'other'), firstVersion)).status()).toBe(409);
  expect((await publish(request, publishedFilesOf(firstVersion), firstVersion, releaseToken('publisher-games'))).status()).toBe(403);
});
