import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type ApiOk,
  type AuthHistoryItem,
  type GoogleAuthSecret,
  type Handled,
  type Paged,
  type PinCodeCheckData,
  type SecurityData,
} from '@casino/contract/schemas';
import { playerIdOf } from '../../auth/guard';
import { bearerToken, revokeAllTokens } from '../../auth/tokens';
import { ApiError } from '../../errors';
import { countAttempt } from '../auth/attempt-limiter';
import { sendCode, useCode } from '../auth/outbox';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { newTotpSecret, totpCodeIsValid, totpUrl } from '../auth/totp';
import { playerRow } from '../player/player-row';
import { pageOf } from '../history/paging';
import { route } from '../../http/route';
import { clearPinTries, reservePinTry } from './pin-lock';

const handled = (): ApiOk<Handled> => ({ status: 'ok', data: { handled: true } });

/** Dashboard security (authenticated): password change, SMS and authenticator two-factor, PIN code, sign-in history. */
export const securityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  route(app, 'dashboard.changePassword', {}, async (request, reply) => {
    const player = playerRow(db, playerIdOf(request));
    countAttempt(request, reply, { playerId: player.id });
    if (!(await verifyPassword(request.body.currentPassword, player.password_hash)))
      throw ApiError.badRequest('currentPassword', 'is wrong', 'code.wrong');
    const hash = await hashPassword(request.body.newPassword);
    db.prepare('UPDATE players SET password_hash = ? WHERE id = ?').run(hash, player.id);
    // Other devices must sign in again with the new password; this session stays.
    revokeAllTokens(db, player.id, bearerToken(request.headers.authorization));
    return handled();
  });

  route(app, 'dashboard.security', {}, async (request): Promise<ApiOk<SecurityData>> => {
    const player = playerRow(db, playerIdOf(request));
    return {
      status: 'ok',
      data: {
        twoFactorType: player.two_factor_type,
        isPinCodeEnabled: player.pin_code_hash !== null,
        isPhoneConfirmed: player.is_phone_confirmed === 1,
      },
    };
  });

  route(app, 'dashboard.smsAuthGenerate', {}, async (request, reply): Promise<ApiOk<Handled>> => {
    const player = playerRow(db, playerIdOf(request));
    countAttempt(request, reply, { playerId: player.id });
    if (!player.phone || player.is_phone_confirmed !== 1)
      throw ApiError.conflict('phone', 'confirm a phone number first');
    sendCode(db, { playerId: player.id, channel: 'sms', recipient: player.phone, purpose: 'sms-auth' });
    return handled();
  });
  route(
    app,
    'dashboard.smsAuthActivate',
    {},
    async (request, reply) => {
      const player = playerRow(db, playerIdOf(request));
      countAttempt(request, reply, { playerId: player.id });
      if (player.two_factor_type === 'sms') throw ApiError.conflict('code', 'SMS two-factor is already on');
      if (!useCode(db, player.id, 'sms-auth', request.body.code))
        throw ApiError.badRequest('code', 'is wrong or expired', 'code.wrong');
      db.prepare("UPDATE players SET two_factor_type = 'sms', totp_secret = NULL WHERE id = ?").run(
        player.id,
      );
      return handled();
    },
  );
  route(
    app,
    'dashboard.smsAuthDeactivate',
    {},
    async (request, reply) => {
      const player = playerRow(db, playerIdOf(request));
      countAttempt(request, reply, { playerId: player.id });
      if (player.two_factor_type !== 'sms') throw ApiError.conflict('code', 'SMS two-factor is not on');
      if (!useCode(db, player.id, 'sms-auth', request.body.code))
        throw ApiError.badRequest('code', 'is wrong or expired', 'code.wrong');
      db.prepare('UPDATE players SET two_factor_type = NULL WHERE id = ?').run(player.id);
      return handled();
    },
  );

  route(app, 'dashboard.googleAuthGenerate', {}, async (request): Promise<ApiOk<GoogleAuthSecret>> => {
    const player = playerRow(db, playerIdOf(request));
    if (player.two_factor_type === 'google')
      throw ApiError.conflict('code', 'the authenticator is already on');
    const secret = newTotpSecret();
    db.prepare('UPDATE players SET totp_pending_secret = ? WHERE id = ?').run(secret, player.id);
    return { status: 'ok', data: { secret, otpauthUrl: totpUrl(secret, player.email ?? player.login) } };
  });
  route(
    app,
    'dashboard.googleAuthActivate',
    {},
    async (request, reply) => {
      const player = playerRow(db, playerIdOf(request));
      countAttempt(request, reply, { playerId: player.id });
      if (!player.totp_pending_secret) throw ApiError.conflict('code', 'generate a secret first');
      if (!totpCodeIsValid(player.totp_pending_secret, request.body.code))
        throw ApiError.badRequest('code', 'is wrong', 'code.wrong');
      db.prepare(
        "UPDATE players SET two_factor_type = 'google', totp_secret = totp_pending_secret, totp_pending_secret = NULL WHERE id = ?",
      ).run(player.id);
      return handled();
    },
  );
  route(
    app,
    'dashboard.googleAuthDeactivate',
    {},
    async (request, reply) => {
      const player = playerRow(db, playerIdOf(request));
      countAttempt(request, reply, { playerId: player.id });
      if (player.two_factor_type !== 'google') throw ApiError.conflict('code', 'the authenticator is not on');
      if (!totpCodeIsValid(player.totp_secret, request.body.code))
        throw ApiError.badRequest('code', 'is wrong', 'code.wrong');
      db.prepare('UPDATE players SET two_factor_type = NULL, totp_secret = NULL WHERE id = ?').run(player.id);
      return handled();
    },
  );

  route(
    app,
    'dashboard.authHistory',
    {},
    async (request): Promise<ApiOk<Paged<AuthHistoryItem>>> => {
      type Row = {
        id: number;
        method: string;
        success: number;
        ip: string;
        user_agent: string;
        created_at: string;
      };
      return {
        status: 'ok',
        data: pageOf<Row, AuthHistoryItem>(
          db,
          request.query,
          { select: '*', fromWhere: 'FROM auth_history WHERE player_id = ?', order: 'id DESC' },
          [playerIdOf(request)],
          (r) => ({
            id: r.id,
            method: r.method,
            success: r.success === 1,
            ip: r.ip,
            userAgent: r.user_agent,
            createdAt: r.created_at,
          }),
        ),
      };
    },
  );

  route(app, 'dashboard.pinActivate', {}, async (request) => {
    const player = playerRow(db, playerIdOf(request));
    if (player.pin_code_hash)
      throw ApiError.conflict('pinCode', 'a PIN code is already set; reset it instead');
    db.prepare('UPDATE players SET pin_code_hash = ? WHERE id = ?').run(
      await hashPassword(request.body.pinCode),
      player.id,
    );
    return handled();
  });
  route(app, 'dashboard.pinDeactivate', {}, async (request, reply) => {
    const player = playerRow(db, playerIdOf(request));
    countAttempt(request, reply, { playerId: player.id }, 'pin');
    if (!player.pin_code_hash) throw ApiError.conflict('pinCode', 'no PIN code is set');
    reservePinTry(db, player.id, reply);
    if (!(await verifyPassword(request.body.pinCode, player.pin_code_hash)))
      throw ApiError.badRequest('pinCode', 'is wrong', 'code.wrong');
    clearPinTries(db, player.id);
    db.prepare('UPDATE players SET pin_code_hash = NULL WHERE id = ?').run(player.id);
    return handled();
  });
  route(app, 'dashboard.pinReset', {}, async (request, reply) => {
    const player = playerRow(db, playerIdOf(request));
    countAttempt(request, reply, { playerId: player.id }, 'pin');
    if (!(await verifyPassword(request.body.password, player.password_hash)))
      throw ApiError.badRequest('password', 'is wrong', 'code.wrong');
    db.prepare('UPDATE players SET pin_code_hash = ? WHERE id = ?').run(
      await hashPassword(request.body.pinCode),
      player.id,
    );
    clearPinTries(db, player.id);
    return handled();
  });
  route(
    app,
    'dashboard.pinCheck',
    {},
    async (request, reply): Promise<ApiOk<PinCodeCheckData>> => {
      const player = playerRow(db, playerIdOf(request));
      countAttempt(request, reply, { playerId: player.id }, 'pin');
      if (!player.pin_code_hash) throw ApiError.conflict('pinCode', 'no PIN code is set');
      reservePinTry(db, player.id, reply);
      const valid = await verifyPassword(request.body.pinCode, player.pin_code_hash);
      if (valid) clearPinTries(db, player.id);
      return { status: 'ok', data: { valid } };
    },
  );
};
