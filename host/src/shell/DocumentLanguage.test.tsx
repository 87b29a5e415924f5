import { render } from '@testing-library/react';
import { DocumentLanguage } from './DocumentLanguage';

/** The canonical and alternate links the browser keeps follow the same rule as the edge's (host/server/seo.ts). */
describe('DocumentLanguage', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="canonical" href="http://server.example/en/blog">';
  });

  const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const alternate = (language: string) => document.head.querySelector(`link[hreflang="${language}"]`)?.getAttribute('href');

  it('keeps a page number in the canonical and alternate links, and drops what the route does not declare', () => {
    render(<DocumentLanguage locale="en" pathname="/en/blog" search="?cb=123&page=2&utm_source=x" />);
    expect(canonical()).toBe(`${window.location.origin}/en/blog?page=2`);
    expect(alternate('de')).toBe(`${window.location.origin}/de/blog?page=2`);
  });

  it('drops a filter, which shows the same page another way', () => {
    render(<DocumentLanguage locale="en" pathname="/en/games" search="?provider=netent&cb=1" />);
    expect(canonical()).toBe(`${window.location.origin}/en/games`);
    expect(alternate('x-default')).toBe(`${window.location.origin}/`);
  });
});
