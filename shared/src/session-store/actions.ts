import { atom, type Getter, type Setter } from 'jotai';
import { isCancelledError } from '@tanstack/react-query';
import { apiClient, ApiRequestError, PLAYER_QUERY_KEY, playerQuery, type ExternalSignInPayload, type GameId, type Player, type RegistrationForm, type SignInCredentials } from '@casino/shared';
import { ENDPOINTS, localePath } from '@casino/contract';
import { isAuthAtom, isTermsPopupAtom, sessionEnvironmentAtom, signOutInFlightAtom } from './atoms';

/** The robot-check answer travels next to the body, so the sign-in and registration schemas stay as the API defines them. */
export const RECAPTCHA_HEADER = 'X-Recaptcha-Token';

const captchaHeaders = (token: string | undefined): Record<string, string> =>
  token ? { [RECAPTCHA_HEADER]: token } : {};

/** Forgets the session on this page: token, flags, and the player's answer in the query cache. */
export const resetSessionAtom = atom(null, (get, set) => {
  apiClient.forgetToken();
  set(isAuthAtom, false);
  set(isTermsPopupAtom, false);
  get(sessionEnvironmentAtom).queryClient.removeQueries({ queryKey: PLAYER_QUERY_KEY });
});

/** GET /player/display-data into the query cache, whatever it holds (a new session is a new player). */
function loadPlayer(get: Getter): Promise<Player> {
  return get(sessionEnvironmentAtom).queryClient.fetchQuery({ ...playerQuery(), staleTime: 0 });
}

async function startSession(get: Getter, set: Setter, token: string): Promise<void> {
  apiClient.storeToken(token);
  set(isAuthAtom, true);
  await loadPlayer(get);
}

export const signInAtom = atom(null, async (get, set, credentials: SignInCredentials) => {
  const { recaptchaToken, ...body } = credentials;
  const { token } = await apiClient.call(ENDPOINTS['auth.signIn'], { body }, { headers: captchaHeaders(recaptchaToken) });
  await startSession(get, set, token);
});

export const signInExternalAtom = atom(null, async (get, set, payload: ExternalSignInPayload) => {
  const { token } = await apiClient.call(ENDPOINTS['auth.signInExternal'], { body: payload });
  await startSession(get, set, token);
});

export const signInOpenIdAtom = atom(null, async (get, set, search: string) => {
  const { token, redirect } = await apiClient.call(ENDPOINTS['auth.oidcFinish'], { body: { search } });
  await startSession(get, set, token);
  return { redirect };
});

export const registerAtom = atom(null, async (get, set, form: RegistrationForm) => {
  const { recaptchaToken, ...body } = form;
  const { token } = await apiClient.call(ENDPOINTS['auth.register'], { body }, { headers: captchaHeaders(recaptchaToken) });
  await startSession(get, set, token);
});

/**
 * Boot: a token in storage means a session from before; load the player with it (the API client refreshes an
 * expired token on the way). A refused token leaves the page signed out; a network failure keeps the token.
 */
export const restoreSessionAtom = atom(null, async (get, set) => {
  if (!apiClient.authToken) return;
  set(isAuthAtom, true);
  // A page the edge rendered for this player (issue 36) brought the player in its cache: asking again right away would
  // re-render the page while its parts hydrate (a part updated before it hydrated is drawn again from scratch, and
  // moves). The usual staleness decides when it is asked again.
  const { queryClient } = get(sessionEnvironmentAtom);
  if (queryClient.getQueryState(PLAYER_QUERY_KEY)?.status === 'success') return;
  try {
    await loadPlayer(get);
  } catch (error) {
    // A session lost on the way (refresh refused) has already been reset, which cancelled this load.
    if (isCancelledError(error)) return;
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403))
      set(resetSessionAtom);
    else console.warn('[session] could not load the player, keeping the session', error);
  }
});

/** SPEC.md section 4: one sign-out at a time; a logout API failure is only logged; ends on the locale home page. */
export const signOutAtom = atom(null, (get, set): Promise<void> => {
  const running = get(signOutInFlightAtom);
  if (running) return running;
  const run = (async () => {
    if (apiClient.authToken) {
      try {
        const result = await apiClient.call(ENDPOINTS['auth.logout'], {}, { noRefresh: true });
        if (!result?.handled) console.warn('[session] logout was not handled by the API');
      } catch (error) {
        console.warn('[session] logout failed', error);
      }
    }
    set(resetSessionAtom);
    const environment = get(sessionEnvironmentAtom);
    environment.navigate(localePath(environment.currentLocale()));
  })().finally(() => set(signOutInFlightAtom, null));
  set(signOutInFlightAtom, run);
  return run;
});

/** The API client lost the session (refresh or retry failed): forget it and go to '/' (SPEC.md section 4). */
export const sessionLostAtom = atom(null, (get, set) => {
  set(resetSessionAtom);
  get(sessionEnvironmentAtom).navigate('/', { replace: true });
});

/** Changes the cached player in place (an optimistic change, or what an answer other than display-data said). */
function updatePlayer(get: Getter, change: Partial<Player>) {
  get(sessionEnvironmentAtom).queryClient.setQueryData<Player>(PLAYER_QUERY_KEY, (player) => (player ? { ...player, ...change } : player));
}

/** Adds the game if absent, removes it if present; shown at once, corrected by the API's answer. */
export const toggleFavoriteAtom = atom(null, async (get, _set, gameId: GameId) => {
  const id = String(gameId);
  const queryClient = get(sessionEnvironmentAtom).queryClient;
  // A refetch in flight would overwrite the optimistic list with an older answer.
  await queryClient.cancelQueries({ queryKey: PLAYER_QUERY_KEY });
  const before = queryClient.getQueryData<Player>(PLAYER_QUERY_KEY)?.favorites ?? [];
  updatePlayer(get, { favorites: before.includes(id) ? before.filter((f) => f !== id) : [id, ...before] });
  try {
    const result = await apiClient.call(ENDPOINTS['game.toggleFavorite'], { params: { gameId: Number(id) } });
    updatePlayer(get, { favorites: result.favorites.map(String) });
  } catch (error) {
    updatePlayer(get, { favorites: before });
    const environment = get(sessionEnvironmentAtom);
    environment.notify({ type: 'error', text: environment.translate('shared:session.errors.generic') });
    throw error;
  }
});

export const openTermsPopupAtom = atom(null, (_get, set) => set(isTermsPopupAtom, true));

/** SPEC.md section 4: ok and handled clears the flag and closes the popup; anything else is the generic error toast. */
export const acceptTermsAtom = atom(null, async (get, set): Promise<boolean> => {
  const environment = get(sessionEnvironmentAtom);
  try {
    const result = await apiClient.call(ENDPOINTS['auth.acceptTerms']);
    if (result?.handled === true) {
      updatePlayer(get, { isTermsRequired: false });
      set(isTermsPopupAtom, false);
      return true;
    }
  } catch (error) {
    console.warn('[session] terms accept failed', error);
  }
  environment.notify({ type: 'error', text: environment.translate('shared:session.errors.generic') });
  return false;
});

/** SPEC.md section 4: the authentication error toast, sign out, close the popup. */
export const declineTermsAtom = atom(null, async (get, set) => {
  const environment = get(sessionEnvironmentAtom);
  environment.notify({ type: 'error', text: environment.translate('shared:session.errors.authentication') });
  set(isTermsPopupAtom, false);
  await set(signOutAtom);
});
