import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@casino/shared';
import { dehydratePage, hydratePage } from './page-queries';

async function settle(client: QueryClient, key: string, answer: () => Promise<unknown>) {
  await client.prefetchQuery({ queryKey: [key], queryFn: answer, retry: false });
}

describe('the queries a server-rendered page carries', () => {
  it('are its answers and a not-found answer; the browser gets the same ApiRequestError back and does not ask again on mount', async () => {
    const server = new QueryClient();
    await settle(server, 'menu', async () => ['Games']);
    await settle(server, 'article', async () => {
      throw new ApiRequestError(404, [{ field: 'slug', code: 'not_found', message: 'no such article' }], '/blog/articles/nope');
    });
    await settle(server, 'related', async () => {
      throw new ApiRequestError(503, [], '/blog/related');
    });
    // Through the page's JSON data block, as the edge sends it.
    const state = JSON.parse(JSON.stringify(dehydratePage(server)));
    expect(state.queries.map((query: { queryKey: string[] }) => query.queryKey[0]).sort()).toEqual(['article', 'menu']);

    const browser = new QueryClient();
    hydratePage(browser, state);
    expect(browser.getQueryData(['menu'])).toEqual(['Games']);
    const error = browser.getQueryState(['article'])?.error;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'slug: no such article' });
    expect(browser.getQueryDefaults(['article']).retryOnMount).toBe(false);
    expect(browser.getQueryDefaults(['menu']).retryOnMount).toBeUndefined();
  });
});
