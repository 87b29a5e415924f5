import { ApiClient } from './client';
import { ENDPOINTS, endpointPath } from './endpoints';

function recordingClient() {
  const urls: { url: string; method: string }[] = [];
  const client = new ApiClient({
    fetch: (async (url: string, init: RequestInit) => {
      urls.push({ url, method: init.method ?? 'GET' });
      return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify({ status: 'ok', data: [] }) };
    }) as unknown as typeof fetch,
  });
  return { client, urls };
}

describe('the endpoint map', () => {
  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(endpointPath('/pages/:slug', { slug: 'about us' })).toBe('/pages/about%20us');
    expect(() => endpointPath('/pages/:slug', {})).toThrow('missing path parameter "slug"');
  });

  it('names every path once with its method', () => {
    const routes = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('calls an endpoint by name with its method, path and query', async () => {
    const { client, urls } = recordingClient();
    const sections = await client.call('game.sections', { query: { tab: 'home', lang: 'de', limit: 3 } });
    expect(sections).toEqual([]);
    await client.call('content.page', { params: { slug: 'aboutus' }, query: { lang: 'en' } });
    await client.call('settings.get');
    expect(urls).toEqual([
      { url: '/api/v1/game/sections?tab=home&lang=de&limit=3', method: 'GET' },
      { url: '/api/v1/pages/aboutus?lang=en', method: 'GET' },
      { url: '/api/v1/settings', method: 'GET' },
    ]);
  });

  it('types inputs from the schemas (checked by tsc), and refuses what the map does not have', async () => {
    const { client } = recordingClient();
    // @ts-expect-error a display page needs its slug
    await expect(client.call('content.page', { query: { lang: 'en' } })).rejects.toThrow('missing path parameter');
    // @ts-expect-error no such endpoint
    await expect(client.call('game.nope')).rejects.toThrow();
    // @ts-expect-error an SVG image is not read through the client
    void client.call('game.thumbnail', { params: { file: '1.svg' } });
  });
});
