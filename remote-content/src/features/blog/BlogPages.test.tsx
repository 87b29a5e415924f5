import { screen, waitFor, within } from '@testing-library/react';
import { pageTitleFromData } from '@casino/shared';
import type { BlogArticle, BlogArticleSummary, BlogAuthor, BlogTag } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute } from '../../app/test-support';

const author: BlogAuthor = { id: 1, slug: 'anna', name: 'Anna Reel', role: 'Editor', bio: 'Writes about slots.', avatar: '', articleCount: 2 };
const tag: BlogTag = { id: 3, slug: 'strategy', name: 'strategy', articleCount: 2 };
const summary = (id: number, title: string): BlogArticleSummary => ({
  id,
  slug: `article-${id}`,
  lang: 'en',
  title,
  summary: `${title} in short`,
  image: `/api/v1/content/images/blog-${id}.svg`,
  publishedAt: '2026-10-01T10:00:00Z',
  readingMinutes: 6,
  author: { id: author.id, slug: author.slug, name: author.name },
  tags: [{ id: tag.id, slug: tag.slug, name: tag.name }],
});
const article: BlogArticle = {
  ...summary(1, 'How wagering works'),
  body: '<h2>Basics</h2><p>Read <a href="/help/wagering">the help</a>.</p>',
  bodyFormat: 'html',
  bodyLang: 'en',
  bodyIsFallback: false,
};
const paged = <T,>(items: T[], page = 1, total = items.length) => ({ items, page, perPage: 12, total });

describe('the blog', () => {
  it('lists articles with their author, date, reading time and tags, a page at a time', async () => {
    const fetchMock = mockApi({
      '/api/v1/blog/articles': (url) => ({
        body: { status: 'ok', data: paged([summary(13, `Page ${url.searchParams.get('page')}`)], 2, 30) },
      }),
    });
    await renderRemoteRoute('/en/blog?page=2');
    const card = (await screen.findAllByTestId('blog-card'))[0]!;
    expect(within(card).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/en/blog/article-13');
    expect(within(card).getByRole('link', { name: 'Anna Reel' }).getAttribute('href')).toBe('/en/blog/author/anna');
    expect(within(card).getByRole('link', { name: '#strategy' }).getAttribute('href')).toBe('/en/blog/tag/strategy');
    expect(within(card).getByText('6 min read')).toBeTruthy();
    expect(within(card).getByText('Oct 1, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: /3/ }).getAttribute('href')).toBe('?page=3');
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost').searchParams.get('lang')).toBe('en');
  });

  it('shows an article with its body, author, tags and related articles without itself', async () => {
    mockApi({
      '/api/v1/blog/articles/article-1': { body: { status: 'ok', data: article } },
      '/api/v1/blog/tags/strategy/articles': {
        body: { status: 'ok', data: { tag, articles: paged([summary(1, 'How wagering works'), summary(2, 'Bankroll basics')]) } },
      },
    });
    await renderRemoteRoute('/en/blog/article-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'How wagering works' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Basics' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the help' }).getAttribute('href')).toBe('/en/help/wagering');
    expect(within(screen.getByTestId('blog-article')).getByText(en.blog.readingTime.replace('{{minutes}}', '6'))).toBeTruthy();
    const related = await screen.findByRole('region', { name: en.blog.related });
    expect(screen.getByTestId('article-aside').contains(related)).toBe(true); // the side column (issue 34)
    expect(within(related).getAllByTestId('blog-card')).toHaveLength(1);
    expect(within(related).getByRole('link', { name: 'Bankroll basics' })).toBeTruthy();
    await waitFor(() =>
      expect(pageTitleFromData(window.location.pathname)).toMatchObject({
        title: 'How wagering works',
        description: 'How wagering works in short',
      }),
    );
  });

  it('lists an author’s articles under their name', async () => {
    mockApi({
      '/api/v1/blog/authors/anna/articles': { body: { status: 'ok', data: { author, articles: paged([summary(2, 'Bankroll basics')]) } } },
    });
    await renderRemoteRoute('/en/blog/author/anna');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles by Anna Reel' })).toBeTruthy();
    expect(screen.getByText(/Writes about slots/)).toBeTruthy();
    await waitFor(() =>
      expect(pageTitleFromData(window.location.pathname)).toMatchObject({ title: 'Articles by Anna Reel', description: 'Writes about slots.' }),
    );
  });

  it('lists a tag’s articles', async () => {
    mockApi({
      '/api/v1/blog/tags/strategy/articles': { body: { status: 'ok', data: { tag, articles: paged([summary(2, 'Bankroll basics')]) } } },
    });
    await renderRemoteRoute('/en/blog/tag/strategy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles tagged #strategy' })).toBeTruthy();
    await waitFor(() => expect(pageTitleFromData(window.location.pathname)).toMatchObject({ title: 'Articles tagged #strategy' }));
  });

  it('says an unknown article is not found', async () => {
    mockApi({ '/api/v1/blog/articles/nope': { status: 404, body: { status: 'error', errors: [{ field: 'id', message: 'unknown', code: 'not_found' }] } } });
    await renderRemoteRoute('/en/blog/nope');
    expect(await screen.findByText(en.blog.notFoundTitle)).toBeTruthy();
  });
});
