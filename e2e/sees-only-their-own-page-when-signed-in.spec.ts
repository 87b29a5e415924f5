import { expect, test } from '@playwright/test';
import { edgeUrl } from './support/stack';
import { operatorSwitch, registerPlayer, useSessionInBrowser } from './support/session';

/**
 * Issue 36.1: a signed-in player's first load is rendered on the server for them (their name and balance in the
 * header, their page's title) and hydrates as is; it is `private, no-store` and never shared. The attack: two players
 * and a guest ask for the same pages at once, interleaved, again and again; nobody ever gets another's name or data.
 */
const PAGES = ['/en', '/en/games', '/en/blog', '/de/games', '/en/player/balance', '/en/player/profile'];

async function load(path: string, cookie: string) {
  const response = await fetch(`${edgeUrl}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return {
    status: response.status,
    render: response.headers.get('x-casino-render'),
    cacheControl: response.headers.get('cache-control'),
    pageCache: response.headers.get('x-casino-cache'),
    html: await response.text(),
  };
}

test('two players and a guest opening the same pages at once each see only their own', async () => {
  test.setTimeout(180_000);
  const [alice, bob] = await Promise.all([registerPlayer(), registerPlayer()]);
  const visitors = [
    { who: 'alice', own: alice.details.login, other: bob.details.login, cookie: `auth_token=${alice.token}` },
    { who: 'bob', own: bob.details.login, other: alice.details.login, cookie: `auth_token=${bob.token}` },
    { who: 'guest', own: null, other: null, cookie: '' },
  ];
  // Warm the remotes' server builds (a version's first render may leave the page to the browser while it loads).
  for (const path of PAGES) await load(path, '');

  const visits = [];
  for (let round = 0; round < 3; round++) for (const path of PAGES) for (const visitor of visitors) visits.push({ path, visitor });
  visits.sort(() => Math.random() - 0.5);
  // Interleaved, six in flight at a time: past the render workers' room a page is the browser's (nobody's data), and the
  // journey wants most of them rendered on the server.
  const answers: { path: string; visitor: (typeof visitors)[number]; answer: Awaited<ReturnType<typeof load>> }[] = [];
  const queue = [...visits];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) answers.push({ ...next, answer: await load(next.path, next.visitor.cookie) });
    }),
  );

  let rendered = 0;
  for (const { path, visitor, answer } of answers) {
    const where = `${visitor.who} on ${path}`;
    for (const login of [alice.details.login, bob.details.login]) {
      if (login !== visitor.own) expect(answer.html.includes(login), `${where} got another player's login`).toBe(false);
    }
    if (visitor.own === null) {
      if (answer.render === 'server') expect(answer.html, where).toContain('data-testid="header-sign-in"');
      continue;
    }
    expect(answer.cacheControl, where).toBe('private, no-store');
    expect(answer.pageCache, where).toBeNull();
    if (answer.render !== 'server') continue; // every render worker busy: the browser's page, nobody's data
    rendered += 1;
    expect(answer.status, where).toBe(200);
    expect(answer.html, where).toContain(visitor.own);
    expect(answer.html, where).toContain('data-testid="header-balance"');
    expect(answer.html, where).not.toContain('<title>Casino</title>');
  }
  expect(rendered, 'most signed-in pages were rendered on the server').toBeGreaterThan(answers.filter((a) => a.visitor.own).length / 2);

  // And the cache never held one: a guest right after sees the guest page of each.
  for (const path of PAGES.filter((p) => !p.includes('/player/'))) {
    const guest = await load(path, '');
    expect(guest.html).not.toContain(alice.details.login);
    expect(guest.html).not.toContain(bob.details.login);
  }
});

test('a signed-in player sees their balance before the code arrives, and the page comes alive as is', async ({ page }) => {
  const { token, details } = await registerPlayer();
  await useSessionInBrowser(page, token);
  // No script at all: the header already has the player.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  const response = await page.goto('/en/games');
  expect(response?.headers()['x-casino-render']).toBe('server');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.locator('.player-menu__name')).toHaveText(details.login);
  await expect(page.getByTestId('header-sign-in')).toHaveCount(0);

  // With the code: it hydrates without a warning, still the same player.
  await page.unroute(/\.js(\?|$)/);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const balance = await page.goto('/en/player/balance');
  expect(balance?.headers()['x-casino-render']).toBe('server');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.locator('.player-menu__name')).toHaveText(details.login);
  expect(await page.title()).not.toBe('Casino');
  expect(problems.filter((text) => !/favicon|preloaded using link preload/.test(text))).toEqual([]);
});

test('a token the API refuses gets the guest page, never an error', async ({ page }) => {
  await page.context().addCookies([{ name: 'auth_token', value: 'expired.token.value', url: edgeUrl, sameSite: 'Lax' }]);
  const response = await page.goto('/en/games');
  expect(response?.headers()['x-casino-render']).toBe('server');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(await response?.text()).toContain('data-testid="header-sign-in"');
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
});

test('a player whose token expired gets the guest page, and the browser signs them back in', async ({ page }) => {
  const { token, details } = await registerPlayer();
  expect((await operatorSwitch('POST', `/players/${encodeURIComponent(details.email)}/expire-tokens`)).status).toBe(200);
  await useSessionInBrowser(page, token);
  const response = await page.goto('/en/games');
  expect(response?.headers()['x-casino-render']).toBe('server');
  expect(await response?.text()).toContain('data-testid="header-sign-in"');
  // The browser exchanges the expired token (GET /token/refresh) as it always did, and shows the player.
  await expect(page.locator('.player-menu__name')).toHaveText(details.login);
});
