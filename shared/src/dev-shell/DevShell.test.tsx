import { act, render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { clearAuthToken, initI18n, writeAuthToken } from '@casino/shared';
import { mockApi } from '@casino/shared/testing';
import { DevShell } from './DevShell';

/** A remote's route subtree as the dev shell receives it (relative to /{lang}). */
const routes: RouteObject[] = [
  { index: true, element: <p>home of the remote</p> },
  { path: 'games', element: <p>lobby of the remote</p> },
];

async function openDevShellAt(path: string) {
  window.history.replaceState(null, '', path);
  await initI18n('en');
  await act(async () => {
    render(<DevShell routes={routes} />);
  });
}

describe('DevShell', () => {
  afterEach(() => clearAuthToken());

  it("shows the remote's page under /{lang}/ with the dev sign-in bar and the language links", async () => {
    await openDevShellAt('/en/games');
    expect(await screen.findByText('lobby of the remote')).toBeTruthy();
    expect(screen.getByLabelText('login')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'fr' }).getAttribute('href')).toBe('/fr');
  });

  it("shows the remote's index route at /{lang} itself (the content remote's home)", async () => {
    await openDevShellAt('/en');
    expect(await screen.findByText('home of the remote')).toBeTruthy();
  });

  it('loads the signed-in player of a stored token and shows who is signed in', async () => {
    writeAuthToken('token-of-a-dev');
    const fetchMock = mockApi({ '/api/v1/player/display-data': { body: { status: 'ok', data: { login: 'dev-player' } } } });
    await openDevShellAt('/en/games');
    expect(await screen.findByText(/signed in as dev-player/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'sign out' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });
});
