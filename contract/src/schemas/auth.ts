import { Type, type Static } from 'typebox';
import { Handled, LocaleSchema, ok, Nickname } from './common';
import { CurrencyCode } from './payments';

/**
 * Auth (SPEC.md sections 3, 4, 7). Tokens are opaque bearer strings sent as `Authorization: Bearer <token>`.
 * An access token lives `API_TOKEN_TTL` seconds; after that calls answer 401 and the client exchanges it once at
 * GET /token/refresh (still inside the refresh window, not revoked) for a new one. Logout revokes the token.
 *
 * Sign-in, external sign-in, password reset, OTP and PIN checks are rate limited per IP and login (API_AUTH_RATE_LIMIT a
 * minute, default 20) and per IP across logins (ten times that):
 * 429 `{ status: "error", errors: [{ field: "", code: "rate_limited", message: "too many attempts, try again in N seconds" }] }`.
 */

/** A password: 8-128 characters with at least one letter and one digit. */
export const Password = Type.String({
  minLength: 8,
  maxLength: 128,
  pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).+$',
});
/** A login: 3-32 letters, digits, dot, dash or underscore. Registration uses the email when no login is given. */
export const Login = Type.String({ minLength: 3, maxLength: 32, pattern: '^[A-Za-z0-9_.-]+$' });
export const Email = Type.String({ format: 'email', maxLength: 254 });
/** Phone in international form: + and 7-15 digits. */
export const Phone = Type.String({ pattern: '^\\+[0-9]{7,15}$' });
/** A one-time code sent by email or SMS, or shown by an authenticator app: six digits. */
export const OtpCode = Type.String({ pattern: '^[0-9]{6}$' });

/** POST /sign-in. `login` is the login or the email. `code` is needed when two-factor auth is on (see 403 below). */
export const SignInBody = Type.Object({
  login: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  code: Type.Optional(OtpCode),
});
export type SignInBody = Static<typeof SignInBody>;
/**
 * Sign-in answers: 200 ok with data.token; 401 code "auth.invalid_credentials" for a wrong login or password;
 * 403 field "code" with code "auth.two_factor_required" (google: read the authenticator app; sms: a code was
 * just sent to the phone, see the outbox) or "auth.two_factor_wrong".
 */
export const TokenData = Type.Object({ token: Type.String() });
export type TokenData = Static<typeof TokenData>;
export const TokenResponse = ok(TokenData);
export type TokenResponse = Static<typeof TokenResponse>;

export const SocialProvider = Type.Union([
  Type.Literal('google'),
  Type.Literal('telegram'),
  Type.Literal('vk'),
]);
export type SocialProvider = Static<typeof SocialProvider>;

/**
 * POST /sign-in/external: sign in with an identity already linked through /social/auth.
 * `providerToken` is what the provider's widget or a partner returned: an identity the provider signed. The reference
 * API checks the signature with the secret it shares with the provider (api/src/modules/auth/provider-token.ts); an
 * operator's API verifies it with the provider. 401 field "providerToken": `auth.social_refused` when the token does not
 * check out, `auth.identity_not_linked` when no player is linked to the identity it names.
 */
export const ExternalSignInBody = Type.Object({
  provider: SocialProvider,
  providerToken: Type.String({ minLength: 1, maxLength: 512 }),
});
export type ExternalSignInBody = Static<typeof ExternalSignInBody>;

/** POST /social/auth: sign in or register through a social provider; links the identity. */
export const SocialAuthBody = Type.Object({
  provider: SocialProvider,
  providerToken: Type.String({ minLength: 1, maxLength: 512 }),
  email: Type.Optional(Email),
  currency: Type.Optional(CurrencyCode),
});
export type SocialAuthBody = Static<typeof SocialAuthBody>;
export const SocialAuthData = Type.Object({ token: Type.String(), isNewPlayer: Type.Boolean() });
export type SocialAuthData = Static<typeof SocialAuthData>;

/**
 * Social sign-in with OpenID Connect (issue 34.6): authorization code with PKCE, state and nonce, the ID token verified
 * against the provider's JWKS, all on the API; the browser only carries the player there and back.
 * GET /social/oidc/start?provider&redirect -> 302 to the provider's authorization endpoint, and an HttpOnly cookie that
 *   binds the attempt to this browser (a plain link: works without JavaScript); 404 `auth.provider_unknown` when the
 *   provider is not configured (API_OIDC_<PROVIDER>_ISSUER/_CLIENT_ID/_CLIENT_SECRET, api/README.md).
 * POST /social/oidc/finish { search } (the callback page's query string, as the provider sent it) -> the session token;
 *   400 `auth.social_state` (unknown, used, expired or another browser's attempt), 400 `auth.social_denied` (the player
 *   said no at the provider), 401 `auth.social_refused` (the code or the ID token did not check out).
 */
export const OidcProvider = Type.Union([
  Type.Literal('google'),
  Type.Literal('mailru'),
  Type.Literal('vkontakte'),
  Type.Literal('yandex'),
]);
export type OidcProvider = Static<typeof OidcProvider>;
export const OidcStartQuery = Type.Object({
  provider: OidcProvider,
  /** Where to go after signing in: a path of this site (anything else is dropped). */
  redirect: Type.Optional(Type.String({ maxLength: 512 })),
});
export type OidcStartQuery = Static<typeof OidcStartQuery>;
export const OidcFinishBody = Type.Object({ search: Type.String({ minLength: 1, maxLength: 4096 }) });
export type OidcFinishBody = Static<typeof OidcFinishBody>;
export const OidcFinishData = Type.Object({
  token: Type.String(),
  isNewPlayer: Type.Boolean(),
  /** The path the player was heading to when they started, or null. */
  redirect: Type.Union([Type.String(), Type.Null()]),
});
export type OidcFinishData = Static<typeof OidcFinishData>;

/** GET /social/app-data: the providers a sign-in form offers. */
export const SocialApp = Type.Object({
  provider: Type.Union([SocialProvider, OidcProvider]),
  /** true: sign in through GET /social/oidc/start (authorizeUrl is that path); the others are the provider's widget. */
  oidc: Type.Optional(Type.Boolean()),
  clientId: Type.String(),
  authorizeUrl: Type.String(),
});
export type SocialApp = Static<typeof SocialApp>;
export const SocialAppData = Type.Object({ apps: Type.Array(SocialApp) });
export type SocialAppData = Static<typeof SocialAppData>;

/**
 * POST /registration: creates the player with one current currency account and answers like sign-in (data.token).
 * 409 field "email" / "login" / "nickname" when taken. `termsAccepted` must be true.
 */
export const RegistrationBody = Type.Object({
  email: Email,
  password: Password,
  login: Type.Optional(Login),
  nickname: Type.Optional(Nickname),
  currency: Type.Optional(CurrencyCode),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  phone: Type.Optional(Phone),
  locale: Type.Optional(LocaleSchema),
  promoCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  termsAccepted: Type.Literal(true),
});
export type RegistrationBody = Static<typeof RegistrationBody>;

/** GET /logout and POST /terms/accept answer `{ status: "ok", data: { handled: true } }`. */
export const HandledResponse = ok(Handled);
export type HandledResponse = Static<typeof HandledResponse>;

/** POST /resend-sms (authenticated, no body): sends the phone confirmation code again (to the outbox). */
export const ResendSmsData = Type.Object({ handled: Type.Boolean(), phone: Type.String() });
export type ResendSmsData = Static<typeof ResendSmsData>;
