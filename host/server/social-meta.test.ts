import path from 'node:path';
import { withShareText } from '../../shared/federation/route-manifest.cjs';
import { parseRouteManifest, type RouteManifest } from '@casino/contract/routing/route-manifest';
import { routeManifest as accountManifest } from '../../remote-account/src/route-manifest';
import { routeManifest as contentManifest } from '../../remote-content/src/route-manifest';
import { handedOutCardSource } from './share-card';
import { absoluteUrl, browserPageSocialTags, socialHead, socialTags, structuredData, type SocialMetaInput } from './social-meta';

const SITE = 'https://casino.test';
const CARD_SECRET = 'the-edge-secret-of-this-test-0123456789';
const CARD = `${SITE}/share-card.png?src=%2Fapi%2Fv1%2Fgame%2Fthumbnail%2Fbook-of-gold.svg&sig=`;

const gamePage = (overrides: Partial<SocialMetaInput> = {}): SocialMetaInput => ({
  publicUrl: SITE,
  cardSecret: CARD_SECRET,
  pathname: '/de/games/northforge/book-of-gold',
  title: 'Book of Gold',
  description: 'Book of Gold von Northforge',
  head: {
    lang: 'de',
    brand: 'Casino',
    organization: { name: 'Casino', email: 'help@operator.example', telephone: '+44 20 7946 0958' },
    meta: {
      image: '/api/v1/game/thumbnail/book-of-gold.svg',
      parent: { name: 'Spiele', path: '/de/games' },
      entity: { type: 'VideoGame', name: 'Book of Gold', publisher: 'Northforge', genre: 'Slots' },
    },
  },
  ...overrides,
});

/** The content of each `<meta property|name=... content=...>`, decoded as a browser would. */
function metaTags(tags: string[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const tag of tags) {
    const match = /^<meta (?:property|name)="([^"]+)" content="([^"]*)">$/.exec(tag);
    if (!match) continue;
    const content = match[2]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    (found[match[1]!] ??= []).push(content);
  }
  return found;
}

/** The JSON-LD blocks of a head, parsed as a search engine would: the text between the tags, JSON. */
const jsonLd = (head: string[]) =>
  head
    .filter((part) => part.startsWith('<script type="application/ld+json">'))
    .map((part) => JSON.parse(part.slice('<script type="application/ld+json">'.length, -'</script>'.length)) as Record<string, unknown>);

describe('share cards', () => {
  it('gives a game page its title, description, canonical address, language, nine alternates and its own artwork', () => {
    const tags = metaTags(socialTags(gamePage()));
    expect(tags['og:title']).toEqual(['Book of Gold']);
    expect(tags['og:description']).toEqual(['Book of Gold von Northforge']);
    expect(tags['og:url']).toEqual([`${SITE}/de/games/northforge/book-of-gold`]);
    expect(tags['og:site_name']).toEqual(['Casino']);
    expect(tags['og:type']).toEqual(['website']);
    expect(tags['og:locale']).toEqual(['de_DE']);
    expect(tags['og:locale:alternate']).toHaveLength(9);
    expect(tags['og:locale:alternate']).not.toContain('de_DE');
    // Most networks show no SVG: the artwork is shown through its 1200x630 PNG card (share-card.ts).
    // Signed by the edge: the only cards it draws are the ones it handed out (share-card.ts).
    expect(tags['og:image']).toHaveLength(1);
    expect(tags['og:image']![0]!.startsWith(CARD)).toBe(true);
    const card = new URL(tags['og:image']![0]!);
    expect(handedOutCardSource(card.searchParams.get('src'), card.searchParams.get('sig'), CARD_SECRET)).toBe('/api/v1/game/thumbnail/book-of-gold.svg');
    expect(tags['og:image:type']).toEqual(['image/png']);
    expect(tags['og:image:width']).toEqual(['1200']);
    expect(tags['og:image:height']).toEqual(['630']);
    expect(tags['twitter:card']).toEqual(['summary_large_image']);
    expect(tags['twitter:image']).toEqual(tags['og:image']);
    expect(tags['twitter:title']).toEqual(['Book of Gold']);
  });

  it("falls back to the site's picture, and keeps a list page's page number in its address", () => {
    const tags = metaTags(socialTags({ publicUrl: SITE, pathname: '/en/blog', canonicalQuery: '?page=2', title: 'Blog', description: 'News', head: { lang: 'en', brand: 'Casino' } }));
    expect(tags['og:image']).toEqual([`${SITE}/share-card.png`]);
    expect(tags['og:image:width']).toEqual(['1200']);
    expect(tags['og:url']).toEqual([`${SITE}/en/blog?page=2`]);
    const configured = metaTags(socialTags({ ...gamePage(), head: { lang: 'en' }, siteImage: 'https://cdn.operator.example/card.png' }));
    expect(configured['og:image']).toEqual(['https://cdn.operator.example/card.png']);
    // The operator's picture's size is not known here: no width or height is claimed for it.
    expect(configured['og:image:width']).toBeUndefined();
  });

  it('marks an article as such, with its publication time', () => {
    const tags = metaTags(
      socialTags({
        publicUrl: SITE,
        pathname: '/en/blog/free-spins',
        title: 'Free spins',
        description: 'How they work',
        head: { lang: 'en', meta: { entity: { type: 'Article', headline: 'Free spins', datePublished: '2026-11-01T10:00:00.000Z' } } },
      }),
    );
    expect(tags['og:type']).toEqual(['article']);
    expect(tags['article:published_time']).toEqual(['2026-11-01T10:00:00.000Z']);
  });

  it('never points a card at another scheme or a protocol-relative host', () => {
    expect(absoluteUrl(SITE, '//evil.example/x.png')).toBeUndefined();
    expect(absoluteUrl(SITE, '/\\evil.example/x.png')).toBeUndefined();
    expect(absoluteUrl(SITE, 'javascript:alert(1)')).toBeUndefined();
    expect(absoluteUrl(SITE, 'data:image/svg+xml,<svg/>')).toBeUndefined();
    expect(absoluteUrl(SITE, '/api/v1/x.svg')).toBe(`${SITE}/api/v1/x.svg`);
    const tags = metaTags(socialTags(gamePage({ head: { lang: 'en', meta: { image: 'javascript:alert(1)' } } })));
    expect(tags['og:image']).toEqual([`${SITE}/share-card.png`]);
  });
});

describe('share cards of the pages only the browser renders', () => {
  /** The content and account remotes' manifests as their builds write them (with the share text) and the edge reads them. */
  const built = (remote: string, manifest: RouteManifest) =>
    parseRouteManifest(JSON.parse(JSON.stringify(withShareText(manifest, path.join(__dirname, '..', '..', remote)))))!.routes;

  it("gives the contribution page its card in the page's language, from its remote's translations", () => {
    const contribution = built('remote-content', contentManifest).find((route) => route.id === 'contribution')!;
    expect(contribution.clientOnly).toBe(true);
    expect(Object.keys(contribution.shareText ?? {}).sort()).toEqual(['ca', 'de', 'en', 'es', 'fr', 'kk', 'pl', 'pt', 'ru', 'tr']);
    const tags = metaTags(browserPageSocialTags(contribution, { publicUrl: SITE, pathname: '/de/contribution', lang: 'de' }));
    expect(tags['og:title']).toEqual([contribution.shareText!.de!.title]);
    expect(tags['og:description']).toEqual([contribution.shareText!.de!.description]);
    expect(tags['og:url']).toEqual([`${SITE}/de/contribution`]);
    expect(tags['og:locale']).toEqual(['de_DE']);
    expect(tags['og:image']).toEqual([`${SITE}/share-card.png`]);
    expect(tags['twitter:card']).toEqual(['summary_large_image']);
  });

  it('gives none to the sign-in callbacks and the e-mail links, which carry a code nobody should share', () => {
    const account = built('remote-account', accountManifest);
    for (const id of ['auth-external', 'social-auth', 'social-check-mailru', 'reset-password', 'confirm-email', 'unsubscribe']) {
      const entry = account.find((route) => route.id === id)!;
      expect([id, entry.shareText, browserPageSocialTags(entry, { publicUrl: SITE, pathname: `/en/${entry.pattern}`, lang: 'en' })]).toEqual([id, undefined, []]);
    }
    // A server-rendered page says its own while it renders: the build writes no share text for it.
    expect(built('remote-content', contentManifest).filter((route) => route.shareText).map((route) => route.id)).toEqual(['contribution']);
  });
});

describe('structured data', () => {
  it('describes the organization from configuration, the breadcrumb and the game', () => {
    const blocks = structuredData(gamePage());
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'BreadcrumbList', 'VideoGame']);
    expect(blocks[0]).toMatchObject({
      name: 'Casino',
      url: `${SITE}/`,
      contactPoint: { '@type': 'ContactPoint', email: 'help@operator.example', telephone: '+44 20 7946 0958' },
    });
    expect(blocks[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Casino', item: `${SITE}/de` },
        { position: 2, name: 'Spiele', item: `${SITE}/de/games` },
        { position: 3, name: 'Book of Gold', item: `${SITE}/de/games/northforge/book-of-gold` },
      ],
    });
    expect(blocks[2]).toMatchObject({
      '@type': 'VideoGame',
      name: 'Book of Gold',
      inLanguage: 'de',
      genre: 'Slots',
      publisher: { '@type': 'Organization', name: 'Northforge' },
      image: expect.stringMatching(/^https:\/\/casino\.test\/share-card\.png\?src=%2Fapi%2Fv1%2Fgame%2Fthumbnail%2Fbook-of-gold\.svg&sig=[\w-]+\.[\w-]+$/),
      description: 'Book of Gold von Northforge',
    });
  });

  it('describes a news item as a NewsArticle, and gives the home page no breadcrumb', () => {
    const news = structuredData({
      publicUrl: SITE,
      pathname: '/fr/news/show/launch',
      title: 'Lancement',
      description: 'Résumé',
      head: { lang: 'fr', brand: 'Casino', meta: { entity: { type: 'NewsArticle', headline: 'Lancement', datePublished: '2026-10-01' } } },
    });
    expect(news.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'NewsArticle']);
    expect(news[1]).toMatchObject({ headline: 'Lancement', inLanguage: 'fr', datePublished: '2026-10-01', mainEntityOfPage: `${SITE}/fr/news/show/launch` });
    const home = structuredData({ publicUrl: SITE, pathname: '/fr', title: 'Casino', description: '', head: { lang: 'fr', organization: { name: 'Casino' } } });
    expect(home.map((block) => block['@type'])).toEqual(['Organization']);
  });

  it('keeps a "</script>" in a title or a body inside its block (the attack: breaking out of the JSON-LD)', () => {
    const hostile = '</script><script>alert(document.cookie)</script><!--';
    const head = socialHead({
      publicUrl: SITE,
      pathname: '/en/blog/x',
      title: hostile,
      description: `"><img src=x onerror=alert(1)> ${hostile}`,
      head: {
        lang: 'en',
        brand: hostile,
        organization: { name: hostile },
        meta: { parent: { name: hostile, path: '/en/blog' }, entity: { type: 'Article', headline: hostile, author: hostile } },
      },
    });
    const html = head.join('');
    // One closing tag per JSON-LD block, and no script tag or comment anywhere else.
    const blocks = head.filter((part) => part.startsWith('<script'));
    expect(html.match(/<\/script/gi)).toHaveLength(blocks.length);
    expect(html.match(/<script/gi)).toHaveLength(blocks.length);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('<img');
    // What a reader parses is the text as written.
    const parsed = jsonLd(head);
    expect(parsed.find((block) => block['@type'] === 'Article')).toMatchObject({ headline: hostile, author: { name: hostile } });
    expect(metaTags(head)['og:title']).toEqual([hostile]);
    expect(metaTags(head)['og:description']).toEqual([`"><img src=x onerror=alert(1)> ${hostile}`]);
  });
});
