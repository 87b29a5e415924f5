import { defineEndpoint, ENDPOINTS } from '@casino/contract';
import { ApiClient } from './client';

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

describe('calling an endpoint definition', () => {
  it('sends the method, path and query the definition carries', async () => {
    const { client, urls } = recordingClient();
    const sections = await client.call(ENDPOINTS['game.sections'], { query: { tab: 'home', lang: 'de', limit: 3 } });
    expect(sections).toEqual([]);
    await client.call(ENDPOINTS['content.page'], { params: { slug: 'aboutus' }, query: { lang: 'en' } });
    await client.call(ENDPOINTS['settings.get']);
    await client.call(ENDPOINTS['payments.currencies']);
    expect(urls).toEqual([
      { url: '/api/v1/game/sections?tab=home&lang=de&limit=3', method: 'GET' },
      { url: '/api/v1/pages/aboutus?lang=en', method: 'GET' },
      { url: '/api/v1/settings', method: 'GET' },
      { url: '/payment/currencies', method: 'GET' },
    ]);
  });

  it('calls an endpoint the transport has never heard of: the definition comes from the caller', async () => {
    const { client, urls } = recordingClient();
    const offer = defineEndpoint<string[], { params: { id: string } }>({ name: 'promotions.offer', method: 'POST', path: '/offers/:id/claim' });
    const answer: string[] = await client.call(offer, { params: { id: 'a b' } });
    expect(answer).toEqual([]);
    expect(urls).toEqual([{ url: '/api/v1/offers/a%20b/claim', method: 'POST' }]);
  });

  it('types inputs from the schemas (checked by tsc), and refuses a name instead of a definition', async () => {
    const { client } = recordingClient();
    // @ts-expect-error a display page needs its slug
    await expect(client.call(ENDPOINTS['content.page'], { query: { lang: 'en' } })).rejects.toThrow('missing path parameter');
    // @ts-expect-error a name is not a definition: the transport knows no endpoint map
    await expect(client.call('settings.get')).rejects.toThrow('endpoint definition');
    // @ts-expect-error an SVG image is not read through the client
    void client.call(ENDPOINTS['game.thumbnail'], { params: { file: '1.svg' } });
  });
});
