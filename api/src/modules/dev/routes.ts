import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type ApiOk,
  type DevExternalTokenData,
  type DevPlayerFlags,
  type Handled,
  type OutboxData,
  type OutboxMessage,
} from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { currentAccount, parsePoints } from '../../db/wallet';
import { parseMoney } from '../../money/money';
import { ApiError } from '../../errors';
import { grantCashback } from '../bonuses/bonus-service';
import { movePoints } from '../../db/wallet';
import { jsonArray, playerByLogin, type PlayerRow } from '../player/player-row';
import { requireDevSecret } from './dev-secret';
import { catalogueOf } from '../games/catalogue';
import { padCatalogue } from '../games/seed-catalogue';
import { padBlog } from '../blog/seed';
import { route } from '../../http/route';
import { clockOf } from '../responsible-gaming/clock';
import { externalAuthSecret, signProviderToken } from '../auth/provider-token';

/** Newest first; shared by the dev endpoint and the `pnpm --filter api outbox` command. */
export function readOutbox(
  db: Db,
  query: { recipient?: string | undefined; purpose?: string | undefined; limit?: number | undefined },
): OutboxMessage[] {
  const filters = [
    ...(query.recipient ? ['recipient = ? COLLATE NOCASE'] : []),
    ...(query.purpose ? ['purpose = ?'] : []),
  ];
  const params = [...(query.recipient ? [query.recipient] : []), ...(query.purpose ? [query.purpose] : [])];
  return db
    .prepare(
      `SELECT id, channel, recipient, purpose, code, created_at AS createdAt FROM outbox
       ${filters.length ? `WHERE ${filters.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
    )
    .all(...params, query.limit ?? 50) as OutboxMessage[];
}

function playerOr404(db: Db, login: string): PlayerRow {
  const player = playerByLogin(db, login);
  if (!player) throw ApiError.notFound('login', 'no such player');
  return player;
}

function flagsOf(db: Db, login: string): DevPlayerFlags {
  const p = playerOr404(db, login);
  return {
    id: p.id,
    login: p.login,
    isTermsRequired: p.is_terms_required === 1,
    isBlocked: p.is_blocked === 1,
    isTrusted: p.is_trusted === 1,
    isEmailConfirmed: p.is_email_confirmed === 1,
    isPhoneConfirmed: p.is_phone_confirmed === 1,
    statusName: p.status_name,
    activeTags: jsonArray(p.active_tags),
    hasDocumentsToConfirm:
      db
        .prepare("SELECT 1 FROM verification_documents WHERE player_id = ? AND status = 'requested'")
        .get(p.id) !== undefined,
  };
}

/**
 * Development and operator switches (contract: contract/src/schemas/dev.ts). Registered only when
 * config.devSecret is set, and every call must carry it (dev-secret.ts); no player token, so browser tests can put a
 * player into any state. The edge never proxies them.
 */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.devSecret) return;
  app.addHook('onRequest', requireDevSecret);
  const db = app.db;

  route(
    app,
    'dev.outbox',
    {},
    async (request): Promise<ApiOk<OutboxData>> => ({
      status: 'ok',
      data: { messages: readOutbox(db, request.query) },
    }),
  );

  route(
    app,
    'dev.setFlags',
    {},
    async (request): Promise<ApiOk<DevPlayerFlags>> => {
      const player = playerOr404(db, request.params.login);
      const b = request.body;
      const bit = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
      const columns: [string, unknown][] = (
        [
          ['is_terms_required', bit(b.isTermsRequired)],
          ['is_blocked', bit(b.isBlocked)],
          ['is_trusted', bit(b.isTrusted)],
          ['is_email_confirmed', bit(b.isEmailConfirmed)],
          ['is_phone_confirmed', bit(b.isPhoneConfirmed)],
          ['status_name', b.statusName],
          ['active_tags', b.activeTags === undefined ? undefined : JSON.stringify(b.activeTags)],
          ['cooling_off_until', b.coolingOffBlock === false ? null : undefined],
          ['self_exclusion_until', b.selfExclusionBlock === false ? null : undefined],
        ] as [string, unknown][]
      ).filter(([, value]) => value !== undefined);
      db.transaction(() => {
        if (columns.length > 0)
          db.prepare(`UPDATE players SET ${columns.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ?`).run(
            ...columns.map(([, v]) => v),
            player.id,
          );
        const at = nowIso();
        if (b.hasDocumentsToConfirm === true && !flagsOf(db, player.login).hasDocumentsToConfirm)
          db.prepare(
            "INSERT INTO verification_documents (player_id, kind, status, created_at, updated_at) VALUES (?, 'passport', 'requested', ?, ?)",
          ).run(player.id, at, at);
        if (b.hasDocumentsToConfirm === false)
          db.prepare("DELETE FROM verification_documents WHERE player_id = ? AND status = 'requested'").run(
            player.id,
          );
      })();
      return { status: 'ok', data: flagsOf(db, player.login) };
    },
  );

  // The stand-in provider: signs an identity for /social/auth and /sign-in/external as a real provider would (5 minutes).
  const providerSecret = externalAuthSecret(app.config);
  route(app, 'dev.externalToken', {}, async (request): Promise<ApiOk<DevExternalTokenData>> => ({
    status: 'ok',
    data: { providerToken: signProviderToken(providerSecret, request.body.provider, request.body.externalId, Math.floor(Date.now() / 1000) + 300) },
  }));

  // Issue 35: moves one player's responsible-gaming clock forward (rolling windows, the 24 h wait on a raise, sessions).
  route(app, 'dev.clock', {}, async (request): Promise<ApiOk<Handled>> => {
    const player = playerOr404(db, request.body.login);
    clockOf(db).setOffset(player.id, request.body.offsetSeconds * 1000);
    return { status: 'ok', data: { handled: true } };
  });

  route(
    app,
    'dev.setMoney',
    {},
    async (request): Promise<ApiOk<Handled>> => {
      const player = playerOr404(db, request.params.login);
      const { balance, bonus, points } = request.body;
      for (const [field, value] of Object.entries({ balance, bonus, points }))
        if (value?.startsWith('-')) throw ApiError.badRequest(field, 'must not be negative');
      db.transaction(() => {
        const account = currentAccount(db, player.id);
        if (balance !== undefined)
          db.prepare('UPDATE accounts SET balance_cents = ? WHERE id = ?').run(
            parseMoney(balance, account.currency, 'balance').minor,
            account.id,
          );
        if (bonus !== undefined)
          db.prepare('UPDATE accounts SET bonus_cents = ? WHERE id = ?').run(
            parseMoney(bonus, account.currency, 'bonus').minor,
            account.id,
          );
        if (points !== undefined) {
          db.prepare('INSERT OR IGNORE INTO player_wallet_extras (player_id) VALUES (?)').run(player.id);
          const have = (
            db
              .prepare('SELECT points_cents AS n FROM player_wallet_extras WHERE player_id = ?')
              .get(player.id) as { n: number }
          ).n;
          movePoints(db, player.id, parsePoints(points, 'points') - have, 'operator');
        }
      })();
      return { status: 'ok', data: { handled: true } };
    },
  );

  route(
    app,
    'dev.grantCashback',
    {},
    async (request) => {
      const player = playerOr404(db, request.params.login);
      if (request.body.amount.startsWith('-')) throw ApiError.badRequest('amount', 'must not be negative');
      // in the player's current currency, as the operator would grant it
      const bonus = grantCashback(db, player.id, parseMoney(request.body.amount, currentAccount(db, player.id).currency));
      return { status: 'ok', data: { handled: true, uuid: bonus.uuid } };
    },
  );

  route(
    app,
    'dev.expireTokens',
    {},
    async (request): Promise<ApiOk<Handled>> => {
      const player = playerOr404(db, request.params.login);
      const now = Math.floor(Date.now() / 1000);
      db.prepare(
        'UPDATE access_tokens SET expires_at = ? WHERE player_id = ? AND revoked_at IS NULL AND expires_at > ?',
      ).run(now, player.id, now);
      return { status: 'ok', data: { handled: true } };
    },
  );

  route(
    app,
    'dev.padCatalogue',
    {},
    async (request) => {
      const result = padCatalogue(db, request.body.size);
      if (result.added > 0) catalogueOf(db, app.config.publicUrl).reload();
      return { status: 'ok', data: result };
    },
  );

  route(app, 'dev.padBlog', {}, async (request) => ({ status: 'ok' as const, data: padBlog(db, request.body.size) }));
};
