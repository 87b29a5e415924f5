import { createContext, useContext } from 'react';
import type { ExternalSignInBody, RegistrationBody, SignInBody } from '@casino/contract/schemas/auth';
import type { GameId, Player } from './player';

/**
 * The session contract (ARCHITECTURE.md "Session and the API client"): the host implements it with its jotai store
 * and provides it through SessionContext; remotes only read it with useSession() / usePlayer().
 */

/** POST /sign-in body; the robot-check answer travels in a header when the settings configure a site key. */
export type SignInCredentials = SignInBody & { recaptchaToken?: string };

/** POST /sign-in/external body: what an external provider or a social callback handed back. */
export type ExternalSignInPayload = ExternalSignInBody;

export type RegistrationForm = RegistrationBody & { recaptchaToken?: string };

/** SPEC.md section 3, auth state: signed-in flag, terms-required flag, terms-popup-open flag. */
export interface AuthState {
  isAuth: boolean;
  isTermsRequired: boolean;
  isTermsPopup: boolean;
}

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
  /** Reloads the player from the API (balance after a round, flags after a settings change). */
  refreshPlayer(): Promise<void>;
  openTermsPopup(): void;
}

export interface Session extends AuthState, SessionActions {
  player: Player;
}

export const SessionContext = createContext<Session | null>(null);
SessionContext.displayName = 'SessionContext';

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session)
    throw new Error(
      'useSession() needs a SessionProvider above it (the host or a remote dev shell provides one)',
    );
  return session;
}

export function usePlayer(): Player {
  return useSession().player;
}
