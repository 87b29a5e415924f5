import { expect, test } from '@playwright/test';
import { requestFrom } from './support/address-proxy';
import { callApi, newPlayerDetails, operatorSwitch, registerPlayer } from './support/session';
import { edgeUrl } from './support/stack';

/**
 * Issue 10, against the real stack through the edge, as the hostile probe did it: the operator switches are not there,
 * the old documented release tokens are refused, a forged X-Forwarded-For buys no extra guesses, a reset code dies
 * after 5 wrong guesses, an oversized body is a 413, and a forged canary report is refused. Issue 30: the guest page
 * cache cannot be poisoned through Accept-Language nor busted with random query strings, and the edge's own errors
 * carry the headers every answer does.
 */

test('the outbox and the balance switch are 404 through the edge (and need the secret on the API itself)', async ({ request }) => {
  const { details } = await registerPlayer();
  await callApi('POST', '/dashboard/password/forgot', { email: details.email });
  const outbox = await request.get(`/api/v1/_dev/outbox?recipient=${encodeURIComponent(details.email)}`);
  expect(outbox.status()).toBe(404);
  expect(await outbox.text()).not.toMatch(/"code":"\d{6}"/);
  expect((await request.post(`/api/v1/_dev/players/${encodeURIComponent(details.email)}/money`, { data: { balance: '1000000.00' } })).status()).toBe(404);
  expect((await operatorSwitch('GET', `/outbox?recipient=${encodeURIComponent(details.email)}`)).status).toBe(200);
});

test("the README's old release tokens get 401", async ({ request }) => {
  for (const token of ['rm-local-dev-token', 'publisher-games-local']) {
    expect((await request.get(`${edgeUrl}/_release/api/status`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  }
});

test('a new X-Forwarded-For per wrong password still ends in 429', async ({ request }) => {
  const { details } = await registerPlayer(newPlayerDetails());
  const statuses: number[] = [];
  for (let i = 0; i < 25; i++) {
    const response = await request.post('/api/v1/sign-in', {
      data: { login: details.email, password: `wrong-${i}` },
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
  expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
});

test('the 6th guess of a reset code fails even when it is the right code', async () => {
  const { details } = await registerPlayer();
  await callApi('POST', '/dashboard/password/forgot', { email: details.email });
  const code = (await operatorSwitch('GET', `/outbox?recipient=${encodeURIComponent(details.email)}&purpose=password-reset`)).body.data.messages[0].code as string;
  const wrong = code === '000000' ? '000001' : '000000';
  for (let i = 0; i < 5; i++) expect((await callApi('POST', '/dashboard/password/reset', { email: details.email, code: wrong, newPassword: 'Taken12345!' })).status).toBe(400);
  expect((await callApi('POST', '/dashboard/password/reset', { email: details.email, code, newPassword: 'Taken12345!' })).status).toBe(400);
});

test('an oversized sign-in is a 413 from the edge, not a 502', async ({ request }) => {
  for (let i = 0; i < 5; i++) {
    const response = await request.post('/api/v1/sign-in', { data: { login: 'demo', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(response.status()).toBe(413);
  }
});

test('a canary report without the page’s signed token is refused', async () => {
  // From an address of its own: the journeys' browsers beside it send their measures from 127.0.0.1, and that
  // address's report allowance (30 a minute) would answer 429 before the token is even read.
  const body = JSON.stringify({ remote: 'games', version: '9.9.9', channel: 'canary', error: 'forged' });
  for (let i = 0; i < 5; i++) {
    const response = await requestFrom('127.0.0.3', 'POST', '/_release/report', { 'content-type': 'application/json' }, body);
    expect(response.status).toBe(403);
  }
});

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

test('a visitor cannot set the language of the home page for others through Accept-Language', async ({ request }) => {
  for (let i = 0; i < 3; i++) {
    const attacker = await request.get('/', { headers: { 'accept-language': ', de' } });
    expect(htmlLang(await attacker.text())).toBe('de');
    const poisoned = await request.get('/', { headers: { 'accept-language': 'xx,de' } });
    expect(htmlLang(await poisoned.text())).toBe('de');
    // A crawler that names no language of ours, and a French visitor whose first token is unknown too.
    const crawler = await request.get('/', { headers: { 'accept-language': 'xx' } });
    expect(crawler.headers()['x-casino-render']).toBe('server');
    expect(htmlLang(await crawler.text())).toBe('ru');
    expect(htmlLang(await (await request.get('/', { headers: { 'accept-language': 'xx,fr' } })).text())).toBe('fr');
  }
});

test('random query strings are served from the page cache, not rendered again', async ({ request }) => {
  const warm = await request.get('/en/blog?cb=warm');
  expect(warm.headers()['x-casino-render']).toBe('server');
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => request.get(`/en/blog?cb=${Date.now()}-${i}-${Math.random()}&utm_source=x${i}`)));
  const outcomes = answers.map((answer) => answer.headers()['x-casino-cache']);
  // At most the page's refresh (if the first render went stale meanwhile); never one render per query string.
  expect(outcomes.filter((outcome) => outcome === 'render').length).toBeLessThanOrEqual(1);
  expect(outcomes.every((outcome) => ['hit', 'stale', 'joined', 'render'].includes(outcome ?? ''))).toBe(true);
  const html = await answers[0]!.text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en\/blog">/);
});

test("the edge's own refusals carry nosniff and a CSP like every other answer", async ({ request }) => {
  const answers = [
    await request.post('/api/v1/sign-in', { data: { login: 'demo', password: 'x'.repeat(2 * 1024 * 1024) } }),
    await request.get('/api/v1/_dev/outbox'),
    await request.get('/static/js/gone.0123abcd.js'),
  ];
  expect(answers.map((answer) => answer.status())).toEqual([413, 404, 404]);
  for (const answer of answers) {
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    expect(answer.headers()['content-security-policy']).toBeTruthy();
  }
});
