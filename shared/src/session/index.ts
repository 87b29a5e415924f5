// The session contract (types, context, hooks, token storage); apps import it from '@casino/shared', never by deep path.
export * from './player';
export * from './contract';
// Reading only: the API client is the token's one writer (apiClient.storeToken / forgetToken).
export { AUTH_TOKEN_COOKIE_MAX_AGE_S, AUTH_TOKEN_KEY, authTokenIsRequestScoped, hasAuthTokenCookie, readAuthToken, scopeAuthTokenToRequest } from './token-storage';
