import { QueryObserver } from '@tanstack/react-query';
import { apiClient } from '../api/client';
import { createQueryClient } from './query';
import { playerIn, playerQuery } from './player-query';

/** The API: display-data answers the current balance; every call is counted. */
function fakeApi() {
  let balance = '10.00';
  const calls: string[] = [];
  apiClient.configure({
    fetch: (async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      const body = url.endsWith('/player/display-data')
        ? { status: 'ok', data: { id: 1, login: 'anna', balance } }
        : { status: 'ok', data: { handled: true } };
      return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) } as unknown as Response;
    }) as unknown as typeof fetch,
  });
  return { calls, setBalance: (value: string) => (balance = value) };
}

const displayDataCalls = (calls: string[]) => calls.filter((c) => c.endsWith('/player/display-data')).length;

describe('the player query', () => {
  it('a successful mutation refetches the shown player before its own onSuccess runs: no hand-written refresh', async () => {
    const api = fakeApi();
    const client = createQueryClient();
    const observer = new QueryObserver(client, playerQuery()); // the header reading the player
    const stop = observer.subscribe(() => undefined);
    await client.fetchQuery(playerQuery());
    expect(playerIn(client).balance).toBe('10.00');

    api.setBalance('60.00');
    let seenInOnSuccess = '';
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'deposited', onSuccess: () => void (seenInOnSuccess = playerIn(client).balance) })
      .execute(undefined);
    expect(seenInOnSuccess).toBe('60.00');
    expect(playerIn(client).balance).toBe('60.00');
    stop();
  });

  it('a failed mutation, or one marked keepsPlayer, leaves the player alone', async () => {
    const api = fakeApi();
    const client = createQueryClient();
    const stop = new QueryObserver(client, playerQuery()).subscribe(() => undefined);
    await client.fetchQuery(playerQuery());
    const before = displayDataCalls(api.calls);
    await expect(
      client.getMutationCache().build(client, { mutationFn: async () => Promise.reject(new Error('refused')) }).execute(undefined),
    ).rejects.toThrow('refused');
    await client.getMutationCache().build(client, { mutationFn: async () => 1, meta: { keepsPlayer: true } }).execute(undefined);
    expect(displayDataCalls(api.calls)).toBe(before);
    stop();
  });

  it("a guest's mutation asks for no player (nothing reads it)", async () => {
    const api = fakeApi();
    const client = createQueryClient();
    await client.getMutationCache().build(client, { mutationFn: async () => 1 }).execute(undefined);
    expect(displayDataCalls(api.calls)).toBe(0);
  });
});
