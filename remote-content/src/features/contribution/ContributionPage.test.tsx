import { fireEvent, screen, within } from '@testing-library/react';
import type { ContributionGame } from '@casino/contract/schemas';
import { gameCard } from '@casino/shared/testing';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute } from '../../app/test-support';

const entry = (id: number, name: string, provider: string, contributionPercent: number): ContributionGame => ({
  game: gameCard(id, { name, slug: name.toLowerCase().replace(/\W+/g, '-'), provider: { slug: provider.toLowerCase(), name: provider }, thumbnail: '' }),
  contributionPercent,
});
const PAGES = [
  [entry(1, 'Book of Ra', 'Novomatic', 100), entry(2, 'Lightning Roulette', 'Evolution', 10)],
  [entry(3, 'Blackjack Classic', 'Evolution', 5)],
];

describe('the contribution page', () => {
  it('lists the games with their share and finds one on a page not loaded yet', async () => {
    const fetchMock = mockApi({
      '/api/v1/contribution-games': (url) => {
        const page = Number(url.searchParams.get('page'));
        return { body: { status: 'ok', data: { items: PAGES[page - 1], page, perPage: 2, total: 3 } } };
      },
    });
    await renderRemoteRoute('/en/contribution');
    const table = await screen.findByTestId('contribution-games');
    const row = (await within(table).findByRole('link', { name: 'Book of Ra' })).closest('tr')!;
    expect(row.textContent).toContain('100%');
    expect(within(table).getByText('10%')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText(en.contribution.search), { target: { value: 'black' } });
    expect(await within(table).findByRole('link', { name: 'Blackjack Classic' })).toBeTruthy();
    expect(within(table).queryByRole('link', { name: 'Book of Ra' })).toBeNull();
    expect(within(table).getByText('5%')).toBeTruthy();
    expect(new URL(String(fetchMock.mock.calls[1]?.[0]), 'http://localhost').searchParams.get('page')).toBe('2');
  });

  it('says when nothing matches', async () => {
    mockApi({ '/api/v1/contribution-games': { body: { status: 'ok', data: { items: PAGES[0], page: 1, perPage: 2, total: 2 } } } });
    await renderRemoteRoute('/en/contribution');
    await screen.findByRole('link', { name: 'Book of Ra' });
    fireEvent.change(screen.getByLabelText(en.contribution.search), { target: { value: 'zzz' } });
    expect(await screen.findByText(en.contribution.empty)).toBeTruthy();
  });
});
