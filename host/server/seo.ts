import { LOCALES, type Locale } from '@casino/contract/schemas';
import { blogArticlePath, gamePagePath, helpArticlePath, helpIndexPath, newsArticlePath } from '@casino/contract/routing/paths';
import { pathInLocale, ROUTE_TABLE, type RouteEntry } from '@casino/contract/routing/route-table';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Marks the alternate links the browser's DocumentLanguage replaces when the page changes (host/src/shell). */
export const ALTERNATE_MARK = 'data-casino-alternate';

/**
 * A server-rendered page's canonical and alternate-language links, as DocumentLanguage writes them in the browser
 * (SPEC.md section 2: every page exists in ten languages at /{lang}/...; x-default is the language-free home):
 * search engines index each language once and know the others.
 */
export function languageLinks(publicUrl: string, pathname: string, canonicalQuery = ''): string[] {
  const links = [`<link rel="canonical" href="${escapeXml(`${publicUrl}${pathname}${canonicalQuery}`)}">`];
  for (const language of LOCALES) {
    links.push(`<link rel="alternate" hreflang="${language}" href="${escapeXml(`${publicUrl}${pathInLocale(pathname, language)}${canonicalQuery}`)}" ${ALTERNATE_MARK}>`);
  }
  links.push(`<link rel="alternate" hreflang="x-default" href="${escapeXml(`${publicUrl}/`)}" ${ALTERNATE_MARK}>`);
  return links;
}

/** robots.txt: everything public may be crawled; player pages, release control and the API may not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /_release',
    ...LOCALES.map((language) => `Disallow: /${language}/player/`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap index: one sitemap per language. */
export function sitemapIndexXml(publicUrl: string): string {
  const entries = LOCALES.map((language) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemap-${language}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
}

/** The public pages of the route table that have no parameter (home, lobby, blog, news, help, tournaments, ...). */
export function staticPublicPaths(table: readonly RouteEntry[] = ROUTE_TABLE): string[] {
  return table.filter((entry) => entry.access === 'public' && !entry.clientOnly && !entry.pattern.includes(':') && !entry.pattern.includes('*'))
    .map((entry) => (entry.pattern ? `/${entry.pattern}` : ''));
}

/** What the catalogue and the content hold in one language, as site paths (from the platform API). */
export type CataloguePaths = (language: string) => Promise<string[]>;

/** One language's sitemap: its static pages, then every game, article, news item and help article the API lists. */
export async function sitemapXml(publicUrl: string, language: string, catalogue: CataloguePaths, table?: readonly RouteEntry[]): Promise<string> {
  let dynamic: string[] = [];
  try {
    dynamic = await catalogue(language);
  } catch {
    /* the API is down: the static pages still make a sitemap */
  }
  const paths = [...new Set([...staticPublicPaths(table).map((path) => `/${language}${path}`), ...dynamic])];
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

interface Listed {
  id?: string | number;
  slug?: string;
  provider?: { slug: string };
}

/** The catalogue from the platform API: games, blog articles, news and help articles, by the app's own path builders. */
export function apiCatalogue(apiUrl: string): CataloguePaths {
  const items = async (path: string): Promise<Listed[]> => {
    const response = await fetch(`${apiUrl}/api/v1${path}`, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return [];
    const data = ((await response.json()) as { data?: { items?: Listed[]; categories?: { articles?: Listed[] }[] } }).data;
    return data?.items ?? data?.categories?.flatMap((category) => category.articles ?? []) ?? [];
  };
  return async (language) => {
    const lang = language as Locale;
    const [games, blog, news, help] = await Promise.all([
      items(`/game/search?lang=${lang}&limit=10000`),
      items(`/blog/articles?lang=${lang}&limit=1000`),
      items(`/news?lang=${lang}&limit=1000`),
      items(`/help?lang=${lang}`),
    ]);
    return [
      ...games.filter((game) => game.slug && game.provider).map((game) => gamePagePath(lang, game as { slug: string; provider: { slug: string } })),
      ...blog.filter((item) => item.slug).map((item) => blogArticlePath(lang, item.slug!)),
      ...news.filter((item) => item.slug).map((item) => newsArticlePath(lang, item.slug!)),
      helpIndexPath(lang),
      ...help.filter((item) => item.slug).map((item) => helpArticlePath(lang, item.slug!)),
    ];
  };
}
