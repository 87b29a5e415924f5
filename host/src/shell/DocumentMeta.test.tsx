import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { i18n, I18nProvider, initI18n, registerNamespace, usePageTitle } from '@casino/shared';
import { DocumentMeta } from './DocumentMeta';

function Article() {
  usePageTitle('How to win big', 'An article');
  return <p>article</p>;
}

async function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <DocumentMeta />
            <Outlet />
          </>
        ),
        children: [
          { path: ':lang/tournaments/list', handle: { titleKey: 'pages.tournaments', descriptionKey: 'meta.list' }, element: <p>list</p> },
          { path: ':lang/blog/:id', handle: { titleKey: 'pages.blog' }, element: <Article /> },
          { path: ':lang/late/page', handle: { titleKey: 'pages.late', ns: 'late' }, element: <p>late</p> },
          { path: '*', element: <p>other</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
  });
}

describe('the document title and description (route metadata, SPEC.md section 2)', () => {
  beforeAll(async () => {
    registerNamespace('host', async (lang) => (await import(`../locales/${lang}.json`)) as { default: object });
    await initI18n('en');
    i18n.addResourceBundle('en', 'promotions', { pages: { tournaments: 'Tournaments' }, meta: { list: 'Weekly slot tournaments' } });
  });

  it("names the page by its route's keys in the owning remote's namespace", async () => {
    await renderAt('/en/tournaments/list');
    expect(document.title).toBe('Tournaments · Casino');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Weekly slot tournaments');
  });

  it("follows the page's strings that arrive after the page (a remote that just joined)", async () => {
    await renderAt('/en/late/page');
    expect(document.title).toBe('pages.late · Casino');
    await act(async () => i18n.addResourceBundle('en', 'late', { pages: { late: 'Late arrivals' } }));
    expect(document.title).toBe('Late arrivals · Casino');
  });

  it('prefers the title the page gave from its data', async () => {
    window.history.pushState({}, '', '/en/blog/7');
    await renderAt('/en/blog/7');
    expect(document.title).toBe('How to win big · Casino');
  });

  it("falls back to the site's name and tagline", async () => {
    await renderAt('/en/unknown/page/here');
    expect(document.title).toMatch(/^Casino · /);
  });
});
