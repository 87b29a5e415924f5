/**
 * Every error code the platform API answers (`errors[].code`, contract/common.ts), with its meaning, in a plain module
 * the browser can import without the schema library. Programs branch on codes and front ends translate them; the
 * `message` beside a code is English for logs and developers, never shown to players nor parsed.
 */
export const API_ERROR_CODES = {
  'validation.required': 'a required input is missing',
  'validation.too_short': 'a text or list is shorter than allowed',
  'validation.too_long': 'a text or list is longer than allowed',
  'validation.format': 'a text does not have the expected form (email, phone, pattern, date)',
  'validation.out_of_range': 'a number or amount is outside the allowed range',
  'validation.invalid': 'an input has the wrong type or a value that is not allowed',
  'auth.required': 'the endpoint needs a signed-in player and no token was sent',
  'auth.token_invalid': 'the access token is unknown, expired or revoked, or its player is gone',
  'auth.refresh_refused': 'the token can no longer be exchanged at /token/refresh: sign in again',
  'auth.invalid_credentials': 'wrong login or password',
  'auth.two_factor_required': 'sign-in needs the two-factor code (just sent by SMS, or shown by the authenticator)',
  'auth.two_factor_wrong': 'the two-factor code is wrong',
  'auth.identity_not_linked': 'no player is linked to this social identity yet',
  'auth.provider_unknown': 'no such sign-in provider is configured',
  'auth.social_state': 'the social sign-in attempt is unknown, used, expired or was started in another browser: start again',
  'auth.social_denied': 'the player did not allow the sign-in at the provider',
  'auth.social_refused': 'the provider\'s code or ID token did not check out (replayed, forged, expired)',
  'code.wrong': 'a confirmation code, PIN, password or signature does not match or has expired',
  rate_limited: 'too many attempts; the message says when to try again',
  not_found: 'unknown route, id, slug or code',
  forbidden: 'the player may not do this now (blocked, cooling off, self-excluded)',
  'conflict.email_taken': 'another player has this email',
  'conflict.login_taken': 'another player has this login',
  'conflict.nickname_taken': 'another player has this nickname',
  'conflict.state': 'the action does not fit the current state (already on, not set, finished, wrong transition)',
  'funds.insufficient': 'the balance or the points do not cover the amount',
  'bonus.rules': "the bonus's rules do not allow this (period, currency, minimum deposit, already used, wagering)",
  'bonus.code_unknown': 'no bonus code like this exists (or its campaign has not started yet)',
  'bonus.code_expired': "the bonus code existed but its campaign has ended",
  'bonus.code_used': 'the player has already redeemed this bonus code',
  'limit.exceeded': "a responsible-gaming limit (the player's or the jurisdiction's) refuses this; the body's `limit` says how much is left",
  'limit.too_fast': "the jurisdiction's minimum time per round has not passed; the body's `limit.retryAt` says when",
  'play.autoplay_off': "the jurisdiction's profile offers no autoplay: a round sent as part of an autoplay series is refused",
  'body.too_large': 'the request body or the uploaded file is too large',
  'body.unsupported_type': 'the content type is not accepted here',
  'path.invalid': 'the URL could not be read (bad encoding, over-long parameter)',
  internal: 'an unexpected failure on the server (a bug: the message is generic)',
  network: 'set by the client, never by the API: the request got no answer (offline, aborted, blocked)',
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_CODES;

/** The broadest code for an HTTP status: what an error gets when its thrower (or a foreign API, a proxy) named none. */
export function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return 'auth.token_invalid';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict.state';
  if (status === 413) return 'body.too_large';
  if (status === 415) return 'body.unsupported_type';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'internal';
  return 'validation.invalid';
}

/** The code of a failed JSON-schema rule (Ajv's and TypeBox's keyword): the API's 400s and the browser forms agree. */
export function codeForKeyword(keyword: string): ApiErrorCode {
  switch (keyword) {
    case 'required':
      return 'validation.required';
    case 'minLength':
    case 'minItems':
    case 'minProperties':
      return 'validation.too_short';
    case 'maxLength':
    case 'maxItems':
    case 'maxProperties':
      return 'validation.too_long';
    case 'pattern':
    case 'format':
      return 'validation.format';
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
      return 'validation.out_of_range';
    default:
      return 'validation.invalid';
  }
}
