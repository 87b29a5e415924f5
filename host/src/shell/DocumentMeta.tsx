import { useContext, useEffect, useReducer } from 'react';
import {
  i18n,
  onPageTitleFromData,
  PageHeadContext,
  pageTitleFromData,
  type RouteHandle,
  useLocation,
  useMatches,
  useNamespaceChanges,
  useTranslation,
} from '@casino/shared';
import { pageOwner } from '../routing/served-routes';

/** `<title>` reads "Page · Brand"; the home page is the brand and its tagline. */
export const TITLE_SEPARATOR = ' · ';

function setDescription(text: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = text;
}

/**
 * The document's title and description follow the page (SPEC.md section 2, route metadata): a title the page gave
 * from its data (`usePageTitle`), else the deepest route's `handle` keys in the remote's namespace, else the
 * site's own. Set after render, so the title is always in the page's language.
 */
export function DocumentMeta() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const matches = useMatches();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => onPageTitleFromData(refresh), []);

  const handle = [...matches].reverse().map((match) => match.handle as RouteHandle | undefined).find((h) => h?.titleKey);
  // The page's remote: by the host's table, or by its section for a page a newer remote version added.
  const ns = handle?.ns ?? pageOwner(pathname)?.remote ?? 'host';
  // The page's keys are in its remote's namespace, whose strings can arrive after this renders (a page just joined):
  // render again when they do, without waiting for them (a reader follows only the namespaces it asks for).
  useNamespaceChanges(ns);
  const fromData = pageTitleFromData(pathname);
  const brand = t('brand');
  const title = fromData?.title ?? (handle?.titleKey ? i18n.t(handle.titleKey, { ns }) : undefined);
  const description =
    fromData?.description ?? (handle?.descriptionKey ? i18n.t(handle.descriptionKey, { ns }) : undefined) ?? t('meta.description');

  const documentTitle = title && title !== brand ? `${title}${TITLE_SEPARATOR}${brand}` : `${brand}${TITLE_SEPARATOR}${t('meta.tagline')}`;
  // A server render writes the head into the HTML (host/src/server); its page's own title comes later, in usePageTitle.
  const serverHead = useContext(PageHeadContext);
  serverHead?.report({ routeTitle: documentTitle, ...(title && title !== brand ? { pageTitle: title } : {}), description, brand });

  useEffect(() => {
    document.title = documentTitle;
    setDescription(description);
  }, [documentTitle, description]);
  return null;
}
