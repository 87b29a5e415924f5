import { screen, waitFor, within } from '@testing-library/react';
import { pageTitleFromData } from '@casino/shared';
import type { NewsArticle, NewsSummary } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute } from '../../app/test-support';

const summary = (id: number, title: string): NewsSummary => ({
  id,
  slug: `news-${id}`,
  lang: 'en',
  title,
  summary: `${title} in short`,
  image: `/api/v1/content/images/news-${id}.svg`,
  publishedAt: '2026-11-02T09:00:00Z',
});

describe('the news', () => {
  it('lists the news with dates and links to each item, a page at a time', async () => {
    mockApi({
      '/api/v1/news': { body: { status: 'ok', data: { items: [summary(1, 'New live tables')], page: 1, perPage: 12, total: 14 } } },
    });
    await renderRemoteRoute('/en/news/list');
    const card = await screen.findByTestId('news-card');
    expect(within(card).getByRole('link', { name: 'New live tables' }).getAttribute('href')).toBe('/en/news/show/news-1');
    expect(within(card).getByText('Nov 2, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: /2/ }).getAttribute('href')).toBe('?page=2');
  });

  it('shows beside a news item the newest other news, without itself (issue 34)', async () => {
    const item: NewsArticle = { ...summary(2, 'Autumn tournaments'), body: '<p>Cups.</p>', bodyFormat: 'html', bodyLang: 'en', bodyIsFallback: false };
    const list = [1, 2, 3, 4, 5].map((id) => summary(id, `News ${id}`));
    mockApi({
      '/api/v1/news/news-2': { body: { status: 'ok', data: item } },
      '/api/v1/news': { body: { status: 'ok', data: { items: list, page: 1, perPage: 12, total: 5 } } },
    });
    await renderRemoteRoute('/en/news/show/news-2');
    const more = await screen.findByRole('region', { name: en.news.more });
    expect(screen.getByTestId('article-aside').contains(more)).toBe(true);
    expect(within(more).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/en/news/show/news-1',
      '/en/news/show/news-3',
      '/en/news/show/news-4',
    ]);
  });

  it('shows one news item with its body and the way back to the list', async () => {
    const item: NewsArticle = { ...summary(1, 'New live tables'), body: '<p>Ten new tables.</p>', bodyFormat: 'html', bodyLang: 'en', bodyIsFallback: false };
    mockApi({ '/api/v1/news/news-1': { body: { status: 'ok', data: item } } });
    await renderRemoteRoute('/en/news/show/news-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'New live tables' })).toBeTruthy();
    expect(screen.getByText('Ten new tables.')).toBeTruthy();
    expect(screen.getByRole('link', { name: en.news.all }).getAttribute('href')).toBe('/en/news/list');
    await waitFor(() =>
      expect(pageTitleFromData(window.location.pathname)).toMatchObject({ title: 'New live tables', description: 'New live tables in short' }),
    );
  });

  it('says an unknown news item is not found', async () => {
    mockApi({ '/api/v1/news/nope': { status: 404, body: { status: 'error', errors: [{ field: 'id', message: 'unknown', code: 'not_found' }] } } });
    await renderRemoteRoute('/en/news/show/nope');
    expect(await screen.findByText(en.news.notFoundTitle)).toBeTruthy();
  });
});
