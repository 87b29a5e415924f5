import { atom, type Getter, type Setter } from 'jotai';
import { apiClient, ApiRequestError, EMPTY_PLAYER, playerFromDisplayData, type ExternalSignInPayload, type GameId, type RegistrationForm, type SignInCredentials } from '@casino/shared';
import { ENDPOINTS, localePath } from '@casino/contract';
import {
  isAuthAtom,
  isTermsPopupAtom,
  playerDataAtom,
  sessionEnvironmentAtom,
  signOutInFlightAtom,
} from './atoms';

/** The robot-check answer travels next to the body, so the sign-in and registration schemas stay as the API defines them. */
export const RECAPTCHA_HEADER = 'X-Recaptcha-Token';

const captchaHeaders = (token: string | undefined): Record<string, string> =>
  token ? { [RECAPTCHA_HEADER]: token } : {};

/** Forgets the session on this page: token, player, flags. */
export const resetSessionAtom = atom(null, (_get, set) => {
  apiClient.forgetToken();
  set(isAuthAtom, false);
  set(isTermsPopupAtom, false);
  set(playerDataAtom, EMPTY_PLAYER);
});

/** GET /player/display-data into the store. */
export const refreshPlayerAtom = atom(null, async (_get, set) => {
  const data = await apiClient.call(ENDPOINTS['player.displayData']);
  set(playerDataAtom, playerFromDisplayData(data));
});

async function startSession(set: Setter, token: string): Promise<void> {
  apiClient.storeToken(token);
  set(isAuthAtom, true);
  await set(refreshPlayerAtom);
}

export const signInAtom = atom(null, async (_get, set, credentials: SignInCredentials) => {
  const { recaptchaToken, ...body } = credentials;
  const { token } = await apiClient.call(ENDPOINTS['auth.signIn'], { body }, { headers: captchaHeaders(recaptchaToken) });
  await startSession(set, token);
});

export const signInExternalAtom = atom(null, async (_get, set, payload: ExternalSignInPayload) => {
  const { token } = await apiClient.call(ENDPOINTS['auth.signInExternal'], { body: payload });
  await startSession(set, token);
});

export const signInOpenIdAtom = atom(null, async (_get, set, search: string) => {
  const { token, redirect } = await apiClient.call(ENDPOINTS['auth.oidcFinish'], { body: { search } });
  await startSession(set, token);
  return { redirect };
});

export const registerAtom = atom(null, async (_get, set, form: RegistrationForm) => {
  const { recaptchaToken, ...body } = form;
  const { token } = await apiClient.call(ENDPOINTS['auth.register'], { body }, { headers: captchaHeaders(recaptchaToken) });
  await startSession(set, token);
});

/**
 * Boot: a token in storage means a session from before; load the player with it (the API client refreshes an
 * expired token on the way). A refused token leaves the page signed out; a network failure keeps the token.
 */
export const restoreSessionAtom = atom(null, async (_get, set) => {
  if (!apiClient.authToken) return;
  set(isAuthAtom, true);
  try {
    await set(refreshPlayerAtom);
  } catch (error) {
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

function setFavorites(get: Getter, set: Setter, favorites: string[]) {
  set(playerDataAtom, { ...get(playerDataAtom), favorites });
}

/** Adds the game if absent, removes it if present; shown at once, corrected by the API's answer. */
export const toggleFavoriteAtom = atom(null, async (get, set, gameId: GameId) => {
  const id = String(gameId);
  const before = get(playerDataAtom).favorites;
  setFavorites(get, set, before.includes(id) ? before.filter((f) => f !== id) : [id, ...before]);
  try {
    const result = await apiClient.call(ENDPOINTS['game.toggleFavorite'], { params: { gameId: Number(id) } });
    setFavorites(get, set, result.favorites.map(String));
  } catch (error) {
    setFavorites(get, set, before);
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
      set(playerDataAtom, { ...get(playerDataAtom), isTermsRequired: false });
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
