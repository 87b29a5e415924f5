import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';

/** The site menu and the footer's icons (GET /menu, /footer-icons): in the page's query cache, shared by every layout. */
export const menuQuery = (lang: Locale) => endpointQuery(ENDPOINTS['content.menu'], { query: { lang } }, { staleTime: Infinity });
export const footerIconsQuery = (lang: Locale) => endpointQuery(ENDPOINTS['content.footerIcons'], { query: { lang } }, { staleTime: Infinity });
