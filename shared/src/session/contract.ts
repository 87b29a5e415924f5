import { createContext, useContext, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ExternalSignInBody, RegistrationBody, SignInBody } from '@casino/contract/schemas/auth';
import { playerQuery } from '../data/player-query';
import { EMPTY_PLAYER, type GameId, type Player } from './player';

/**
 * The session contract (ARCHITECTURE.md "Session and the API client"). The session itself is small: the signed-in
 * flag and the terms-popup flag (the host's jotai store keeps them; the token is the API client's). The player is
 * server state: GET /player/display-data in the page's one query cache (`playerQuery`), read with `usePlayer()`,
 * refreshed by every successful mutation (createQueryClient's mutation cache), never copied into a store.
 *
 * Remotes read it with `useSignedIn()` (the one answer to "is the player signed in?"), `usePlayer()` and
 * `useSessionActions()`. The context value changed shape in issue 32 (it no longer carries the player nor a
 * hand-written player refresh): its name changed with it, and the old `useSession` export is gone, so a remote built against
 * the old surface is refused by the release check (`surface`) instead of crashing on `session.player`.
 */

/** POST /sign-in body; the robot-check answer travels in a header when the settings configure a site key. */
export type SignInCredentials = SignInBody & { recaptchaToken?: string };

/** POST /sign-in/external body: what an external provider or a social callback handed back. */
export type ExternalSignInPayload = ExternalSignInBody;

export type RegistrationForm = RegistrationBody & { recaptchaToken?: string };

export interface SessionActions {
  /** Resolves once the token is stored and the player loaded; rejects with ApiRequestError (field errors included). */
  signIn(credentials: SignInCredentials): Promise<void>;
  signInExternal(payload: ExternalSignInPayload): Promise<void>;
  /**
   * Social sign-in with OpenID Connect (issue 34.6): hands the provider's callback query string to the API
   * (POST /social/oidc/finish), which checks state, code, PKCE and ID token; resolves with the path the player was
   * heading to. Optional: a host from before it lacks it, and the callback page then says the sign-in failed.
   */
  signInOpenId?(search: string): Promise<{ redirect: string | null }>;
  /** POST /registration answers like sign-in: the new player is signed in. */
  register(form: RegistrationForm): Promise<void>;
  /** Only one sign-out runs at a time; concurrent calls share it. Ends on the locale home page. */
  signOut(): Promise<void>;
  /** Adds the game to the favourites if absent, removes it if present. */
  toggleFavorite(gameId: GameId): Promise<void>;
  /** Resolves true when the API answered ok and handled; the popup then closes. */
  acceptTerms(): Promise<boolean>;
  /** Shows the authentication-error toast, signs out and closes the popup. */
  declineTerms(): Promise<void>;
  openTermsPopup(): void;
}

/** What the session holds (SPEC.md section 3, auth state, without what the player data says) and what it can do. */
export interface SessionState {
  /** The signed-in flag: set when a sign-in stored a token, cleared by sign-out or a lost session. */
  isAuth: boolean;
  /** The terms-popup-open flag. */
  isTermsPopup: boolean;
  actions: SessionActions;
}

export const SessionStateContext = createContext<SessionState | null>(null);
SessionStateContext.displayName = 'SessionStateContext';

function useSessionState(hook: string): SessionState {
  const session = useContext(SessionStateContext);
  if (!session)
    throw new Error(`${hook} needs a SessionProvider above it (the host or a remote dev shell provides one)`);
  return session;
}

/** THE answer to "is the player signed in?" for every component of every app. */
export function useSignedIn(): boolean {
  return useSessionState('useSignedIn()').isAuth;
}

/** Sign-in, sign-out, favourites, terms. */
export function useSessionActions(): SessionActions {
  return useSessionState('useSessionActions()').actions;
}

/**
 * The player (SPEC.md section 3) from the query cache: EMPTY_PLAYER for a guest (and, signed in, until the first
 * answer), with the session's flags. Fetched only when signed in, so a server render (always a guest) asks nothing.
 */
export function usePlayer(): Player {
  const { isAuth, isTermsPopup } = useSessionState('usePlayer()');
  const { data } = useQuery({ ...playerQuery(), enabled: isAuth });
  // One object per answer and flags, so a component may use the player as an effect's dependency.
  return useMemo(() => {
    if (!isAuth) return isTermsPopup ? { ...EMPTY_PLAYER, isTermsPopup } : EMPTY_PLAYER;
    return { ...(data ?? EMPTY_PLAYER), isAuth, isTermsPopup };
  }, [data, isAuth, isTermsPopup]);
}

/** SPEC.md section 3, terms-required flag: the player data's, for a signed-in player only. */
export function useTermsRequired(): boolean {
  const player = usePlayer();
  return player.isAuth && player.isTermsRequired;
}
