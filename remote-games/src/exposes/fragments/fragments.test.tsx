import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient, i18n, I18nProvider, initI18n } from '@casino/shared';
import { TestSessionProvider } from '@casino/shared/testing';
import { gameCard, mockApi, ok, testSession } from '../../app/test-support';
import { Fragment as Jackpots } from './jackpots';
import { Fragment as HomeGames } from './home-games';

const pools = { currency: 'EUR', at: '2026-01-01T00:00:00Z', total: '11234.56', recentWins: [], pools: [
  { level: 'grand', name: 'Grand', amount: '10234.5', seedAmount: '10000.00', growthPerSecond: '0.01', lastWin: { level: 'grand', nickname: 'lucky', amount: '12000.00', wonAt: '2026-01-01T00:00:00Z' } },
] };

async function place(node: React.ReactNode, lang = 'en') {
  await initI18n(lang as 'en');
  await i18n.changeLanguage(lang);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <TestSessionProvider session={testSession()}>
          <MemoryRouter initialEntries={[`/${lang}`]}>
            <Routes>
              <Route path=":lang" element={node} />
            </Routes>
          </MemoryRouter>
        </TestSessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the games fragments', () => {
  it('games/jackpots shows each pool formatted in the page language', async () => {
    mockApi({ '/api/v1/jackpots/pool': ok(pools) });
    await place(<Jackpots />, 'de');
    expect(await screen.findByText('10.234,50 €')).toBeTruthy();
    expect(screen.getByText(/lucky/)).toBeTruthy();
  });

  it('games/home-games shows the home tab rows, as many as asked', async () => {
    const section = (slug: string, title: string) => ({ slug, title, search: {}, total: 1, games: [gameCard(slug.length, `${title} game`)] });
    mockApi({ '/api/v1/game/tab-home': ok({ tabs: [], sections: [section('a', 'First'), section('bb', 'Second')] }) });
    await place(<HomeGames rows={1} />);
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Second' })).toBeNull();
  });
});
