import { screen, waitFor, within } from '@testing-library/react';
import { pageTitleFromData } from '@casino/shared';
import type { HelpArticle } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute } from '../../app/test-support';

const topic = (id: number, slug: string, title: string) => ({ id, slug, lang: 'en' as const, category: 'payments', title, summary: '' });
const topics = { categories: [{ id: 'payments', title: 'Payments', articles: [topic(1, 'deposits', 'Deposits'), topic(2, 'withdrawals', 'Withdrawals')] }] };
const withdrawals: HelpArticle = {
  ...topic(2, 'withdrawals', 'Withdrawals'),
  categoryTitle: 'Payments',
  summary: 'How long a withdrawal takes.',
  body: '<p>Withdrawals take a day.</p>',
  bodyFormat: 'html',
  bodyLang: 'en',
  bodyIsFallback: false,
};

describe('a help article', () => {
  it('shows the article with the list of topics beside it, the current one marked', async () => {
    mockApi({
      '/api/v1/help': { body: { status: 'ok', data: topics } },
      '/api/v1/help/withdrawals': { body: { status: 'ok', data: withdrawals } },
    });
    await renderRemoteRoute('/en/help/withdrawals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawals' })).toBeTruthy();
    expect(screen.getByText('Withdrawals take a day.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: en.help.topics });
    expect((await within(nav).findByRole('link', { name: 'Deposits' })).getAttribute('href')).toBe('/en/help/deposits');
    expect(within(nav).getByRole('link', { name: 'Withdrawals' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() =>
      expect(pageTitleFromData(window.location.pathname)).toMatchObject({ title: 'Withdrawals', description: 'How long a withdrawal takes.' }),
    );
  });

  it('keeps the topics when the article is unknown', async () => {
    mockApi({
      '/api/v1/help': { body: { status: 'ok', data: topics } },
      '/api/v1/help/nope': { status: 404, body: { status: 'error', errors: [{ field: 'id', message: 'unknown', code: 'not_found' }] } },
    });
    await renderRemoteRoute('/en/help/nope');
    expect(await screen.findByText(en.help.notFoundTitle)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Deposits' })).toBeTruthy();
  });
});
