import { languageLinks, robotsTxt, sitemapIndexXml, sitemapXml, staticPublicPaths } from './seo';
import { SPEC_TABLE } from './test-support/spec-routes';

describe('search engine files', () => {
  it('links a page to itself and its nine other languages, the home at / being the default', () => {
    const links = languageLinks('https://casino.test', '/en/blog/free-spins');
    expect(links[0]).toBe('<link rel="canonical" href="https://casino.test/en/blog/free-spins">');
    expect(links).toContain('<link rel="alternate" hreflang="kk" href="https://casino.test/kk/blog/free-spins" data-casino-alternate>');
    expect(links.filter((link) => link.includes('hreflang'))).toHaveLength(11);
    expect(links.at(-1)).toBe('<link rel="alternate" hreflang="x-default" href="https://casino.test/" data-casino-alternate>');
    expect(languageLinks('https://casino.test', '/')).toContain('<link rel="alternate" hreflang="de" href="https://casino.test/de" data-casino-alternate>');
  });

  it('closes player pages, the API and release control to robots, and names the sitemap', () => {
    const robots = robotsTxt('https://casino.test');
    expect(robots).toContain('Disallow: /ru/player/');
    expect(robots).toContain('Disallow: /_release');
    expect(robots).toContain('Sitemap: https://casino.test/sitemap.xml');
    expect(sitemapIndexXml('https://casino.test')).toContain('<loc>https://casino.test/sitemap-tr.xml</loc>');
  });

  it('lists the static public pages and the catalogue, and still answers when the API does not', async () => {
    expect(staticPublicPaths(SPEC_TABLE)).toEqual(expect.arrayContaining(['', '/games', '/blog']));
    expect(staticPublicPaths(SPEC_TABLE).some((path) => path.includes('player'))).toBe(false);
    const xml = await sitemapXml('https://casino.test', 'es', async () => ['/es/blog/a&b'], SPEC_TABLE);
    expect(xml).toContain('<loc>https://casino.test/es/games</loc>');
    expect(xml).toContain('<loc>https://casino.test/es/blog/a&amp;b</loc>');
    const withoutApi = await sitemapXml('https://casino.test', 'es', () => Promise.reject(new Error('down')), SPEC_TABLE);
    expect(withoutApi).toContain('<loc>https://casino.test/es</loc>');
  });
});
