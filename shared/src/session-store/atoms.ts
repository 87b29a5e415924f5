import { atom } from 'jotai';
import { EMPTY_PLAYER, type Notification, type Player } from '@casino/shared';
import { type Locale } from '@casino/contract';

/**
 * The session store: one small atom per piece, derived atoms for what is computed, actions as write-only atoms
 * (actions.ts). The host and the remotes' dev shell mount it; remotes' pages never import these: they read the
 * session through SessionContext (SessionProvider.tsx). The token itself is the API client's (client.ts).
 */

/** What the player data endpoint said about the player; EMPTY_PLAYER when signed out. */
export const playerDataAtom = atom<Player>(EMPTY_PLAYER);
/** SPEC.md section 3, auth state: the signed-in flag. Set when a sign-in stored a token. */
export const isAuthAtom = atom(false);
/** The terms-popup-open flag. */
export const isTermsPopupAtom = atom(false);

/** The terms-required flag comes with the player data. */
export const isTermsRequiredAtom = atom((get) => get(isAuthAtom) && get(playerDataAtom).isTermsRequired);

/** The player of the contract: data plus the client-side flags. */
export const playerAtom = atom<Player>((get) => ({
  ...get(playerDataAtom),
  isAuth: get(isAuthAtom),
  isTermsPopup: get(isTermsPopupAtom),
}));

/** A sign-out in progress; concurrent callers share it (SPEC.md section 4: only one sign-out at a time). */
export const signOutInFlightAtom = atom<Promise<void> | null>(null);

/** What the store needs from the page around it; the host (or the dev shell) wires the router, i18n and toasts in at start-up. */
export interface SessionEnvironment {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  currentLocale: () => Locale;
  notify: (notification: Notification) => void;
  translate: (key: string) => string;
}

export const sessionEnvironmentAtom = atom<SessionEnvironment>({
  navigate: (to) => window.location.assign(to),
  currentLocale: (): Locale => 'ru',
  notify: () => undefined,
  translate: (key) => key,
});
