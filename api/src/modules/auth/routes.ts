import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type Handled,
  type ResendSmsData,
  type SocialAppData,
  type SocialAuthData,
  type TokenData,
  type ApiOk,
} from '@casino/contract/schemas';
import { createHash } from 'node:crypto';
import { bearerToken, inspectToken, issueToken, revokeToken } from '../../auth/tokens';
import { playerIdOf, requirePlayer } from '../../auth/guard';
import { ApiError } from '../../errors';
import { nowIso } from '../../db/database';
import { countAttempt } from './attempt-limiter';
import { recordSignIn } from './auth-history';
import { hashPassword, UNKNOWN_PLAYER_HASH, verifyPassword } from './passwords';
import { insertPlayer } from './register-player';
import { sendCode, useCode } from './outbox';
import { totpCodeIsValid } from './totp';
import { playerByLogin, playerRow } from '../player/player-row';
import { redeemBonusCode } from '../bonuses/bonus-service';
import { route } from '../../http/route';
import { OIDC_BINDING_COOKIE, OidcSignIn, oidcSettingsFromEnv } from './oidc';
import { externalAuthSecret, verifyProviderToken } from './provider-token';

const okData = <T>(data: T): ApiOk<T> => ({ status: 'ok', data });

/** Auth: registration, sign-in (password, external, social), token refresh, logout, terms, SMS resend. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const providerSecret = externalAuthSecret(app.config);
  /** The provider's user id a signed provider token names (provider-token.ts); a token that does not check out: 401. */
  const providerIdentity = (provider: string, providerToken: string): string => {
    const externalId = verifyProviderToken(providerSecret, provider, providerToken, Math.floor(Date.now() / 1000));
    if (externalId === null)
      throw new ApiError(401, [{ field: 'providerToken', code: 'auth.social_refused', message: 'the provider token is malformed, expired or not signed by the provider' }]);
    return externalId;
  };

  route(
    app,
    'auth.register',
    {},
    async (request): Promise<ApiOk<TokenData>> => {
      const body = request.body;
      const passwordHash = await hashPassword(body.password);
      const playerId = db.transaction(() => {
        const id = insertPlayer(db, {
          login: body.login ?? body.email,
          email: body.email,
          passwordHash,
          currency: body.currency ?? 'EUR',
          registrationType: 'email',
          nickname: body.nickname ?? null,
          country: body.country ?? null,
          phone: body.phone ?? null,
          ...(body.locale ? { locale: body.locale } : {}),
        });
        sendCode(db, { playerId: id, channel: 'email', recipient: body.email, purpose: 'email-confirm' });
        return id;
      })();
      if (body.promoCode) {
        // A wrong promo code must not undo a registration: the player can redeem a code later on the dashboard.
        try {
          redeemBonusCode(db, playerId, body.promoCode);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
      }
      recordSignIn(request, playerId, 'registration', true);
      return okData({ token: issueToken(db, app.config, playerId) });
    },
  );

  route(
    app,
    'auth.signIn',
    {},
    async (request, reply): Promise<ApiOk<TokenData>> => {
      const { login, password, code } = request.body;
      countAttempt(request, reply, { name: login });
      const player = playerByLogin(db, login.trim());
      const passwordOk = await verifyPassword(password, player?.password_hash ?? UNKNOWN_PLAYER_HASH);
      if (!player || !passwordOk) {
        if (player) recordSignIn(request, player.id, 'password', false);
        throw ApiError.unauthorized('wrong login or password', 'auth.invalid_credentials');
      }
      if (player.two_factor_type === 'google') {
        if (!code) throw ApiError.forbidden('code', 'two-factor code required', 'auth.two_factor_required');
        if (!totpCodeIsValid(player.totp_secret, code))
          throw ApiError.forbidden('code', 'two-factor code is wrong', 'auth.two_factor_wrong');
      } else if (player.two_factor_type === 'sms') {
        if (!code) {
          sendCode(db, {
            playerId: player.id,
            channel: 'sms',
            recipient: player.phone ?? '',
            purpose: 'sign-in-sms',
          });
          throw ApiError.forbidden('code', 'two-factor code required', 'auth.two_factor_required');
        }
        if (!useCode(db, player.id, 'sign-in-sms', code))
          throw ApiError.forbidden('code', 'two-factor code is wrong', 'auth.two_factor_wrong');
      }
      recordSignIn(request, player.id, 'password', true);
      return okData({ token: issueToken(db, app.config, player.id) });
    },
  );
  route(
    app,
    'auth.signInExternal',
    {},
    async (request, reply): Promise<ApiOk<TokenData>> => {
      const { provider, providerToken } = request.body;
      countAttempt(request, reply, { name: `${provider}:${providerToken}` });
      const externalId = providerIdentity(provider, providerToken);
      const link = db
        .prepare('SELECT player_id AS playerId FROM social_identities WHERE provider = ? AND external_id = ?')
        .get(provider, externalId) as { playerId: number } | undefined;
      if (!link)
        throw new ApiError(401, [
          { field: 'providerToken', code: 'auth.identity_not_linked', message: 'no player is linked to this identity' },
        ]);
      recordSignIn(request, link.playerId, 'external', true);
      return okData({ token: issueToken(db, app.config, link.playerId) });
    },
  );

  route(
    app,
    'auth.social',
    {},
    async (request, reply): Promise<ApiOk<SocialAuthData>> => {
      const { provider, providerToken, email, currency } = request.body;
      countAttempt(request, reply, { name: `${provider}:${providerToken}` });
      const externalId = providerIdentity(provider, providerToken);
      const result = db.transaction(() => {
        const link = db
          .prepare(
            'SELECT player_id AS playerId FROM social_identities WHERE provider = ? AND external_id = ?',
          )
          .get(provider, externalId) as { playerId: number } | undefined;
        if (link) return { playerId: link.playerId, isNewPlayer: false };
        const playerId = insertPlayer(db, {
          // A stable login from the identity; the player may pick a nickname later.
          login: `${provider}-${createHash('sha256').update(externalId).digest('hex').slice(0, 12)}`,
          email: email ?? null,
          passwordHash: null,
          currency: currency ?? 'EUR',
          registrationType: 'social',
        });
        db.prepare(
          'INSERT INTO social_identities (provider, external_id, player_id, created_at) VALUES (?, ?, ?, ?)',
        ).run(provider, externalId, playerId, nowIso());
        return { playerId, isNewPlayer: true };
      })();
      recordSignIn(request, result.playerId, 'social', true);
      return okData({ token: issueToken(db, app.config, result.playerId), isNewPlayer: result.isNewPlayer });
    },
  );

  // OpenID Connect sign-in (oidc.ts): the providers configured with API_OIDC_<PROVIDER>_* (api/README.md).
  const oidc = new OidcSignIn(db, oidcSettingsFromEnv());
  const secureCookie = oidc.settings.siteUrl.startsWith('https:') ? '; Secure' : '';

  route(app, 'auth.socialApps', {}, async (): Promise<ApiOk<SocialAppData>> =>
    okData({
      apps: oidc.configured().map((provider) => ({
        provider,
        clientId: oidc.settings.providers[provider]!.clientId,
        authorizeUrl: `/api/v1/social/oidc/start?provider=${provider}`,
        oidc: true,
      })),
    }),
  );

  route(app, 'auth.oidcStart', {}, async (request, reply) => {
    const { authorizeUrl, binding } = await oidc.start(request.query.provider, request.query.redirect);
    return reply
      .header('set-cookie', `${OIDC_BINDING_COOKIE}=${binding}; Path=/api/v1/social/oidc; Max-Age=600; HttpOnly; SameSite=Lax${secureCookie}`)
      .header('cache-control', 'no-store')
      .redirect(authorizeUrl, 302);
  });

  route(app, 'auth.oidcFinish', {}, async (request, reply) => {
    countAttempt(request, reply, { name: 'oidc-finish' });
    const binding = cookieValue(request.headers.cookie, OIDC_BINDING_COOKIE);
    reply.header('set-cookie', `${OIDC_BINDING_COOKIE}=; Path=/api/v1/social/oidc; Max-Age=0; HttpOnly; SameSite=Lax${secureCookie}`);
    const identity = await oidc.finish(request.body.search, binding);
    // Kept apart from the widget identities of /social/auth ("oidc:" prefix): only a verified ID token reaches them.
    const providerKey = `oidc:${identity.provider}`;
    const result = db.transaction(() => {
      const link = db
        .prepare('SELECT player_id AS playerId FROM social_identities WHERE provider = ? AND external_id = ?')
        .get(providerKey, identity.subject) as { playerId: number } | undefined;
      if (link) return { playerId: link.playerId, isNewPlayer: false };
      const taken = identity.email ? db.prepare('SELECT 1 FROM players WHERE email = ?').get(identity.email) : undefined;
      const playerId = insertPlayer(db, {
        login: `${identity.provider}-${createHash('sha256').update(identity.subject).digest('hex').slice(0, 12)}`,
        // An address another player already has stays theirs: this player adds one later.
        email: taken ? null : identity.email,
        passwordHash: null,
        currency: 'EUR',
        registrationType: 'social',
      });
      db.prepare('INSERT INTO social_identities (provider, external_id, player_id, created_at) VALUES (?, ?, ?, ?)').run(
        providerKey,
        identity.subject,
        playerId,
        nowIso(),
      );
      return { playerId, isNewPlayer: true };
    })();
    recordSignIn(request, result.playerId, 'social', true);
    return okData({ token: issueToken(db, app.config, result.playerId), isNewPlayer: result.isNewPlayer, redirect: identity.redirect });
  });

  // An expired token is still accepted here (within the refresh window); it is revoked so it cannot be used twice.
  route(app, 'auth.refreshToken', {}, async (request): Promise<ApiOk<TokenData>> => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw ApiError.unauthorized(undefined, 'auth.required');
    const state = inspectToken(db, token);
    if (state.kind === 'invalid' || (state.kind === 'expired' && !state.refreshable))
      throw ApiError.unauthorized('the token cannot be refreshed, sign in again', 'auth.refresh_refused');
    if (!revokeToken(db, token)) throw ApiError.unauthorized('the token cannot be refreshed, sign in again', 'auth.refresh_refused');
    playerRow(db, state.playerId);
    return okData({ token: issueToken(db, app.config, state.playerId) });
  });

  route(app, 'auth.logout', {}, async (request): Promise<ApiOk<Handled>> => {
    const token = bearerToken(request.headers.authorization);
    if (!token || inspectToken(db, token).kind === 'invalid') throw ApiError.unauthorized();
    return okData({ handled: revokeToken(db, token) });
  });

  route(app, 'auth.acceptTerms', { onRequest: requirePlayer }, async (request): Promise<ApiOk<Handled>> => {
    db.prepare('UPDATE players SET is_terms_required = 0 WHERE id = ?').run(playerIdOf(request));
    return okData({ handled: true });
  });

  route(
    app,
    'auth.resendSms',
    { onRequest: requirePlayer },
    async (request, reply): Promise<ApiOk<ResendSmsData>> => {
      const player = playerRow(db, playerIdOf(request));
      countAttempt(request, reply, { playerId: player.id });
      const phone = player.pending_phone ?? player.phone;
      if (!phone) throw ApiError.conflict('phone', 'the player has no phone number to confirm');
      sendCode(db, { playerId: player.id, channel: 'sms', recipient: phone, purpose: 'phone-confirm' });
      return okData({ handled: true, phone });
    },
  );
};

/** One cookie's value from a Cookie header (the API has no cookie plugin: this is its only cookie). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
