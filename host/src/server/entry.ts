import { jsonForHtml } from './json-for-html';
import type { RenderRequest, WorkerRenderResult } from './render-contract';

/**
 * The host's server build (host/dist/server/main.js, CommonJS): a render worker requires it and calls renderPage per
 * page (host/server/render-workers/worker.cjs). The import below is the async boundary: shared singletons (react,
 * @casino/shared, ...) are negotiated first, as in the browser's index.ts.
 *
 * A page's state leaves as the data block's text (`stateJson`), written here, once, with the same escaping as every
 * other block of the page (json-for-html.ts): the worker sends it as one string and the edge puts it in the page.
 */
export async function renderPage(request: RenderRequest): Promise<WorkerRenderResult> {
  const result = await (await import('./render-page')).renderPage(request);
  if (result.kind !== 'page') return result;
  const { state, ...page } = result;
  return { ...page, stateJson: jsonForHtml(state) };
}

export async function loadedRemoteVersions(): Promise<string[]> {
  return (await import('./render-page')).loadedRemoteVersions();
}

export type { RenderRequest, RenderResult, WorkerRenderResult } from './render-contract';
