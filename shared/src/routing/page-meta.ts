import { useContext, useEffect } from 'react';
import { PageHeadContext } from '../platform/server-render';
import type { PageMeta } from '../platform/page-head';

/**
 * Route metadata (SPEC.md section 2: every page has a title and description in its language; rules and unsubscribe
 * have their own). A route names them by translation keys: `handle: { titleKey, descriptionKey }`, looked up in the
 * owning remote's namespace (its name) unless `ns` says otherwise; the host sets the document's title and description
 * from the deepest route that has them. A page whose title comes from its data (an article, a game) names it with
 * `usePageTitle(title, description)`.
 */
export interface RouteHandle {
  titleKey?: string;
  descriptionKey?: string;
  /** The i18n namespace of the keys; by default the owning remote's (`games`, `account`, `content`, `promotions`). */
  ns?: string;
}

interface DataTitle {
  pathname: string;
  title: string;
  description?: string;
}

let dataTitle: DataTitle | null = null;
const listeners = new Set<() => void>();

/** The title a page gave from its data for the path it is on, if any (the host prefers it to the route's keys). */
export function pageTitleFromData(pathname: string): DataTitle | null {
  return dataTitle?.pathname === pathname ? dataTitle : null;
}

export function onPageTitleFromData(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the page from its data (an article's title, a game's name) once that data is there. */
export function usePageTitle(title: string | undefined, description?: string): void {
  // A server render has no effects: it reads the title while the page renders, for the HTML's head.
  const serverHead = useContext(PageHeadContext);
  if (serverHead && title) serverHead.report({ dataTitle: title, ...(description ? { dataDescription: description } : {}) });
  useEffect(() => {
    if (!title) return;
    dataTitle = { pathname: window.location.pathname, title, ...(description ? { description } : {}) };
    for (const listener of listeners) listener();
  }, [title, description]);
}

/**
 * Says the page's address names nothing (the API answered 404 for the article, game or tournament it shows): a server
 * render then answers 404, not a page that search engines would index as content. `NotFoundState` and the
 * `notFoundText` of `QueryView` call it; a page with its own not-found screen calls it there. Nothing in the browser.
 */
export function usePageNotFound(): void {
  useContext(PageHeadContext)?.report({ notFound: true });
}

/**
 * Names what the page shows for link previews and search engines (issue 34, docs/server-render.md "Share cards and
 * structured data"): its picture, the listing it belongs to, and what it is (a game, an article, a news item). Read
 * by the server render only: a share card or a crawler reads the server's HTML, never what a script changed later.
 */
export function usePageMeta(meta: PageMeta | undefined): void {
  const serverHead = useContext(PageHeadContext);
  if (serverHead && meta) serverHead.report({ meta });
}
