import { atom } from 'jotai';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, type Notification } from '@casino/shared';
import { type Locale } from '@casino/contract';

/**
 * The session store: only what is session, not server state. The signed-in flag, the terms-popup flag and the
 * sign-out in progress; actions as write-only atoms (actions.ts). The token is the API client's (client.ts); the
 * player (GET /player/display-data) and the settings are queries in the page's query cache (`playerQuery`,
 * `settingsQuery`), which the actions reach through the environment. The host and the remotes' dev shell mount it;
 * remotes' pages never import these: they ask `useSignedIn()`, `usePlayer()`, `useSessionActions()`.
 */

/** SPEC.md section 3, auth state: the signed-in flag. Set when a sign-in stored a token. */
export const isAuthAtom = atom(false);
/** The terms-popup-open flag. */
export const isTermsPopupAtom = atom(false);

/** A sign-out in progress; concurrent callers share it (SPEC.md section 4: only one sign-out at a time). */
export const signOutInFlightAtom = atom<Promise<void> | null>(null);

/** What the store needs from the page around it; the host (or the dev shell) wires the router, i18n and toasts in at start-up. */
export interface SessionEnvironment {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  currentLocale: () => Locale;
  notify: (notification: Notification) => void;
  translate: (key: string) => string;
  /** The page's query cache, where the player lives. */
  queryClient: QueryClient;
}

export const sessionEnvironmentAtom = atom<SessionEnvironment>({
  navigate: (to) => window.location.assign(to),
  currentLocale: (): Locale => 'ru',
  notify: () => undefined,
  translate: (key) => key,
  queryClient: createQueryClient(),
});
