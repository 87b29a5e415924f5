import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, initI18n, registerNamespace } from '@casino/shared';
import { testSession, TestSessionProvider, type TestSession } from '@casino/shared/testing';
import en from '../locales/en.json';
import { PlaySafety } from './PlaySafety';
import { rgOverviewQuery } from './rg-queries';
import { answerApi, ok, overviewOf, profileOf, type Reply } from './test-api';

/** The host's play-safety bar and dialogs around the game (issue 35), against the API's overview. */
jest.setTimeout(20_000);
beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('host', (lang) => import(`../locales/${lang}.json`));
});

const OVERVIEW = 'GET /api/v1/responsible-gaming/limits';
const uk = profileOf('uk');

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
function renderPlay(session: TestSession = testSession({ isAuth: true, id: 3, login: 'p3' })) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <TestSessionProvider session={session}>
        <MemoryRouter initialEntries={['/en/game/play/fruit']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <PlaySafety locale="en">
                    <iframe title="the game" data-testid="frame" />
                  </PlaySafety>
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </TestSessionProvider>
    </QueryClientProvider>,
  );
}
const gameWrapper = () => screen.getByTestId('frame').parentElement!;
/** What the game frame posts after a round (api/src/modules/play/slot-page.ts). */
const roundReported = (origin = window.location.origin, data: unknown = { type: 'casino:balance', mode: 'real', currency: 'EUR', balance: '999999.00' }) =>
  act(async () => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });

describe('PlaySafety', () => {
  it('shows the session time, running on from the API\'s, and the net position of the session', async () => {
    answerApi({ [OVERVIEW]: ok(overviewOf(uk, {}, { elapsedSeconds: 65, net: '-3.50' })) });
    renderPlay();
    const bar = await screen.findByRole('region', { name: en.rg.bar });
    expect(within(bar).getByTestId('session-net').textContent).toBe('Net this session: -€3.50');
    await waitFor(() => expect(within(bar).getByTestId('session-timer').textContent).toMatch(/^Session 01:0[6-9]$/), { timeout: 4000 });
    expect(screen.queryByTestId('panic-button')).toBeNull();
  });

  it('reads the net position again from the API after each real round the frame reports, never from the frame, and does not poll', async () => {
    let net = '-1.00';
    const api = answerApi({ [OVERVIEW]: () => ok(overviewOf(uk, {}, { elapsedSeconds: 30, net })) });
    renderPlay();
    const shown = await screen.findByTestId('session-net');
    expect(shown.textContent).toBe('Net this session: -€1.00');
    expect(rgOverviewQuery().refetchInterval).toBeUndefined();
    net = '2.00';
    // another origin, or a demo round: not asked again
    await roundReported('https://evil.test');
    await roundReported(window.location.origin, { type: 'casino:balance', mode: 'demo', balance: '5.00' });
    expect(api.count(OVERVIEW)).toBe(1);
    await roundReported();
    await waitFor(() => expect(shown.textContent).toBe('Net this session: €2.00'));
    expect(api.count(OVERVIEW)).toBe(2);
    expect(document.body.textContent).not.toContain('999');
  });

  it('a reality check pauses the game at the chosen interval and tells its autoplay to stop; "continue" lets it go on', async () => {
    answerApi({ [OVERVIEW]: ok(overviewOf(uk, { realityCheckMinutes: 10 }, { elapsedSeconds: 600, net: '-4.00' })) });
    renderPlay();
    const frame = screen.getByTestId('frame') as HTMLIFrameElement;
    const told = jest.spyOn(frame.contentWindow!, 'postMessage');
    const check = await screen.findByRole('alertdialog', { name: en.rg.check.title }, { timeout: 4000 });
    expect(check.textContent).toContain('You have been playing for 10:0');
    expect(check.textContent).toContain('Net this session: -€4.00');
    expect(gameWrapper().hasAttribute('inert')).toBe(true);
    expect(told).toHaveBeenCalledWith({ type: 'casino:pause' }, window.location.origin);
    expect(within(check).getByRole('button', { name: en.rg.check.continue })).toBe(document.activeElement);
    expect(within(check).getByRole('link', { name: en.rg.check.history }).getAttribute('href')).toBe('/en/player/history/rounds');
    fireEvent.click(within(check).getByRole('button', { name: en.rg.check.continue }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(gameWrapper().hasAttribute('inert')).toBe(false);
  });

  it('"stop" in the reality check ends the session at the API and leaves the game', async () => {
    const end: Reply = ok(overviewOf(uk, {}, null));
    const api = answerApi({ [OVERVIEW]: ok(overviewOf(uk, { realityCheckMinutes: 10 }, { elapsedSeconds: 601, net: '0.00' })), 'POST /api/v1/responsible-gaming/session/end': end });
    renderPlay();
    const check = await screen.findByRole('alertdialog', { name: en.rg.check.title }, { timeout: 4000 });
    await act(async () => {
      fireEvent.click(within(check).getByRole('button', { name: en.rg.check.stop }));
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en'));
    expect(api.count('POST /api/v1/responsible-gaming/session/end')).toBe(1);
  });

  it('no reality check before the interval, nor when the player has none', async () => {
    answerApi({ [OVERVIEW]: ok(overviewOf(uk, { realityCheckMinutes: 20 }, { elapsedSeconds: 600, net: '0.00' })) });
    renderPlay();
    await screen.findByTestId('session-net');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(gameWrapper().hasAttribute('inert')).toBe(false);
  });

  it('the panic button where the profile has one (DE) locks real play at the API and leaves the game', async () => {
    const de = profileOf('de');
    const api = answerApi({ [OVERVIEW]: ok(overviewOf(de, {}, { elapsedSeconds: 5, net: '0.00' })), 'POST /api/v1/responsible-gaming/panic': ok(overviewOf(de, { lockedUntil: '2026-11-28T12:00:00.000Z' })) });
    renderPlay();
    const panic = await screen.findByRole('button', { name: en.rg.panic });
    await act(async () => {
      fireEvent.click(panic);
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en'));
    expect(api.count('POST /api/v1/responsible-gaming/panic')).toBe(1);
  });

  it('MGA: a notice before the first real-money round pauses the game until the player has read it', async () => {
    const mga = profileOf('mga');
    answerApi({ [OVERVIEW]: ok(overviewOf(mga, { realityCheckMinutes: 60 }, null)) });
    renderPlay();
    const notice = await screen.findByRole('alertdialog', { name: en.rg.notice.title });
    expect(gameWrapper().hasAttribute('inert')).toBe(true);
    expect(within(notice).getByRole('link', { name: en.rg.notice.limits }).getAttribute('href')).toBe('/en/player/limits');
    fireEvent.click(within(notice).getByRole('button', { name: en.rg.notice.continue }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(gameWrapper().hasAttribute('inert')).toBe(false);
  });

  it('MGA: no notice once the session has its first round, and none under a profile without it', async () => {
    const mga = profileOf('mga');
    answerApi({ [OVERVIEW]: ok(overviewOf(mga, {}, { elapsedSeconds: 20, net: '0.00' })) });
    const { unmount } = renderPlay();
    await screen.findByTestId('session-timer');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();
    answerApi({ [OVERVIEW]: ok(overviewOf(uk, {}, null)) });
    renderPlay();
    await screen.findByTestId('session-timer');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says, before any spin is refused, what the profile takes away: German rules (no autoplay, 5 s, the stake cap)', async () => {
    answerApi({ [OVERVIEW]: ok(overviewOf(profileOf('de'), {}, null)) });
    renderPlay();
    expect(within(await screen.findByRole('region', { name: en.rg.bar })).getByTestId('panic-button')).toBeTruthy();
    expect(screen.getByTestId('play-rules').textContent).toBe(
      'Autoplay is not available under German rules. Each round takes at least 5 seconds. The highest stake per round is €1.00.',
    );
  });

  it('UK rules: only the missing autoplay is said; a profile that takes nothing away says nothing', async () => {
    answerApi({ [OVERVIEW]: ok(overviewOf(uk, {}, null)) });
    const { unmount } = renderPlay();
    expect((await screen.findByTestId('play-rules')).textContent).toBe('Autoplay is not available under UK rules.');
    unmount();
    answerApi({ [OVERVIEW]: ok(overviewOf(profileOf('se'), {}, null)) });
    renderPlay();
    await screen.findByTestId('session-timer');
    expect(screen.queryByTestId('play-rules')).toBeNull();
  });

  it('a guest gets nothing and asks nothing', async () => {
    const api = answerApi({ [OVERVIEW]: ok(overviewOf(uk, {}, null)) });
    renderPlay(testSession());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('play-safety')).toBeNull();
    expect(api.count(OVERVIEW)).toBe(0);
  });
});
