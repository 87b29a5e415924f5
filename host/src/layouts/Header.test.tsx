import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { apiClient, initI18n, registerNamespace } from '@casino/shared';
import { testSession as session, TestSessionProvider, type TestSession } from '@casino/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@casino/shared';
import { Header } from './Header';

beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('host', (lang) => import(`../locales/${lang}.json`));
  apiClient.configure({
    fetch: (async () => {
      const body = {
        status: 'ok',
        data: { main: [{ id: 'news', label: 'News', path: '/news/list', icon: 'news' }], footer: [] },
      };
      return {
        ok: true,
        status: 200,
        statusText: '',
        text: async () => JSON.stringify(body),
      } as unknown as Response;
    }) as unknown as typeof fetch,
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const renderHeader = (value: TestSession, path = '/en/news/list?page=2') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TestSessionProvider session={value}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <Header locale="en" />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </TestSessionProvider>
    </QueryClientProvider>,
  );

describe('Header', () => {
  it('offers sign-in and registration to a guest, and the menu from /menu in the page language', async () => {
    renderHeader(session());
    expect(screen.getByTestId('header-sign-in').getAttribute('href')).toBe('/en/login');
    expect(screen.getByTestId('header-registration').getAttribute('href')).toBe('/en/registration');
    expect((await screen.findByRole('link', { name: 'News' })).getAttribute('href')).toBe('/en/news/list');
    expect(screen.queryByTestId('header-balance')).toBeNull();
  });

  it('shows a signed-in player the balance and a menu whose sign-out signs out', async () => {
    const value = session({ isAuth: true, balance: '12.50', currency: 'EUR', login: 'anna' });
    renderHeader(value);
    await screen.findByRole('link', { name: 'News' });
    expect(screen.getByTestId('header-balance').textContent).toContain('€12.50');
    expect(screen.queryByTestId('header-sign-in')).toBeNull();
    fireEvent.click(screen.getByTestId('player-menu-toggle'));
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/en/player/profile');
    expect(screen.getByRole('menuitem', { name: 'History' }).getAttribute('href')).toBe('/en/player/history');
    fireEvent.click(screen.getByTestId('sign-out'));
    expect(value.actions.signOut).toHaveBeenCalledTimes(1);
  });

  it("links the player menu to every player page, with the player's counters as badges", async () => {
    renderHeader(
      session({ isAuth: true, login: 'anna', activeBonusCampaignsCount: 2, feedbackAdvertsCount: 3, hasDocumentsToConfirm: true }),
    );
    await screen.findByRole('link', { name: 'News' });
    expect(screen.getByTestId('player-menu-attention')).toBeTruthy();
    fireEvent.click(screen.getByTestId('player-menu-toggle'));
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual([
      '/en/player/balance',
      '/en/player/bonus-campaigns',
      '/en/player/history',
      '/en/player/profile',
      '/en/player/verification',
      '/en/player/feedback/advertisement',
      '/en/player/limits',
      '/en/player/self-exclusion',
      null,
    ]);
    expect(screen.getByTestId('player-menu-badge-bonusCampaigns').textContent).toBe('22 active');
    expect(screen.getByTestId('player-menu-badge-feedback').textContent).toBe('33 unread');
    expect(screen.getByTestId('player-menu-badge-verification').textContent).toBe('!documents to send');
    expect(screen.queryByTestId('player-menu-badge-history')).toBeNull();
  });

  it('shows no badge when nothing waits', async () => {
    renderHeader(session({ isAuth: true, login: 'anna' }));
    await screen.findByRole('link', { name: 'News' });
    expect(screen.queryByTestId('player-menu-attention')).toBeNull();
    fireEvent.click(screen.getByTestId('player-menu-toggle'));
    expect(screen.queryByTestId(/player-menu-badge-/)).toBeNull();
  });

  it('switches language keeping the page and remembers the choice for 365 days', async () => {
    const cookie = jest.spyOn(document, 'cookie', 'set');
    renderHeader(session());
    await screen.findByRole('link', { name: 'News' });
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'kk' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/kk/news/list?page=2'));
    expect(cookie).toHaveBeenCalledWith('i18n_redirected=kk; path=/; max-age=31536000; samesite=lax');
    cookie.mockRestore();
  });

  it('answers the language tap in its own frame: the choice shows at once, the navigation starts after that paint', async () => {
    jest.useFakeTimers();
    try {
      renderHeader(session());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      const select = screen.getByTestId<HTMLSelectElement>('language-switcher');
      fireEvent.change(select, { target: { value: 'kk' } });
      // Nothing of the navigation (its loaders, the new page) ran inside the handler: the list shows the choice.
      expect(select.value).toBe('kk');
      expect(screen.getByTestId('where').textContent).toBe('/en/news/list?page=2');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(screen.getByTestId('where').textContent).toBe('/kk/news/list?page=2');
    } finally {
      jest.useRealTimers();
    }
  });
});
