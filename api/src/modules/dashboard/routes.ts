import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type ApiOk,
  type Handled,
  type SignatureCheckData,
} from '@casino/contract/schemas';
import { optionalPlayer, requirePlayer } from '../../auth/guard';
import { revokeAllTokens } from '../../auth/tokens';
import { ApiError } from '../../errors';
import { countAttempt } from '../auth/attempt-limiter';
import { sendCode, useCode } from '../auth/outbox';
import { hashPassword } from '../auth/passwords';
import { playerRow } from '../player/player-row';
import { readEmailSignature } from './email-signature';
import { moneyRoutes } from './money-routes';
import { confirmEmail, profileRoutes } from './profile-routes';
import { responsibleGamingRoutes } from './responsible-gaming-routes';
import { securityRoutes } from './security-routes';
import { verificationRoutes } from './verification-routes';
import { route } from '../../http/route';

/** The player dashboard (contract: contract/src/schemas/dashboard.ts). */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  // Public: the player who forgot the password has no token; the link from the mailbox opens without one.
  route(
    app,
    'dashboard.forgotPassword',
    {},
    async (request, reply): Promise<ApiOk<Handled>> => {
      countAttempt(request, reply, { name: request.body.email });
      const player = db.prepare('SELECT id, email FROM players WHERE email = ?').get(request.body.email) as
        { id: number; email: string } | undefined;
      if (player)
        sendCode(db, {
          playerId: player.id,
          channel: 'email',
          recipient: player.email,
          purpose: 'password-reset',
        });
      // Same answer for unknown addresses: the form must not reveal who has an account.
      return { status: 'ok', data: { handled: true } };
    },
  );

  route(
    app,
    'dashboard.resetPassword',
    {},
    async (request, reply): Promise<ApiOk<Handled>> => {
      const { email, code, newPassword } = request.body;
      countAttempt(request, reply, { name: email });
      const player = db.prepare('SELECT id FROM players WHERE email = ?').get(email) as
        { id: number } | undefined;
      if (!player || !useCode(db, player.id, 'password-reset', code))
        throw ApiError.badRequest('code', 'is wrong or expired', 'code.wrong');
      db.prepare('UPDATE players SET password_hash = ? WHERE id = ?').run(
        await hashPassword(newPassword),
        player.id,
      );
      revokeAllTokens(db, player.id);
      return { status: 'ok', data: { handled: true } };
    },
  );

  route(
    app,
    'dashboard.checkSignature',
    { onRequest: optionalPlayer },
    async (request, reply): Promise<ApiOk<SignatureCheckData>> => {
      // per player (when signed in) and per address: one key for everyone let 21 forged signatures a minute block
      // every player's e-mail confirmation (issue 30)
      countAttempt(request, reply, request.playerId === undefined ? null : { playerId: request.playerId });
      const vouched = readEmailSignature(db, request.body.signature);
      if (!vouched) throw ApiError.badRequest('signature', 'is not valid or has expired', 'code.wrong');
      const player = playerRow(db, vouched.playerId);
      if (vouched.email !== player.pending_email && vouched.email !== player.email)
        throw ApiError.badRequest('signature', 'the address has changed since', 'code.wrong');
      confirmEmail(db, player.id, vouched.email);
      return { status: 'ok', data: { valid: true, email: vouched.email } };
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requirePlayer);
    await signedIn.register(moneyRoutes);
    await signedIn.register(securityRoutes);
    await signedIn.register(profileRoutes);
    await signedIn.register(verificationRoutes);
    await signedIn.register(responsibleGamingRoutes);
  });
};
