import { useEffect } from 'react';
import { LOCALES, type Locale } from '@casino/contract';
import { declaredQuery, matchRoute, pathInLocale } from '../routing/served-routes';

const ALTERNATE_MARK = 'data-casino-alternate';

/**
 * <html lang> and the alternate-language links follow the route (issue 4, language router): every page names its
 * ten language versions, and x-default points at the language-free home. The server render writes the same links
 * (host/server/seo.ts) with the same mark, so these replace them.
 */
export function DocumentLanguage({ locale, pathname, search = '' }: { locale: Locale; pathname: string; search?: string }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // As the edge writes them: only the query parameters that name another page (a list's page number) are kept.
  const match = matchRoute(pathname);
  const query = declaredQuery(match.kind === 'page' ? match.entry : undefined, search, ['canonical']);
  useEffect(() => {
    const origin = window.location.origin;
    for (const old of document.head.querySelectorAll(`link[${ALTERNATE_MARK}]`)) old.remove();
    const links = [
      ...LOCALES.map((code) => [code, `${origin}${pathInLocale(pathname, code)}${query}`] as const),
      ['x-default', `${origin}/`] as const,
    ];
    // A server-rendered page came with a canonical link: it follows the page too.
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', `${origin}${pathname}${query}`);
    for (const [hreflang, href] of links) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = href;
      link.setAttribute(ALTERNATE_MARK, '');
      document.head.appendChild(link);
    }
  }, [pathname, query]);

  return null;
}
