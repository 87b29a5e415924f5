import { useEffect } from 'react';
import { LOCALES, type Locale } from '@casino/contract';
import { pathInLocale } from '../routing/route-table';

const ALTERNATE_MARK = 'data-casino-alternate';

/**
 * <html lang> and the alternate-language links follow the route (issue 4, language router): every page names its
 * ten language versions, and x-default points at the language-free home. The server render writes the same links
 * (host/server/seo.ts) with the same mark, so these replace them.
 */
export function DocumentLanguage({ locale, pathname }: { locale: Locale; pathname: string }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    const origin = window.location.origin;
    for (const old of document.head.querySelectorAll(`link[${ALTERNATE_MARK}]`)) old.remove();
    const links = [
      ...LOCALES.map((code) => [code, `${origin}${pathInLocale(pathname, code)}`] as const),
      ['x-default', `${origin}/`] as const,
    ];
    // A server-rendered page came with a canonical link: it follows the page too.
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', `${origin}${pathname}`);
    for (const [hreflang, href] of links) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = href;
      link.setAttribute(ALTERNATE_MARK, '');
      document.head.appendChild(link);
    }
  }, [pathname]);

  return null;
}
