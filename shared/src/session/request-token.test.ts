/**
 * @jest-environment node
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ApiClient, ApiRequestError } from '../api/client';
import { hasAuthTokenCookie, readAuthToken, scopeAuthTokenToRequest } from './token-storage';

/**
 * Issue 36.1: on the server (the edge's render worker) one process renders many players' pages at once. Each render's
 * reads of the token see that render's own token, and a 401 never starts the client's one shared refresh (which would
 * hand one player's new token to another player's retry).
 */
describe('the token of the request being rendered on the server', () => {
  const scope = new AsyncLocalStorage<{ token?: string }>();
  beforeAll(() => scopeAuthTokenToRequest(() => scope.getStore()?.token));

  it('is read only inside its own render, interleaved with others', async () => {
    expect(readAuthToken()).toBeNull();
    expect(hasAuthTokenCookie()).toBe(false);
    const seen = await Promise.all(
      ['alice', 'bob', undefined, 'carol'].map((token, index) =>
        scope.run(token ? { token } : {}, async () => {
          await new Promise((resolve) => setTimeout(resolve, 10 - index * 3));
          return [readAuthToken(), hasAuthTokenCookie()];
        }),
      ),
    );
    expect(seen).toEqual([['alice', true], ['bob', true], [null, false], ['carol', true]]);
  });

  it('goes with each render\'s API calls, and a refused one is an error, not a refresh', async () => {
    const sent: { url: string; authorization: string | null }[] = [];
    const client = new ApiClient({
      baseUrl: 'http://api.test/api/v1',
      fetch: async (url, init) => {
        const authorization = new Headers(init?.headers).get('authorization');
        sent.push({ url: String(url), authorization });
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        return authorization === 'Bearer alice'
          ? new Response(JSON.stringify({ status: 'ok', data: { name: 'Alice' } }), { status: 200 })
          : new Response(JSON.stringify({ status: 'error', errors: [{ field: '', code: 'unauthorized', message: 'expired' }] }), { status: 401 });
      },
    });
    const lost = jest.fn();
    client.configure({ onSessionLost: lost });
    const [alice, bob] = await Promise.allSettled([
      scope.run({ token: 'alice' }, () => client.call({ name: 'player.displayData', method: 'GET', path: '/player/display-data' } as never)),
      scope.run({ token: 'bob' }, () => client.call({ name: 'player.displayData', method: 'GET', path: '/player/display-data' } as never)),
    ]);
    expect(alice).toEqual({ status: 'fulfilled', value: { name: 'Alice' } });
    expect(bob.status).toBe('rejected');
    expect((bob as PromiseRejectedResult).reason).toBeInstanceOf(ApiRequestError);
    expect(sent.some((request) => request.url.includes('/token/refresh'))).toBe(false);
    expect(lost).not.toHaveBeenCalled();
    expect(sent.filter((request) => request.authorization === 'Bearer bob')).toHaveLength(1);
  });
});
