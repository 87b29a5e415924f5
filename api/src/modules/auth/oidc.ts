import { createHash, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { OidcProvider } from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { ApiError } from '../../errors';

/**
 * Social sign-in with OpenID Connect (issue 34.6), the same code for a real provider and for the reference stack's
 * stand-in (scripts/oidc-provider.mjs): authorization code with PKCE (S256), state and nonce, the code exchanged by
 * the API with the client secret, and the ID token's signature checked against the provider's JWKS
 * (openid-client's non-repudiation checks) as well as its issuer, audience, expiry and nonce.
 */
export const OIDC_PROVIDERS: readonly OidcProvider[] = ['google', 'mailru', 'vkontakte', 'yandex'];
/** The site's callback path per provider (SPEC.md section 2: /social/_auth and the fixed /social/check-* paths). */
export const OIDC_CALLBACK_PATHS: Record<OidcProvider, string> = {
  google: '/social/_auth',
  mailru: '/social/check-mailru',
  vkontakte: '/social/check-vkontakte',
  yandex: '/social/check-yandex',
};
/** The cookie that ties an attempt to the browser that started it (a stolen callback URL is useless elsewhere). */
export const OIDC_BINDING_COOKIE = 'oidc_binding';
/** An attempt older than this is refused: the player starts again. */
const ATTEMPT_TTL_MS = 10 * 60 * 1000;

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface OidcSettings {
  /** The address players use (the edge): callbacks go to `${siteUrl}/social/...`. */
  siteUrl: string;
  providers: Partial<Record<OidcProvider, OidcProviderConfig>>;
}

/**
 * API_OIDC_<PROVIDER>_ISSUER, _CLIENT_ID and _CLIENT_SECRET per provider (GOOGLE, MAILRU, VKONTAKTE, YANDEX); a provider
 * with any of the three missing is not offered. API_SITE_URL is the players' address (default http://localhost:3000).
 */
export function oidcSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): OidcSettings {
  const providers: OidcSettings['providers'] = {};
  for (const provider of OIDC_PROVIDERS) {
    const key = `API_OIDC_${provider.toUpperCase()}`;
    const issuer = (env[`${key}_ISSUER`] ?? '').trim();
    const clientId = (env[`${key}_CLIENT_ID`] ?? '').trim();
    const clientSecret = (env[`${key}_CLIENT_SECRET`] ?? '').trim();
    if (issuer && clientId && clientSecret) providers[provider] = { issuer, clientId, clientSecret };
  }
  return { siteUrl: (env.API_SITE_URL || 'http://localhost:3000').replace(/\/$/, ''), providers };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** A path of this site to go to after signing in, or null (never another origin). */
function safePath(raw: string | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || /[\\\s]/.test(raw)) return null;
  return raw;
}

interface LoginRow {
  state: string;
  provider: OidcProvider;
  code_verifier: string;
  nonce: string;
  binding_hash: string;
  redirect: string | null;
  created_at: string;
  used_at: string | null;
}

export class OidcSignIn {
  private readonly discovered = new Map<OidcProvider, Promise<client.Configuration>>();

  constructor(
    private readonly db: Db,
    readonly settings: OidcSettings,
  ) {}

  configured(): OidcProvider[] {
    return OIDC_PROVIDERS.filter((provider) => this.settings.providers[provider]);
  }

  private configuration(provider: OidcProvider): Promise<client.Configuration> {
    const settings = this.settings.providers[provider];
    if (!settings) throw ApiError.notFound('provider', 'this sign-in provider is not configured', 'auth.provider_unknown');
    let found = this.discovered.get(provider);
    if (!found) {
      const issuer = new URL(settings.issuer);
      found = client
        .discovery(
          issuer,
          settings.clientId,
          settings.clientSecret,
          undefined,
          // The reference stack's stand-in provider listens on plain http on this machine; a real one is https.
          issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .then((configuration) => {
          // Verify the ID token's signature against the provider's JWKS, not only its claims.
          client.enableNonRepudiationChecks(configuration);
          return configuration;
        });
      // A provider that was down is asked again next time.
      found.catch(() => this.discovered.delete(provider));
      this.discovered.set(provider, found);
    }
    return found;
  }

  redirectUri(provider: OidcProvider): string {
    return `${this.settings.siteUrl}${OIDC_CALLBACK_PATHS[provider]}`;
  }

  /** A new attempt: the provider's authorization URL, and the browser binding to set as an HttpOnly cookie. */
  async start(provider: OidcProvider, redirect: string | undefined): Promise<{ authorizeUrl: string; binding: string }> {
    const configuration = await this.configuration(provider);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const binding = randomBytes(32).toString('base64url');
    this.db
      .prepare('DELETE FROM oidc_logins WHERE created_at < ?')
      .run(new Date(Date.now() - ATTEMPT_TTL_MS * 6).toISOString());
    this.db
      .prepare(
        'INSERT INTO oidc_logins (state, provider, code_verifier, nonce, binding_hash, redirect, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(state, provider, codeVerifier, nonce, sha256(binding), safePath(redirect), nowIso());
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider),
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { authorizeUrl: url.href, binding };
  }

  /**
   * The callback: `search` is the query string the provider sent the browser back with. The attempt is taken (used
   * once, by the browser that started it, within ten minutes) before the code is exchanged, so neither a replayed
   * callback nor a replayed code signs anyone in.
   */
  async finish(search: string, binding: string | undefined): Promise<{ provider: OidcProvider; subject: string; email: string | null; redirect: string | null }> {
    const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
    const state = params.get('state') ?? '';
    const row = state ? (this.db.prepare('SELECT * FROM oidc_logins WHERE state = ?').get(state) as LoginRow | undefined) : undefined;
    const stale = !row || row.used_at !== null || Date.parse(row.created_at) < Date.now() - ATTEMPT_TTL_MS;
    if (stale || !binding || sha256(binding) !== row.binding_hash)
      throw ApiError.badRequest('state', 'this sign-in attempt is unknown, used, expired or from another browser', 'auth.social_state');
    const taken = this.db.prepare('UPDATE oidc_logins SET used_at = ? WHERE state = ? AND used_at IS NULL').run(nowIso(), state);
    if (taken.changes !== 1) throw ApiError.badRequest('state', 'this sign-in attempt was already used', 'auth.social_state');
    if (params.get('error'))
      throw ApiError.badRequest('provider', 'the sign-in was not allowed at the provider', 'auth.social_denied');
    const configuration = await this.configuration(row.provider);
    const callback = new URL(this.redirectUri(row.provider));
    callback.search = params.toString();
    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: row.code_verifier,
        expectedState: row.state,
        expectedNonce: row.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch {
      throw new ApiError(401, [{ field: 'code', code: 'auth.social_refused', message: 'the provider did not confirm this sign-in' }]);
    }
    if (!claims?.sub) throw new ApiError(401, [{ field: 'code', code: 'auth.social_refused', message: 'the ID token names nobody' }]);
    const email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : null;
    return { provider: row.provider, subject: claims.sub, email, redirect: row.redirect };
  }
}
