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

const okData = <T>(data: T): ApiOk<T> => ({ status: 'ok', data });

/** Auth: registration, sign-in (password, external, social), token refresh, logout, terms, SMS resend. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

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
      const link = db
        .prepare('SELECT player_id AS playerId FROM social_identities WHERE provider = ? AND external_id = ?')
        .get(provider, providerToken) as { playerId: number } | undefined;
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
      const result = db.transaction(() => {
        const link = db
          .prepare(
            'SELECT player_id AS playerId FROM social_identities WHERE provider = ? AND external_id = ?',
          )
          .get(provider, providerToken) as { playerId: number } | undefined;
        if (link) return { playerId: link.playerId, isNewPlayer: false };
        const playerId = insertPlayer(db, {
          // A stable login from the identity; the player may pick a nickname later.
          login: `${provider}-${createHash('sha256').update(providerToken).digest('hex').slice(0, 12)}`,
          email: email ?? null,
          passwordHash: null,
          currency: currency ?? 'EUR',
          registrationType: 'social',
        });
        db.prepare(
          'INSERT INTO social_identities (provider, external_id, player_id, created_at) VALUES (?, ?, ?, ?)',
        ).run(provider, providerToken, playerId, nowIso());
        return { playerId, isNewPlayer: true };
      })();
      recordSignIn(request, result.playerId, 'social', true);
      return okData({ token: issueToken(db, app.config, result.playerId), isNewPlayer: result.isNewPlayer });
    },
  );

  route(app, 'auth.socialApps', {}, async (): Promise<ApiOk<SocialAppData>> => {
    // No outside service here: the URLs are placeholders an operator's API replaces with the providers' real ones.
    return okData({
      apps: (['google', 'telegram', 'vk'] as const).map((provider) => ({
        provider,
        clientId: `casino-reference-${provider}`,
        authorizeUrl: `https://${provider}.oauth.example/authorize?client_id=casino-reference-${provider}`,
      })),
    });
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
