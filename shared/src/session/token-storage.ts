/**
 * Where the access token lives (SPEC.md section 3): a cookie and localStorage, both named auth_token.
 * The cookie is what the access guard checks (and what the edge could read); localStorage survives a cookie purge.
 */
export const AUTH_TOKEN_KEY = 'auth_token';
/** The cookie outlives the short access token on purpose: an expired token is still exchanged at /token/refresh. */
export const AUTH_TOKEN_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * On the server (the edge's render of a signed-in player's page, host/src/server/render-page.tsx) there is no
 * document nor storage: the render hands its own request's token through this reader (AsyncLocalStorage there), so
 * every read inside that render, and only there, sees that player's token. Nothing here keeps it.
 */
let requestToken: (() => string | null | undefined) | undefined;

/** The server render's token of the request being rendered (never set in a browser). */
export function scopeAuthTokenToRequest(read: () => string | null | undefined): void {
  requestToken = read;
}

/** True when the token read here is a server request's (no refresh: a refreshed token would be that request's alone). */
export const authTokenIsRequestScoped = (): boolean => requestToken !== undefined && typeof document === 'undefined';

function readCookie(name: string): string | null {
  if (name === AUTH_TOKEN_KEY && authTokenIsRequestScoped()) return requestToken?.() || null;
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // private mode or blocked storage: the cookie alone carries the session
  }
}

export function hasAuthTokenCookie(): boolean {
  return Boolean(readCookie(AUTH_TOKEN_KEY));
}

export function readAuthToken(): string | null {
  if (authTokenIsRequestScoped()) return requestToken?.() || null;
  return readCookie(AUTH_TOKEN_KEY) || storage()?.getItem(AUTH_TOKEN_KEY) || null;
}

/** Over HTTPS the cookie is Secure (never sent in clear); it stays readable by the page, so never HttpOnly. */
const secureAttribute = () => (typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '');

export function writeAuthToken(token: string): void {
  if (typeof document !== 'undefined') {
    document.cookie = `${AUTH_TOKEN_KEY}=${encodeURIComponent(token)}; path=/; max-age=${AUTH_TOKEN_COOKIE_MAX_AGE_S}; samesite=lax${secureAttribute()}`;
  }
  storage()?.setItem(AUTH_TOKEN_KEY, token);
}

export function clearAuthToken(): void {
  if (typeof document !== 'undefined') {
    document.cookie = `${AUTH_TOKEN_KEY}=; path=/; max-age=0; samesite=lax${secureAttribute()}`;
  }
  storage()?.removeItem(AUTH_TOKEN_KEY);
}
