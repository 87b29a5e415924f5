import { LOCALES } from '@casino/contract/schemas';
import type { RouteEntry } from '@casino/contract/routing/route-match';
import type { PageEntity, PageHead } from '@casino/shared/platform/page-head';
import { jsonForHtml } from './html';
import { cardSource, SHARE_CARD_HEIGHT, SHARE_CARD_TYPE, SHARE_CARD_WIDTH, shareCardPath } from './share-card';

/**
 * Share cards and structured data of a server-rendered page (issue 34; docs/server-render.md, "Share cards and
 * structured data"): Open Graph and Twitter card tags, and JSON-LD (`Organization`, `BreadcrumbList`, and the page's
 * own `VideoGame`, `Article` or `NewsArticle`), from what the page said while it rendered (`usePageMeta`,
 * `usePageTitle`) and the site's configuration. Every text comes from the API or the translations: attributes are
 * escaped, and each JSON-LD block goes through `jsonForHtml`, so a `</script>` in a title stays text.
 */

/** The picture of a page that has none of its own: the site's PNG card (share-card.ts; EDGE_SHARE_IMAGE overrides it). */
export const SITE_SHARE_IMAGE = shareCardPath();

/** The organization's logo in the JSON-LD (square, as search engines want it). */
export const SITE_LOGO = '/icon-maskable.svg';

/** Open Graph names a locale language_TERRITORY: the market each language of the site is written for. */
export const OG_LOCALES: Record<(typeof LOCALES)[number], string> = {
  en: 'en_GB',
  ca: 'ca_ES',
  es: 'es_ES',
  fr: 'fr_FR',
  kk: 'kk_KZ',
  pl: 'pl_PL',
  pt: 'pt_PT',
  ru: 'ru_RU',
  tr: 'tr_TR',
  de: 'de_DE',
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const meta = (attribute: 'property' | 'name', key: string, content: string | undefined) =>
  content ? `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">` : '';

/**
 * A site path or an http(s) URL as an absolute URL on the site; anything else (a protocol-relative `//host`, a
 * `javascript:` or `data:` address) is refused, so a value from the API can never point a card somewhere unexpected.
 */
export function absoluteUrl(publicUrl: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^\/(?![/\\])/.test(value)) return `${publicUrl}${value}`;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export interface SocialMetaInput {
  head: PageHead & { lang: string };
  /** The address players use (EDGE_PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  pathname: string;
  /** The query the canonical address keeps (a list's page number), with its "?", or "". */
  canonicalQuery?: string;
  /** The page's title without the brand. */
  title: string;
  description: string;
  siteImage?: string;
  /** The key of the share cards' signatures (the edge's secret): without it, a page's API picture gets no card of its own. */
  cardSecret?: string;
}

/** The page's language in the form its `lang` attribute has it, as one of the site's languages (else the first). */
function siteLanguage(lang: string): (typeof LOCALES)[number] {
  const code = lang.slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(code) ? (code as (typeof LOCALES)[number]) : LOCALES[0];
}

/** The share picture of a page, absolute, and whether it is one of the edge's 1200x630 PNG cards (share-card.ts). */
export function shareImage(input: Pick<SocialMetaInput, 'head' | 'publicUrl' | 'siteImage' | 'cardSecret'>): { url: string; card: boolean } | undefined {
  const { head, publicUrl, cardSecret } = input;
  // An SVG of the API (a game's artwork, an article's cover) is shown through its PNG card, signed by the edge (only
  // cards it handed out are drawn): most networks show no SVG.
  const source = cardSource(head.meta?.image, publicUrl);
  if (source && cardSecret) return { url: `${publicUrl}${shareCardPath({ source, secret: cardSecret })}`, card: true };
  const own = source ? undefined : absoluteUrl(publicUrl, head.meta?.image);
  if (own) return { url: own, card: false };
  const site = absoluteUrl(publicUrl, input.siteImage ?? SITE_SHARE_IMAGE);
  return site ? { url: site, card: input.siteImage === undefined || input.siteImage === SITE_SHARE_IMAGE } : undefined;
}

/** The Open Graph and Twitter card tags. */
export function socialTags(input: SocialMetaInput): string[] {
  const { head, publicUrl, pathname, title, description } = input;
  const language = siteLanguage(head.lang);
  const url = `${publicUrl}${pathname}${input.canonicalQuery ?? ''}`;
  const picture = shareImage(input);
  const image = picture?.url;
  const entity = head.meta?.entity;
  const isArticle = entity?.type === 'Article' || entity?.type === 'NewsArticle';
  return [
    meta('property', 'og:type', isArticle ? 'article' : 'website'),
    meta('property', 'og:site_name', head.brand),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...LOCALES.filter((other) => other !== language).map((other) => meta('property', 'og:locale:alternate', OG_LOCALES[other])),
    meta('property', 'og:image', image),
    ...(picture?.card
      ? [meta('property', 'og:image:type', SHARE_CARD_TYPE), meta('property', 'og:image:width', String(SHARE_CARD_WIDTH)), meta('property', 'og:image:height', String(SHARE_CARD_HEIGHT))]
      : []),
    meta('property', 'og:image:alt', title),
    ...(isArticle && entity.datePublished ? [meta('property', 'article:published_time', entity.datePublished)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', title),
  ].filter(Boolean);
}

/**
 * The share card of a page the edge answers without rendering it (docs/server-render.md): a public page rendered only
 * in the browser (`clientOnly`, the contribution page), from the title and description its remote's build wrote into
 * the route manifest in each language (`RouteEntry.shareText`). The browser-rendered account pages get none: the
 * social sign-in callbacks and the e-mail links (password reset, e-mail confirmation, unsubscribe) carry a one-time
 * code or a player's address in their path or query, are nobody's to share, and a card would only invite sharing
 * them. A signed-in player's browser-rendered page has none either, as on the server-rendered pages.
 */
export function browserPageSocialTags(
  entry: Pick<RouteEntry, 'access' | 'clientOnly' | 'shareText'>,
  input: { publicUrl: string; pathname: string; lang: string; siteImage?: string },
): string[] {
  if (entry.access !== 'public' || !entry.clientOnly) return [];
  const language = siteLanguage(input.lang);
  const text = entry.shareText?.[language];
  if (!text) return [];
  return socialTags({
    head: { lang: language },
    publicUrl: input.publicUrl,
    pathname: input.pathname,
    title: text.title,
    description: text.description ?? '',
    ...(input.siteImage ? { siteImage: input.siteImage } : {}),
  });
}

type JsonLd = Record<string, unknown>;

/** The JSON-LD objects of the page: the organization, its breadcrumb (not on home), and what the page is. */
export function structuredData(input: SocialMetaInput): JsonLd[] {
  const { head, publicUrl, pathname, title, description } = input;
  const language = siteLanguage(head.lang);
  const home = `${publicUrl}/${language}`;
  const url = `${publicUrl}${pathname}${input.canonicalQuery ?? ''}`;
  const image = shareImage(input)?.url;
  const logo = absoluteUrl(publicUrl, SITE_LOGO);
  const organizationId = `${publicUrl}/#organization`;
  const blocks: JsonLd[] = [];

  const org = head.organization;
  if (org?.name) {
    const contact = org.email || org.telephone;
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: org.name,
      url: `${publicUrl}/`,
      ...(logo ? { logo } : {}),
      ...(contact
        ? {
            contactPoint: {
              '@type': 'ContactPoint',
              contactType: 'customer support',
              ...(org.email ? { email: org.email } : {}),
              ...(org.telephone ? { telephone: org.telephone } : {}),
              availableLanguage: [...LOCALES],
            },
          }
        : {}),
      ...(org.sameAs?.length ? { sameAs: org.sameAs.filter((link) => absoluteUrl(publicUrl, link)) } : {}),
    });
  }

  const isHome = pathname === '/' || pathname.replace(/\/$/, '') === `/${language}`;
  if (!isHome) {
    const items: { name: string; item: string }[] = [{ name: head.brand ?? org?.name ?? publicUrl, item: home }];
    const parent = head.meta?.parent;
    const parentUrl = parent && absoluteUrl(publicUrl, parent.path);
    if (parent?.name && parentUrl && parentUrl !== url) items.push({ name: parent.name, item: parentUrl });
    items.push({ name: title, item: url });
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: items.map((entry, index) => ({ '@type': 'ListItem', position: index + 1, name: entry.name, item: entry.item })),
    });
  }

  const entity = head.meta?.entity;
  if (entity) blocks.push(entityData(entity, { url, image, language, description, organizationId, orgName: org?.name ?? head.brand }));
  return blocks;
}

function entityData(
  entity: PageEntity,
  page: { url: string; image: string | undefined; language: string; description: string; organizationId: string; orgName: string | undefined },
): JsonLd {
  const common = {
    '@context': 'https://schema.org',
    url: page.url,
    inLanguage: page.language,
    ...(page.image ? { image: page.image } : {}),
  };
  if (entity.type === 'VideoGame') {
    return {
      ...common,
      '@type': 'VideoGame',
      name: entity.name,
      description: entity.description ?? page.description,
      gamePlatform: 'Web browser',
      applicationCategory: 'Game',
      ...(entity.genre ? { genre: entity.genre } : {}),
      ...(entity.publisher ? { publisher: { '@type': 'Organization', name: entity.publisher } } : {}),
    };
  }
  return {
    ...common,
    '@type': entity.type,
    headline: entity.headline,
    description: entity.description ?? page.description,
    mainEntityOfPage: page.url,
    ...(entity.datePublished ? { datePublished: entity.datePublished } : {}),
    ...(entity.author ? { author: { '@type': 'Person', name: entity.author } } : {}),
    ...(page.orgName ? { publisher: { '@type': 'Organization', '@id': page.organizationId, name: page.orgName } } : {}),
  };
}

/** The page's share card tags and JSON-LD blocks, ready for the head. */
export function socialHead(input: SocialMetaInput): string[] {
  return [
    ...socialTags(input),
    ...structuredData(input).map((block) => `<script type="application/ld+json">${jsonForHtml(block)}</script>`),
  ];
}
