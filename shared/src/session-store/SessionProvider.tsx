import { useMemo, type ReactNode } from 'react';
import { useAtomValue, useSetAtom, type createStore } from 'jotai';
import { apiClient, SessionStateContext, type SessionActions, type SessionState } from '@casino/shared';
import { isAuthAtom, isTermsPopupAtom } from './atoms';
import {
  acceptTermsAtom,
  declineTermsAtom,
  openTermsPopupAtom,
  registerAtom,
  restoreSessionAtom,
  sessionLostAtom,
  signInAtom,
  signInExternalAtom,
  signInOpenIdAtom,
  signOutAtom,
  toggleFavoriteAtom,
} from './actions';

type Store = ReturnType<typeof createStore>;

/**
 * Points the one API client at this store: the secondary helper asks the store whether the player is signed in,
 * and a lost session resets the store and goes to '/'.
 */
export function connectApiClient(store: Store): void {
  apiClient.configure({
    isAuthenticated: () => store.get(isAuthAtom),
    onSessionLost: () => store.set(sessionLostAtom),
  });
}

const restoring = new WeakMap<Store, Promise<void>>();
/** Loads the player of a token left from an earlier visit, once per store; the router waits for it before the first guard. */
export function restoreSessionOnce(store: Store): Promise<void> {
  let running = restoring.get(store);
  if (!running) {
    running = store.set(restoreSessionAtom);
    restoring.set(store, running);
  }
  return running;
}

/** Implements the shared session contract with the jotai store above it; the host and the dev shell wrap their app in it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const isAuth = useAtomValue(isAuthAtom);
  const isTermsPopup = useAtomValue(isTermsPopupAtom);
  const signIn = useSetAtom(signInAtom);
  const signInExternal = useSetAtom(signInExternalAtom);
  const signInOpenId = useSetAtom(signInOpenIdAtom);
  const register = useSetAtom(registerAtom);
  const signOut = useSetAtom(signOutAtom);
  const toggleFavorite = useSetAtom(toggleFavoriteAtom);
  const acceptTerms = useSetAtom(acceptTermsAtom);
  const declineTerms = useSetAtom(declineTermsAtom);
  const openTermsPopup = useSetAtom(openTermsPopupAtom);

  const actions = useMemo<SessionActions>(
    () => ({ signIn, signInExternal, signInOpenId, register, signOut, toggleFavorite, acceptTerms, declineTerms, openTermsPopup }),
    [signIn, signInExternal, signInOpenId, register, signOut, toggleFavorite, acceptTerms, declineTerms, openTermsPopup],
  );
  const session = useMemo<SessionState>(() => ({ isAuth, isTermsPopup, actions }), [isAuth, isTermsPopup, actions]);
  return <SessionStateContext.Provider value={session}>{children}</SessionStateContext.Provider>;
}
