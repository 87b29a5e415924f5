import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { apiClient, AUTH_TOKEN_KEY, initI18n, readAuthToken } from '@casino/shared';
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
  afterEach(() => apiClient.forgetToken());

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
    apiClient.storeToken('token-of-a-dev');
    const fetchMock = mockApi({ '/api/v1/player/display-data': { body: { status: 'ok', data: { login: 'dev-player' } } } });
    await openDevShellAt('/en/games');
    expect(await screen.findByText(/signed in as dev-player/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'sign out' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });

  it("signs in and out through the host's session store: token kept by the API client, sign-out ends on the locale home", async () => {
    const fetchMock = mockApi({
      '/api/v1/sign-in': { body: { status: 'ok', data: { token: 'dev-token' } } },
      '/api/v1/player/display-data': { body: { status: 'ok', data: { login: 'dev-player' } } },
      '/api/v1/logout': { body: { status: 'ok', data: { handled: true } } },
    });
    await openDevShellAt('/en/games');
    fireEvent.change(screen.getByLabelText('login'), { target: { value: 'dev-player' } });
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'secret-1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    });
    expect(await screen.findByText(/signed in as dev-player/)).toBeTruthy();
    expect(readAuthToken()).toBe('dev-token');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('dev-token');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    });
    expect(await screen.findByLabelText('login')).toBeTruthy();
    expect(readAuthToken()).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toContain('/api/v1/logout');
    // The store's signOut (SPEC.md section 4) moves to the locale home; the old dev copy stayed on the page.
    expect(window.location.pathname).toBe('/en');
    expect(await screen.findByText('home of the remote')).toBeTruthy();
  });
});

