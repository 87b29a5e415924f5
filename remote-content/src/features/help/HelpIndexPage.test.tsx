import { screen, within } from '@testing-library/react';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute } from '../../app/test-support';

const topic = (id: number, slug: string, category: string, title: string, summary: string) => ({ id, slug, lang: 'en' as const, category, title, summary });
const topics = {
  categories: [
    { id: 'account', title: 'Account', articles: [topic(1, 'how-to-register', 'account', 'How to register', 'Open an account in a minute.')] },
    { id: 'payments', title: 'Payments', articles: [topic(2, 'deposits', 'payments', 'Deposits', 'Ways to pay in.'), topic(3, 'withdrawals', 'payments', 'Withdrawals', '')] },
  ],
};

describe('the help index', () => {
  it('lists every topic under its category heading, each a link to its article with its summary', async () => {
    mockApi({ '/api/v1/help': { body: { status: 'ok', data: topics } } });
    await renderRemoteRoute('/en/help');
    expect(await screen.findByRole('heading', { level: 1, name: en.meta.help.title })).toBeTruthy();
    const payments = screen.getByRole('region', { name: 'Payments' });
    const links = within(payments).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/en/help/deposits', '/en/help/withdrawals']);
    expect(within(payments).getByText('Ways to pay in.')).toBeTruthy();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByRole('link', { name: /How to register/ }).getAttribute('href')).toBe('/en/help/how-to-register');
  });
});
