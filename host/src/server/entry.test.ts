/**
 * @jest-environment node
 */
import { jsonForHtml } from './json-for-html';
import type { RenderRequest, RenderResult } from './render-contract';

const rendered: { result: RenderResult } = { result: { kind: 'browser', reason: 'unset' } };
jest.mock('./render-page', () => ({ renderPage: async () => rendered.result, loadedRemoteVersions: async () => [] }));

import { renderPage } from './entry';

const request = {} as RenderRequest;
const page = (state: unknown) => ({ kind: 'page', html: '<p>x</p>', hoisted: '', head: { lang: 'en' }, remotes: [], leftToBrowser: [], state }) as unknown as RenderResult;

describe("the host's server build", () => {
  it("writes a page's state as the data block's text, safe inside a <script>: an API's text cannot close the block", async () => {
    const hostile = { title: '</script><script>alert(1)</script> & <!-- \u2028\u2029 é', nested: [{ body: '<img src=x onerror=alert(1)>' }] };
    rendered.result = page(hostile);
    const result = await renderPage(request);
    expect(result.kind === 'page' && 'state' in result).toBe(false);
    const text = result.kind === 'page' ? result.stateJson : '';
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toBe(jsonForHtml(hostile));
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it("keeps an error's own fields in the block, as the browser's cache reads them back", async () => {
    class ApiRequestError extends Error {
      status = 404;
      path = '/blog/x';
      constructor() {
        super('not found');
        this.name = 'ApiRequestError';
      }
    }
    rendered.result = page({ queries: [{ state: { status: 'error', error: new ApiRequestError(), at: new Date(0) } }] });
    const result = await renderPage(request);
    const state = JSON.parse(result.kind === 'page' ? result.stateJson : 'null') as { queries: { state: unknown }[] };
    expect(state.queries[0]!.state).toEqual({ status: 'error', error: { status: 404, path: '/blog/x', name: 'ApiRequestError' }, at: '1970-01-01T00:00:00.000Z' });
  });

  it('passes what is not a page as it is', async () => {
    rendered.result = { kind: 'redirect', status: 302, location: '/en/login' };
    expect(await renderPage(request)).toEqual({ kind: 'redirect', status: 302, location: '/en/login' });
  });
});
