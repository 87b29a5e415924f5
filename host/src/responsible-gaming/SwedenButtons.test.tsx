import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, initI18n, registerNamespace } from '@casino/shared';
import { testSession, TestSessionProvider, type TestSession } from '@casino/shared/testing';
import en from '../locales/en.json';
import { SwedenButtons } from './SwedenButtons';
import { rgProfileQuery } from './rg-queries';
import { answerApi, ok, profileOf } from './test-api';

/** Sweden's three buttons at the top of every page (issue 35, Spellagen), by the profile the API chose. */
beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('host', (lang) => import(`../locales/${lang}.json`));
});

const PROFILE = 'GET /api/v1/responsible-gaming/profile';
const se = profileOf('se');

const tree = (queryClient: QueryClient, session: TestSession) => (
  <QueryClientProvider client={queryClient}>
    <TestSessionProvider session={session}>
      <MemoryRouter initialEntries={['/en']}>
        <SwedenButtons locale="en" />
      </MemoryRouter>
    </TestSessionProvider>
  </QueryClientProvider>
);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('SwedenButtons', () => {
  it('shows Spelpaus, Spelgränser and Självtest under the SE profile, each to its place', async () => {
    answerApi({ [PROFILE]: ok(se) });
    render(tree(createQueryClient(), testSession({ isAuth: true, id: 5, login: 'p5' })));
    const nav = await screen.findByRole('navigation', { name: en.rg.topButtons });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Spelpaus', 'Spelgränser', 'Självtest']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.spelpaus.se/',
      '/en/player/limits',
      'https://www.stodlinjen.se/spel/testa-dig-sjalv',
    ]);
    expect(links.map((link) => link.getAttribute('lang'))).toEqual(['sv', 'sv', 'sv']);
    expect(links[0]!.getAttribute('rel')).toContain('noopener');
  });

  it.each(['default', 'uk', 'mga', 'de'] as const)('shows nothing under the %s profile', async (id) => {
    answerApi({ [PROFILE]: ok(profileOf(id)) });
    render(tree(createQueryClient(), testSession()));
    await settle();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('asks the API nothing when the page came with the profile (the server render), and asks again on signing in', async () => {
    const api = answerApi({ [PROFILE]: ok(se) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(rgProfileQuery().queryKey, profileOf('default'));
    const { rerender } = render(tree(queryClient, testSession()));
    await settle();
    expect(api.count(PROFILE)).toBe(0);
    expect(screen.queryByRole('navigation')).toBeNull();
    // a client-side page view later: still nothing asked
    rerender(tree(queryClient, testSession()));
    await settle();
    expect(api.count(PROFILE)).toBe(0);
    // signing in (a Swedish player): the profile follows the player's country
    rerender(tree(queryClient, testSession({ isAuth: true, id: 5, login: 'p5' })));
    expect(await screen.findByRole('navigation', { name: en.rg.topButtons })).toBeTruthy();
    expect(api.count(PROFILE)).toBe(1);
  });
});
