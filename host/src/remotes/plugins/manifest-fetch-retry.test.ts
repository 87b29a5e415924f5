import { manifestFetchRetryPlugin } from './manifest-fetch-retry';

const response = (status: number, body = '{}') => {
  const answer = { status, ok: status >= 200 && status < 300, json: async () => JSON.parse(body) };
  return { ...answer, clone: () => answer } as unknown as Response;
};

describe('manifest fetch retry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function run(fetchImpl: jest.Mock) {
    const plugin = manifestFetchRetryPlugin(fetchImpl);
    const pending = (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)('http://cdn/m.json', {});
    pending.catch(() => {});
    await jest.runAllTimersAsync();
    return pending;
  }

  it('retries a network failure and a 503, then answers', async () => {
    const fetchImpl = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(response(503)).mockResolvedValueOnce(response(200));
    await expect(run(fetchImpl)).resolves.toMatchObject({ status: 200 });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('retries a manifest cut off on the way (200, not JSON)', async () => {
    const fetchImpl = jest.fn().mockResolvedValueOnce(response(200, '{"id":')).mockResolvedValueOnce(response(200));
    await expect(run(fetchImpl)).resolves.toMatchObject({ status: 200 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('waits 250 then 750 ms between attempts', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(response(503));
    const plugin = manifestFetchRetryPlugin(fetchImpl);
    const pending = (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)('http://cdn/m.json', {});
    pending.catch(() => {});
    await jest.advanceTimersByTimeAsync(249);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(750);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    await expect(pending).rejects.toThrow('HTTP 503');
  });

  it('does not retry a 404', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(response(404));
    await expect(run(fetchImpl)).resolves.toMatchObject({ status: 404 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up after three attempts', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(run(fetchImpl)).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
