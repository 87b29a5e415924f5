import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  apiClient,
  ApiRequestError,
  clearAuthToken,
  EMPTY_PLAYER,
  playerFromDisplayData,
  readAuthToken,
  SessionContext,
  useSession,
  writeAuthToken,
  type Player,
  type Session,
} from '@casino/shared';

/**
 * A dev implementation of the shared session contract (the host has the real store): sign in against the reference
 * API, load the player, sign out. Enough to open a remote's player pages without the host.
 * The dev shell is a tool for the remote's developers, not a player-facing page, so its few labels are not translated.
 */
async function loadPlayer(): Promise<Player> {
  if (!readAuthToken()) return EMPTY_PLAYER;
  const data = await apiClient.get<Parameters<typeof playerFromDisplayData>[0]>('/player/display-data');
  return playerFromDisplayData(data);
}

export function DevSessionProvider({ children }: { children: ReactNode }) {
  const [player, setPlayer] = useState<Player>(EMPTY_PLAYER);

  const refreshPlayer = useCallback(async () => {
    setPlayer(await loadPlayer());
  }, []);

  useEffect(() => {
    apiClient.configure({
      isAuthenticated: () => Boolean(readAuthToken()),
      onSessionLost: () => {
        clearAuthToken();
        setPlayer(EMPTY_PLAYER);
      },
    });
    loadPlayer().then(setPlayer, () => setPlayer(EMPTY_PLAYER));
  }, []);

  const session = useMemo<Session>(() => {
    const signInWith = async (path: string, body: unknown) => {
      const { token } = await apiClient.post<{ token: string }>(path, body);
      writeAuthToken(token);
      await refreshPlayer();
    };
    return {
      player,
      isAuth: player.isAuth,
      isTermsRequired: player.isTermsRequired,
      isTermsPopup: false,
      signIn: ({ recaptchaToken: _captcha, ...body }) => signInWith('/sign-in', body),
      signInExternal: (payload) => signInWith('/sign-in/external', payload),
      register: ({ recaptchaToken: _captcha, ...body }) => signInWith('/registration', body),
      signOut: async () => {
        await apiClient.get('/logout').catch(() => undefined);
        clearAuthToken();
        setPlayer(EMPTY_PLAYER);
      },
      toggleFavorite: async (gameId) => {
        await apiClient.post(`/player/favorite/games/${gameId}`, undefined);
        await refreshPlayer();
      },
      acceptTerms: async () => {
        await apiClient.post('/terms/accept', undefined);
        await refreshPlayer();
        return true;
      },
      declineTerms: async () => {
        clearAuthToken();
        setPlayer(EMPTY_PLAYER);
      },
      refreshPlayer,
      openTermsPopup: () => undefined,
    };
  }, [player, refreshPlayer]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The dev shell's sign-in bar (the host's login page lives in remote-account). */
export function DevSignInBar() {
  const session = useSession();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await session.signIn({ login, password });
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : String(failure));
    }
  };

  if (session.isAuth) {
    return (
      <div className="dev-shell__bar">
        dev shell: signed in as {session.player.login || session.player.email}
        <button type="button" onClick={() => void session.signOut()}>
          sign out
        </button>
      </div>
    );
  }
  return (
    <form className="dev-shell__bar" onSubmit={submit}>
      dev shell:
      <input aria-label="login" value={login} onChange={(e) => setLogin(e.target.value)} placeholder="login" />
      <input aria-label="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} placeholder="password" />
      <button type="submit">sign in</button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}
