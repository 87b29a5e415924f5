/** @jest-environment node */
import { GuestApiCache, sharedRequestKey } from './guest-api-cache';

/** A stand-in API: answers each request with a body naming the request's number, its URL and its Authorization. */
function fakeApi(status = 200) {
  const asked: { url: string; authorization: string | null }[] = [];
  const send = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const authorization = new Headers(init?.headers).get('authorization');
    asked.push({ url: String(input), authorization });
    return new Response(JSON.stringify({ n: asked.length, url: String(input), authorization }), { status, headers: { 'content-type': 'application/json' } });
  });
  return { send, asked };
}

const read = async (response: Response) => (await response.json()) as { n: number; authorization: string | null };

describe('the render worker\'s memory of public API answers', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  test('a guest GET asked again within the time is answered from the first answer, each caller with a body of its own', async () => {
    const cache = new GuestApiCache({ ttlMs: 2000, now });
    const api = fakeApi();
    const first = await cache.fetch(api.send, 'http://api/api/v1/menu', { headers: { Accept: 'application/json' } });
    clock += 1999;
    const second = await cache.fetch(api.send, 'http://api/api/v1/menu', { headers: { Accept: 'application/json' } });
    expect((await read(first)).n).toBe(1);
    expect((await read(second)).n).toBe(1);
    expect(api.send).toHaveBeenCalledTimes(1);
    expect(cache.stats).toEqual({ shared: 1, sent: 1 });
  });

  test('past the time the API is asked again', async () => {
    const cache = new GuestApiCache({ ttlMs: 2000, now });
    const api = fakeApi();
    await cache.fetch(api.send, 'http://api/api/v1/menu');
    clock += 2000;
    expect((await read(await cache.fetch(api.send, 'http://api/api/v1/menu'))).n).toBe(2);
  });

  test('requests made while the first is on its way wait for it instead of asking again', async () => {
    const cache = new GuestApiCache({ ttlMs: 2000, now });
    const api = fakeApi();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.fetch(api.send, 'http://api/api/v1/settings')));
    expect(api.send).toHaveBeenCalledTimes(1);
    expect((await Promise.all(answers.map(read))).map((a) => a.n)).toEqual([1, 1, 1, 1, 1]);
  });

  test('attack: a signed-in player\'s request is never answered from a guest\'s answer, nor kept for anyone', async () => {
    const cache = new GuestApiCache({ ttlMs: 2000, now });
    const api = fakeApi();
    await cache.fetch(api.send, 'http://api/api/v1/player/display-data', { headers: { Accept: 'application/json' } });
    const player = await read(await cache.fetch(api.send, 'http://api/api/v1/player/display-data', { headers: { Accept: 'application/json', Authorization: 'Bearer alice' } }));
    expect(player).toMatchObject({ n: 2, authorization: 'Bearer alice' });
    // Another player, and then a guest, right after: each asks the API; nobody gets Alice's answer.
    const bob = await read(await cache.fetch(api.send, 'http://api/api/v1/player/display-data', { headers: { authorization: 'Bearer bob' } }));
    expect(bob).toMatchObject({ n: 3, authorization: 'Bearer bob' });
    const guest = await read(await cache.fetch(api.send, 'http://api/api/v1/player/display-data', { headers: { Accept: 'application/json' } }));
    expect(guest).toMatchObject({ n: 1, authorization: null });
  });

  test('attack: requests that differ in any header or in the query are not answered one for the other', async () => {
    const cache = new GuestApiCache({ ttlMs: 2000, now });
    const api = fakeApi();
    await cache.fetch(api.send, 'http://api/api/v1/menu?lang=en', { headers: { 'Accept-Language': 'en' } });
    expect((await read(await cache.fetch(api.send, 'http://api/api/v1/menu?lang=en', { headers: { 'Accept-Language': 'de' } }))).n).toBe(2);
    expect((await read(await cache.fetch(api.send, 'http://api/api/v1/menu?lang=de', { headers: { 'Accept-Language': 'en' } }))).n).toBe(3);
    // The same request with its headers written in another case and order is the same request.
    expect((await read(await cache.fetch(api.send, 'http://api/api/v1/menu?lang=en', { headers: { 'accept-language': 'en' } }))).n).toBe(1);
  });

  test('only a GET without a body, cookie or Authorization is shared', () => {
    expect(sharedRequestKey('http://api/x', undefined)).not.toBeNull();
    expect(sharedRequestKey('http://api/x', { method: 'POST', body: '{}' })).toBeNull();
    expect(sharedRequestKey('http://api/x', { method: 'GET', headers: { Cookie: 'auth_token=a' } })).toBeNull();
    expect(sharedRequestKey('http://api/x', { headers: { Authorization: 'Bearer a' } })).toBeNull();
    expect(sharedRequestKey(new Request('http://api/x'), undefined)).toBeNull();
  });

  test('an error or a not-found is not kept: the next request asks again', async () => {
    const cache = new GuestApiCache({ ttlMs: 2000, now });
    const missing = fakeApi(404);
    await cache.fetch(missing.send, 'http://api/api/v1/blog/articles/nope');
    await cache.fetch(missing.send, 'http://api/api/v1/blog/articles/nope');
    expect(missing.send).toHaveBeenCalledTimes(2);
    const failing = jest.fn().mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValue(new Response('{}', { status: 200 }));
    await expect(cache.fetch(failing, 'http://api/api/v1/menu')).rejects.toThrow('fetch failed');
    expect((await cache.fetch(failing, 'http://api/api/v1/menu')).status).toBe(200);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  test('the memory is bounded: past maxEntries the oldest answer goes', async () => {
    const cache = new GuestApiCache({ ttlMs: 60_000, maxEntries: 3, now });
    const api = fakeApi();
    for (const page of ['a', 'b', 'c', 'd']) await cache.fetch(api.send, `http://api/api/v1/pages/${page}`);
    expect(cache.size).toBe(3);
    await cache.fetch(api.send, 'http://api/api/v1/pages/a');
    expect(api.send).toHaveBeenCalledTimes(5);
    await cache.fetch(api.send, 'http://api/api/v1/pages/d');
    expect(api.send).toHaveBeenCalledTimes(5);
  });

  test('the memory is bounded by bytes: past maxBytes the least recently used answers go, and a filled answer keeps its time', async () => {
    const cache = new GuestApiCache({ ttlMs: 2000, maxBytes: 250, now });
    const api = fakeApi();
    // Each answer is 94 bytes: its key (32) and its body (62). Two fit; the third pushes out the first.
    for (const page of ['a', 'b', 'c']) await cache.fetch(api.send, `http://api/api/v1/pages/${page}`);
    expect(cache.size).toBe(2);
    await cache.fetch(api.send, 'http://api/api/v1/pages/c');
    expect(api.send).toHaveBeenCalledTimes(3);
    await cache.fetch(api.send, 'http://api/api/v1/pages/a');
    expect(api.send).toHaveBeenCalledTimes(4);
    // Its time runs from the request, not from when its answer was put in place: an answer that took 1.5 s is kept 0.5 s.
    const slow = async (input: string | URL | Request, init?: RequestInit) => {
      await Promise.resolve();
      clock += 1500;
      return api.send(input, init);
    };
    await cache.fetch(slow, 'http://api/api/v1/pages/d');
    clock += 499;
    await cache.fetch(slow, 'http://api/api/v1/pages/d');
    expect(api.send).toHaveBeenCalledTimes(5);
    clock += 1;
    await cache.fetch(slow, 'http://api/api/v1/pages/d');
    expect(api.send).toHaveBeenCalledTimes(6);
  });
});
