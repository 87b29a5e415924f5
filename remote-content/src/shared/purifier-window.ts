import type DOMPurify from 'dompurify';

/**
 * The window DOMPurify works in. In the browser, the page's; the server build takes purifier-window.server.ts
 * instead (a `.server.ts` twin replaces its module there, docs/server-render.md).
 */
/** What DOMPurify needs of a window. */
export type PurifierWindow = Parameters<typeof DOMPurify>[0];

export function purifierWindow(): PurifierWindow {
  return window as unknown as PurifierWindow;
}
