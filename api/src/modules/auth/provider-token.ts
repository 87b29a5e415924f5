import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The identity a widget provider or a partner hands to /social/auth and /sign-in/external (SPEC.md section 7), as the
 * reference API checks it: `v1.<externalId, base64url>.<expires, unix seconds>.<HMAC-SHA256, base64url>`, signed with
 * the secret the operator shares with the provider (API_EXTERNAL_AUTH_SECRET, api/README.md). A token that does not
 * check out names no one: before this, the token was taken as the provider's user id itself, so anyone who knew or
 * guessed a linked id signed in as that player. An operator's API verifies the provider's own token instead.
 */
const VERSION = 'v1';
/** How far ahead a token may say it expires: a provider hands out short-lived assertions. */
export const PROVIDER_TOKEN_MAX_LIFETIME_SECONDS = 24 * 3600;
const EXTERNAL_ID = /^[\w.:@+-]{1,128}$/;

const signature = (secret: string, provider: string, externalId: string, expires: number) =>
  createHmac('sha256', secret).update(`${VERSION}\n${provider}\n${externalId}\n${expires}`).digest('base64url');

/** What a provider (or the test stack's stand-in for one, POST /_dev/external-token) hands the browser. */
export function signProviderToken(secret: string, provider: string, externalId: string, expires: number): string {
  if (!EXTERNAL_ID.test(externalId)) throw new Error('an external id is 1-128 letters, digits or ._:@+-');
  return `${VERSION}.${Buffer.from(externalId).toString('base64url')}.${expires}.${signature(secret, provider, externalId, expires)}`;
}

/** The provider's user id the token was signed for, or null: no secret, malformed, expired, too long-lived, or forged. */
export function verifyProviderToken(secret: string, provider: string, token: string, nowSeconds: number): string | null {
  if (!secret) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, encodedId, expiresText, given] = parts as [string, string, string, string];
  const externalId = Buffer.from(encodedId, 'base64url').toString('utf8');
  const expires = Number(expiresText);
  if (!EXTERNAL_ID.test(externalId) || !/^\d{1,12}$/.test(expiresText)) return null;
  if (expires <= nowSeconds || expires > nowSeconds + PROVIDER_TOKEN_MAX_LIFETIME_SECONDS) return null;
  const expected = Buffer.from(signature(secret, provider, externalId, expires));
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected) ? externalId : null;
}

/**
 * The secret in use: API_EXTERNAL_AUTH_SECRET, else (the test stack and `pnpm dev`, whose operator switches are on) one
 * derived from the dev secret, so the stand-in provider can sign; else none, and both endpoints refuse every token.
 */
export function externalAuthSecret(config: { externalAuthSecret: string; devSecret: string }): string {
  if (config.externalAuthSecret) return config.externalAuthSecret;
  return config.devSecret ? createHmac('sha256', config.devSecret).update('external-auth').digest('base64url') : '';
}
