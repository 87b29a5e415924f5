/**
 * @jest-environment node
 */
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RenderingOnServerContext } from '../platform/server-render';
import { useServerQuery } from './query';

function Rows({ fetchRows }: { fetchRows: () => Promise<string[]> }) {
  const query = { queryKey: ['rows'], queryFn: fetchRows };
  useServerQuery(query);
  return <p>ready</p>;
}

/** Rendered as the edge renders a page (host/src/server/render-page.tsx): the whole document, once everything is in. */
async function renderRows(onServer: boolean, fetchRows: () => Promise<string[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={client}>
      <RenderingOnServerContext.Provider value={onServer}>
        <Suspense fallback={<p>waiting</p>}>
          <Rows fetchRows={fetchRows} />
        </Suspense>
      </RenderingOnServerContext.Provider>
    </QueryClientProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, client };
}

describe('useServerQuery', () => {
  it('on the server, waits for the data once, so the page renders with it and sends it along', async () => {
    const fetchRows = jest.fn(async () => ['Popular']);
    const { html, client } = await renderRows(true, fetchRows);
    expect(html).toContain('ready');
    expect(html).not.toContain('waiting');
    expect(fetchRows).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['rows'])).toEqual(['Popular']);
  });

  it('on the server, a failed fetch renders on (the browser asks again); in the browser it does nothing', async () => {
    const { html, client } = await renderRows(true, async () => Promise.reject(new Error('API down')));
    expect(html).toContain('ready');
    expect(client.getQueryState(['rows'])?.status).toBe('error');

    const fetchRows = jest.fn(async () => ['Popular']);
    await renderRows(false, fetchRows);
    expect(fetchRows).not.toHaveBeenCalled();
  });
});
