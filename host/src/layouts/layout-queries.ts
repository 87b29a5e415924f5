import { endpointQuery, type Locale } from '@casino/shared';

/** The site menu and the footer's icons (GET /menu, /footer-icons): in the page's query cache, shared by every layout. */
export const menuQuery = (lang: Locale) => endpointQuery('content.menu', { query: { lang } }, { staleTime: Infinity });
export const footerIconsQuery = (lang: Locale) => endpointQuery('content.footerIcons', { query: { lang } }, { staleTime: Infinity });
