import { useMemo, type ReactNode } from 'react';
import { useAtomValue, useSetAtom, type createStore } from 'jotai';
import { apiClient, SessionContext, type Session } from '@casino/shared';
import { isAuthAtom, isTermsPopupAtom, isTermsRequiredAtom, playerAtom, authTokenAtom } from './atoms';
import {
  acceptTermsAtom,
  declineTermsAtom,
  openTermsPopupAtom,
  refreshPlayerAtom,
  registerAtom,
  restoreSessionAtom,
  sessionLostAtom,
  signInAtom,
  signInExternalAtom,
  signOutAtom,
  toggleFavoriteAtom,
} from './actions';

type Store = ReturnType<typeof createStore>;

/**
 * Points the one API client at this store: the secondary helper asks the store whether the player is signed in,
 * a refreshed token is mirrored here, and a lost session resets the store and goes to '/'.
 */
export function connectApiClient(store: Store): void {
  apiClient.configure({
    isAuthenticated: () => store.get(isAuthAtom),
    onTokenRefreshed: (token) => store.set(authTokenAtom, token),
    onSessionLost: () => store.set(sessionLostAtom),
  });
}

let restoring: Promise<void> | null = null;
/** Loads the player of a token left from an earlier visit, once per page; the router waits for it before the first guard. */
export function restoreSessionOnce(store: Store): Promise<void> {
  restoring ??= store.set(restoreSessionAtom);
  return restoring;
}

/** Implements the shared session contract with the host's jotai store; the host wraps the whole app in it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const player = useAtomValue(playerAtom);
  const isTermsRequired = useAtomValue(isTermsRequiredAtom);
  const isTermsPopup = useAtomValue(isTermsPopupAtom);
  const signIn = useSetAtom(signInAtom);
  const signInExternal = useSetAtom(signInExternalAtom);
  const register = useSetAtom(registerAtom);
  const signOut = useSetAtom(signOutAtom);
  const toggleFavorite = useSetAtom(toggleFavoriteAtom);
  const acceptTerms = useSetAtom(acceptTermsAtom);
  const declineTerms = useSetAtom(declineTermsAtom);
  const refreshPlayer = useSetAtom(refreshPlayerAtom);
  const openTermsPopup = useSetAtom(openTermsPopupAtom);

  const session = useMemo<Session>(
    () => ({
      player,
      isAuth: player.isAuth,
      isTermsRequired,
      isTermsPopup,
      signIn,
      signInExternal,
      register,
      signOut,
      toggleFavorite,
      acceptTerms,
      declineTerms,
      refreshPlayer,
      openTermsPopup,
    }),
    [
      player,
      isTermsRequired,
      isTermsPopup,
      signIn,
      signInExternal,
      register,
      signOut,
      toggleFavorite,
      acceptTerms,
      declineTerms,
      refreshPlayer,
      openTermsPopup,
    ],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
