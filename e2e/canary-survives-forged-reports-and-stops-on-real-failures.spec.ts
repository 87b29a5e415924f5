import { expect, test, type Browser, type Page } from '@playwright/test';
import { proxyFrom, requestFrom } from './support/address-proxy';
import { managerAuth, publishCopy, releaseStatus, setCanary } from './support/release';
import { edgeUrl, stackEnv } from './support/stack';

/**
 * Issue 31.3, in the browser against the real stack: a canary is judged on real players' measures, canary against
 * live over the same window. One address forging 500 failure reports (each from a freshly minted visitor, with its
 * cookie and its page's token) leaves the canary on; when 20 % of real canary visitors cannot load the remote and no
 * live visitor fails, the canary is stopped, audited as `auto` with the numbers.
 *
 * The stack judges on 10 canary and 10 live visitors (e2e/support/stack.ts); each real visitor is a browser of its
 * own connecting from an address of its own (support/address-proxy.ts).
 */

const REMOTE = 'content';
const PAGE = '/en/display/aboutus';
const MIN_VISITORS = Number(stackEnv.RELEASE_CANARY_MIN_VISITORS);
const MIN_LIVE_VISITORS = Number(stackEnv.RELEASE_CANARY_MIN_LIVE_VISITORS);

test.describe.configure({ mode: 'serial' });

interface Measures {
  remotes: Record<string, { live: { visitors: number }; canary?: { visitors: number; failedVisitors: number } }>;
}

const inlinedMap = async (page: Page) => JSON.parse((await page.locator('#casino-release-map').textContent()) ?? '{}');
const mapOf = (html: string) => JSON.parse(/<script id="casino-release-map" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);

let live: string;
test.beforeAll(async ({ request }) => {
  live = (await releaseStatus(request)).remotes[REMOTE]!.live!;
  expect(live).toBeTruthy();
});

test('500 forged failure reports from one address leave the canary on', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const canary = await publishCopy(request, REMOTE, live, 'forged');
  await setCanary(request, REMOTE, canary, 50);

  const attacker = '127.0.0.2';
  const statuses: Record<number, number> = {};
  for (let i = 0; i < 500; i++) {
    // A cookie-less fetch mints a visitor and a report token; the forger sends them back with a failure.
    const page = await requestFrom(attacker, 'GET', PAGE);
    const cookie = String(page.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
    const map = mapOf(page.body);
    const served = map.remotes[REMOTE];
    const answer = await requestFrom(
      attacker,
      'POST',
      '/_release/report',
      { 'content-type': 'text/plain;charset=UTF-8', cookie },
      JSON.stringify({ token: map.reportToken, failures: [{ remote: REMOTE, version: served.version, channel: served.channel, error: 'forged' }], jsErrors: 9 }),
    );
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  // The address is rate limited, and what got through adds at most 3 visitors to each version's measures.
  expect(statuses[429]).toBeGreaterThan(400);
  const status = await releaseStatus(request);
  expect(status.remotes[REMOTE]!.canary).toMatchObject({ version: canary, percent: 50 });
  const measures = (await (await request.get(`${edgeUrl}/_release/api/measures`, { headers: managerAuth() })).json()) as Measures;
  expect(measures.remotes[REMOTE]!.canary!.visitors).toBeLessThanOrEqual(3);
  // Nothing the judge did to this canary: the stack may keep an earlier run's auto stop of another canary version.
  const history = (await (await request.get(`${edgeUrl}/_release/api/history?remote=${REMOTE}&limit=20`, { headers: managerAuth() })).json()) as { entries: { actor: string; to: string }[] };
  expect(history.entries.filter((entry) => entry.to === canary).map((entry) => entry.actor)).not.toContain('auto');
  expect(history.entries.some((entry) => entry.to === canary)).toBe(true);

  // The release manager sees both versions' measures side by side: a labelled chart and the same numbers as a table.
  const manager = await browser.newPage();
  await manager.goto('/_release');
  await manager.getByLabel('Bearer token').fill(managerAuth().authorization.slice('Bearer '.length));
  await manager.getByRole('button', { name: 'Open' }).click();
  const table = manager.getByRole('table', { name: `${REMOTE}: live against canary (the numbers of the chart)` });
  await expect(table.getByRole('row', { name: new RegExp(`^live ${live.replace(/\./g, '\\.')} `) })).toBeVisible();
  const canaryRow = table.getByRole('row', { name: new RegExp(`^canary ${canary.replace(/\./g, '\\.')} `) });
  await expect(canaryRow).toBeVisible();
  await expect(canaryRow.getByRole('cell').first()).toHaveText(String(measures.remotes[REMOTE]!.canary!.visitors));
  await expect(manager.getByRole('img', { name: new RegExp(`^${REMOTE}: Error rate live ${live.replace(/\./g, '\\.')} `) })).toBeVisible();
  await manager.close();
  await setCanary(request, REMOTE, canary, 0);
});

/** A new visitor from `address`: its cookie and cohort, as the edge assigns them on the first page. */
async function arrive(address: string): Promise<{ cookie: string; channel: string }> {
  const page = await requestFrom(address, 'GET', PAGE);
  const cookie = String(page.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
  return { cookie, channel: mapOf(page.body).remotes[REMOTE].channel };
}

/**
 * That visitor's browser, from its own address: opens the page (the canary's files broken when `fails`), then
 * leaves it (the page is hidden), as players do. Returns the report its page sent.
 */
async function visit(browser: Browser, address: string, cookie: string, canary: string, fails: boolean) {
  const proxy = await proxyFrom(address);
  const context = await browser.newContext({ baseURL: proxy.url });
  try {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: proxy.url }]);
    if (fails) await context.route(`**/${REMOTE}/${canary}/**`, (route) => route.fulfill({ status: 500, body: 'broken' }));
    const page = await context.newPage();
    let left = false;
    const measured = page.waitForRequest((req) => left && req.url().endsWith('/_release/report') && req.method() === 'POST');
    const webVitals = page.waitForResponse((response) => /web-vitals/.test(response.url()));
    // A failing visitor's page reports the failure at once, after the manifest retries and the fallback to live.
    const failureReported = fails
      ? page.waitForRequest((req) => req.url().endsWith('/_release/report') && !!req.postData()?.includes(`"version":"${canary}","channel":"canary"`))
      : Promise.resolve(null);
    await page.goto(PAGE);
    const map = await inlinedMap(page);
    expect(map.remotes[REMOTE].channel).toBe(fails ? 'canary' : map.remotes[REMOTE].channel);
    await webVitals;
    // web-vitals is no part of the page's first load: it is asked for only after the load event.
    const timing = await page.evaluate(() => ({
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      webVitals: performance.getEntriesByType('resource').find((entry) => /web-vitals/.test(entry.name))?.startTime ?? -1,
    }));
    expect(timing.webVitals).toBeGreaterThanOrEqual(timing.load);
    await failureReported;
    // The player leaves: the page is hidden, web-vitals reports LCP and CLS, and the page's report goes by sendBeacon.
    left = true;
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const report = JSON.parse((await measured).postData()!) as { failures: { version: string; channel: string }[]; token: string; lcp?: number };
    expect(report.token).toBe(map.reportToken);
    return report;
  } finally {
    await context.close();
    await proxy.close();
  }
}

test('20 % of real canary visitors failing to load the remote stops the canary, with the numbers in the audit log', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const canary = await publishCopy(request, REMOTE, live, 'judged');
  await setCanary(request, REMOTE, canary, 50);

  const counts = { live: 0, canary: 0, canaryFailed: 0 };
  // 2 of the 10 canary visitors fail: 20 %; no live visitor fails.
  const failing = Math.round(MIN_VISITORS * 0.2);
  for (let n = 0; (counts.live < MIN_LIVE_VISITORS || counts.canary < MIN_VISITORS) && n < 200; n++) {
    const address = `127.0.1.${n + 10}`;
    const { cookie, channel } = await arrive(address);
    // Once a side has its sample, more of it is not needed; the judge decides when both have theirs.
    if (channel === 'live' && counts.live >= MIN_LIVE_VISITORS) continue;
    if (channel === 'canary' && counts.canary >= MIN_VISITORS) continue;
    const fails = channel === 'canary' && counts.canaryFailed < failing;
    const report = await visit(browser, address, cookie, canary, fails);
    expect(report.failures.some((failure) => failure.version === canary && failure.channel === 'canary')).toBe(fails);
    if (channel === 'live') counts.live += 1;
    else counts.canary += 1;
    if (fails) counts.canaryFailed += 1;
  }
  expect(counts).toEqual({ live: MIN_LIVE_VISITORS, canary: MIN_VISITORS, canaryFailed: failing });

  await expect.poll(async () => (await releaseStatus(request)).remotes[REMOTE]?.canary?.percent, { timeout: 15_000 }).toBe(0);
  const history = (await (await request.get(`${edgeUrl}/_release/api/history?remote=${REMOTE}&limit=5`, { headers: managerAuth() })).json()) as {
    entries: { actor: string; action: string; to: string; percent?: { to: number }; reason: string; measures?: { rule: string; canary: { failedVisitors: number; visitors: number }; live: { failedVisitors: number } } }[];
  };
  const stop = history.entries[0]!;
  expect(stop).toMatchObject({ actor: 'auto', action: 'canary', to: canary, percent: { to: 0 }, measures: { rule: 'failure-rate', live: { failedVisitors: 0 } } });
  expect(stop.measures!.canary.failedVisitors).toBe(failing);
  expect(stop.measures!.canary.visitors).toBe(MIN_VISITORS);
  expect(stop.reason).toContain(`failure rate 20.0 % (${failing} of ${stop.measures!.canary.visitors} visitors)`);
});
