import { screen } from '@testing-library/react';
import type { DisplayPage } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute } from '../../app/test-support';

const aboutUs = (lang: DisplayPage['lang'], body: string, fallback = false): DisplayPage => ({
  slug: 'aboutus',
  lang,
  title: lang === 'ru' ? 'О нас' : 'About us',
  summary: '',
  updatedAt: '2026-11-01T00:00:00Z',
  body,
  bodyFormat: 'html',
  bodyLang: fallback ? 'en' : lang,
  bodyIsFallback: fallback,
});

describe('a display page', () => {
  it('shows /{lang}/display/aboutus from GET /pages/aboutus?lang=', async () => {
    const fetchMock = mockApi({
      '/api/v1/pages/aboutus': (url) => ({
        body: {
          status: 'ok',
          data: aboutUs(url.searchParams.get('lang') as 'ru', '<h2>Licence</h2><p>We are licensed.</p>'),
        },
      }),
    });
    await renderRemoteRoute('/ru/display/aboutus');
    expect(await screen.findByRole('heading', { level: 1, name: 'О нас' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Licence' })).toBeTruthy();
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost').searchParams.get('lang')).toBe(
      'ru',
    );
  });

  it('sanitises the body and puts the language in front of relative links', async () => {
    mockApi({
      '/api/v1/pages/aboutus': {
        body: {
          status: 'ok',
          data: aboutUs(
            'en',
            '<p onclick="alert(1)">Read <a href="/display/terms">the terms</a></p><script>alert(2)</script><img src=x onerror="alert(3)">',
          ),
        },
      },
    });
    await renderRemoteRoute('/en/display/aboutus');
    const link = await screen.findByRole('link', { name: 'the terms' });
    expect(link.getAttribute('href')).toBe('/en/display/terms');
    const article = screen.getByTestId('display-page');
    expect(article.innerHTML).not.toMatch(/script|onclick|onerror|<img/);
  });

  it('says when the text is shown in English because the language has none', async () => {
    mockApi({
      '/api/v1/pages/aboutus': { body: { status: 'ok', data: aboutUs('en', '<p>English body</p>', true) } },
    });
    await renderRemoteRoute('/en/display/aboutus');
    expect(await screen.findByText(en.display.fallbackNote)).toBeTruthy();
  });

  it('shows a not-found message for an unknown page', async () => {
    mockApi({
      '/api/v1/pages/nope': {
        status: 404,
        body: { status: 'error', errors: [{ field: 'slug', message: 'unknown page' }] },
      },
    });
    await renderRemoteRoute('/en/display/nope');
    expect(await screen.findByText(en.display.notFoundTitle)).toBeTruthy();
  });
});
