import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient, i18n, I18nProvider, initI18n } from '@casino/shared';
import { TestSessionProvider } from '@casino/shared/testing';
import en from '../../locales/en.json';
import { gameCard, mockApi, ok, testSession } from '../../app/test-support';
import { Fragment as QuickSearchPanel } from '../../exposes/fragments/quick-search';
import { quickSearchQuery } from '../../shared/quick-search-api';

// The query layer is the product's own; wrapped only to count how often the search renders its results part.
jest.mock('../../shared/quick-search-api', () => {
  const actual = jest.requireActual('../../shared/quick-search-api');
  return { ...actual, quickSearchQuery: jest.fn(actual.quickSearchQuery) };
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** The fragment in the panel the host's header opens; `closed` records why the fragment asked it to close. */
async function placeInPanel() {
  const closed: string[] = [];
  await initI18n('en');
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <TestSessionProvider session={testSession()}>
          <MemoryRouter initialEntries={['/en/news/list']}>
            <QuickSearchPanel locale="en" onClose={(reason) => closed.push(reason)} />
            <Routes>
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </TestSessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return closed;
}

const answer = {
  games: [gameCard(1, 'Book of Gold'), gameCard(2, 'Golden Goose')],
  providers: [{ slug: 'golden-goose-play', name: 'Golden Goose Play', gameCount: 1200 }],
  totalGames: 1234,
};

describe('the quick search in the header panel (fragment games/quick-search)', () => {
  it('answers as the player types, once typing pauses, and links to the full results', async () => {
    const fetchMock = mockApi({ '/api/v1/game/window-search': ok(answer) });
    await placeInPanel();
    const field = await screen.findByRole('combobox', { name: en.lobby.search });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'g' } });
    fireEvent.change(field, { target: { value: 'gol' } });
    expect(await screen.findByRole('option', { name: /Book of Gold/ })).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname.endsWith('/window-search'));
    expect(asked.map((url) => url.searchParams.get('query'))).toEqual(['gol']);
    expect(screen.getByRole('option', { name: /Golden Goose Play.*Games: 1,200/ })).toBeTruthy();
    const all = screen.getByRole('link', { name: 'See all 1,234 results' });
    expect(all.getAttribute('href')).toBe('/en/games?q=gol');
  });

  it('counts one result in the singular ("See 1 result", not "See all 1 results")', async () => {
    mockApi({ '/api/v1/game/window-search': ok({ ...answer, games: [gameCard(1, 'Book of Gold')], totalGames: 1 }) });
    await placeInPanel();
    fireEvent.change(await screen.findByRole('combobox', { name: en.lobby.search }), { target: { value: 'book' } });
    expect(await screen.findByRole('link', { name: 'See 1 result' })).toBeTruthy();
  });

  it('is driven by the keyboard: arrows choose, Enter opens and closes the panel, Escape asks the header to close it', async () => {
    mockApi({ '/api/v1/game/window-search': ok(answer) });
    const closed = await placeInPanel();
    const field = await screen.findByRole('combobox');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'gol' } });
    await screen.findByRole('option', { name: /Book of Gold/ });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: /^Golden Goose Blue Orca/ });
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/games/blue-orca/game-2'));
    expect(closed).toEqual(['done']);

    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(closed).toEqual(['done', 'escape']);
  });

  it('opens the full results on Enter and says honestly when nothing matches', async () => {
    mockApi({ '/api/v1/game/window-search': ok({ games: [], providers: [], totalGames: 0 }) });
    const closed = await placeInPanel();
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No games match “zzz”.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
    await act(async () => fireEvent.submit(screen.getByRole('search')));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/games?q=zzz'));
    expect(closed).toEqual(['done']);
  });

  // Issue 36.2 (INP): a key renders the field alone; the results, the query and the list follow the word once typing
  // pauses, so a key never waits for them.
  it('renders only the field for each key, and the search once typing pauses', async () => {
    const fetchMock = mockApi({ '/api/v1/game/window-search': ok(answer) });
    await placeInPanel();
    const field = await screen.findByRole('combobox', { name: en.lobby.search });
    fireEvent.change(field, { target: { value: 'gol' } });
    await screen.findByRole('option', { name: /Book of Gold/ });
    const renders = jest.mocked(quickSearchQuery);
    renders.mockClear();
    for (const text of ['gold', 'golde', 'golden']) {
      fireEvent.change(field, { target: { value: text } });
      expect((field as HTMLInputElement).value).toBe(text);
    }
    // Three keys: the search itself has not rendered, the earlier answer is still listed.
    expect(renders).not.toHaveBeenCalled();
    expect(screen.getByRole('option', { name: /Book of Gold/ })).toBeTruthy();
    await waitFor(() => expect(renders).toHaveBeenCalledWith('golden'));
    await waitFor(() => {
      const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('query'));
      expect(asked).toEqual(['gol', 'golden']);
    });
  });
});
