import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type Advertisement,
  type ApiOk,
  type EmailSignatureData,
  type Handled,
  type Profile,
  type Subscriptions,
} from '@casino/contract/schemas';
import { playerIdOf } from '../../auth/guard';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { ApiError } from '../../errors';
import { countAttempt } from '../auth/attempt-limiter';
import { sendCode, useCode } from '../auth/outbox';
import { baseProfileCompleted, playerRow, type PlayerRow } from '../player/player-row';
import { localized } from '../bonuses/bonus-service';
import { emailSignature } from './email-signature';
import { bodyDefaultsToEmpty } from '../player/optional-body';
import { route } from '../../http/route';

const handled = (): ApiOk<Handled> => ({ status: 'ok', data: { handled: true } });
/** Players must be adults: the youngest allowed birthday is 18 years ago. */
const ADULT_AGE_YEARS = 18;

function profileOf(row: PlayerRow): Profile {
  return {
    login: row.login,
    email: row.email,
    pendingEmail: row.pending_email,
    phone: row.phone,
    pendingPhone: row.pending_phone,
    nickname: row.nickname,
    name: row.name,
    surname: row.surname,
    gender: row.gender,
    dateBirthday: row.date_birthday,
    country: row.country,
    state: row.state,
    city: row.city,
    street: row.street,
    address: row.address,
    locale: row.locale,
    isEmailConfirmed: row.is_email_confirmed === 1,
    isPhoneConfirmed: row.is_phone_confirmed === 1,
    wasBaseProfileCompleted: baseProfileCompleted(row),
  };
}

const subscriptionsOf = (row: PlayerRow): Subscriptions => ({
  email: row.subscribe_email === 1,
  sms: row.subscribe_sms === 1,
  push: row.subscribe_push === 1,
});

function checkBirthday(value: string): void {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw ApiError.badRequest('body.dateBirthday', 'is not a date', 'validation.format');
  const limit = new Date();
  limit.setUTCFullYear(limit.getUTCFullYear() - ADULT_AGE_YEARS);
  if (date > limit)
    throw ApiError.badRequest('body.dateBirthday', `the player must be at least ${ADULT_AGE_YEARS}`, 'validation.out_of_range');
  if (date.getUTCFullYear() < 1900) throw ApiError.badRequest('body.dateBirthday', 'is too far in the past', 'validation.out_of_range');
}

function emailTaken(db: Db, email: string, playerId: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM players WHERE (email = ? OR login = ?) AND id != ?')
      .get(email, email, playerId) !== undefined
  );
}

/** Dashboard profile (authenticated): profile fields, nickname, email/phone confirmation, subscriptions, advertisements. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  route(app, 'dashboard.profile', {}, async (request): Promise<ApiOk<Profile>> => ({
    status: 'ok',
    data: profileOf(playerRow(db, playerIdOf(request))),
  }));

  route(
    app,
    'dashboard.updateProfile',
    { preValidation: bodyDefaultsToEmpty },
    async (request): Promise<ApiOk<Profile>> => {
      const playerId = playerIdOf(request);
      const body = request.body;
      if (body.dateBirthday !== undefined) checkBirthday(body.dateBirthday);
      const columns: Record<string, string | undefined> = {
        name: body.name,
        surname: body.surname,
        gender: body.gender,
        date_birthday: body.dateBirthday,
        country: body.country,
        state: body.state,
        city: body.city,
        street: body.street,
        address: body.address,
        locale: body.locale,
      };
      const changes = Object.entries(columns).filter(([, value]) => value !== undefined);
      if (changes.length > 0)
        db.prepare(
          `UPDATE players SET ${changes.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`,
        ).run(...changes.map(([, v]) => v), playerId);
      return { status: 'ok', data: profileOf(playerRow(db, playerId)) };
    },
  );

  route(
    app,
    'dashboard.setNickname',
    {},
    async (request): Promise<ApiOk<Profile>> => {
      const playerId = playerIdOf(request);
      const nickname = request.body.nickname.trim();
      if (nickname.length < 2) throw ApiError.badRequest('body.nickname', 'must have at least 2 characters', 'validation.too_short');
      if (
        db
          .prepare('SELECT 1 FROM players WHERE nickname = ? COLLATE NOCASE AND id != ?')
          .get(nickname, playerId)
      )
        throw ApiError.conflict('nickname', 'this nickname is taken', 'conflict.nickname_taken');
      db.prepare('UPDATE players SET nickname = ? WHERE id = ?').run(nickname, playerId);
      return { status: 'ok', data: profileOf(playerRow(db, playerId)) };
    },
  );

  route(
    app,
    'dashboard.requestEmailConfirmation',
    { preValidation: bodyDefaultsToEmpty },
    async (request, reply) => {
      const player = playerRow(db, playerIdOf(request));
      countAttempt(request, reply, { playerId: player.id });
      const requested = request.body.email;
      if (requested && requested.toLowerCase() !== player.email?.toLowerCase()) {
        if (emailTaken(db, requested, player.id))
          throw ApiError.conflict('email', 'this email is already registered', 'conflict.email_taken');
        db.prepare('UPDATE players SET pending_email = ? WHERE id = ?').run(requested, player.id);
      } else if (requested) {
        db.prepare('UPDATE players SET pending_email = NULL WHERE id = ?').run(player.id);
      }
      const fresh = playerRow(db, player.id);
      const target = fresh.pending_email ?? fresh.email;
      if (!target) throw ApiError.badRequest('body.email', 'is required: the player has no email', 'validation.required');
      if (!fresh.pending_email && fresh.is_email_confirmed === 1)
        throw ApiError.conflict('email', 'the email is already confirmed');
      sendCode(db, { playerId: player.id, channel: 'email', recipient: target, purpose: 'email-confirm' });
      sendCode(db, {
        playerId: player.id,
        channel: 'email',
        recipient: target,
        purpose: 'email-link',
        code: emailSignature(db, player.id, target).signature,
      });
      return handled();
    },
  );

  route(
    app,
    'dashboard.confirmEmail',
    {},
    async (request, reply) => {
      const player = playerRow(db, playerIdOf(request));
      countAttempt(request, reply, { playerId: player.id });
      const target = player.pending_email ?? player.email;
      if (!target || !useCode(db, player.id, 'email-confirm', request.body.code, target))
        throw ApiError.badRequest('code', 'is wrong or expired', 'code.wrong');
      confirmEmail(db, player.id, target);
      return handled();
    },
  );

  route(
    app,
    'dashboard.requestPhoneConfirmation',
    { preValidation: bodyDefaultsToEmpty },
    async (request, reply) => {
      const player = playerRow(db, playerIdOf(request));
      countAttempt(request, reply, { playerId: player.id });
      const requested = request.body.phone;
      if (requested && requested !== player.phone)
        db.prepare('UPDATE players SET pending_phone = ? WHERE id = ?').run(requested, player.id);
      else if (requested) db.prepare('UPDATE players SET pending_phone = NULL WHERE id = ?').run(player.id);
      const fresh = playerRow(db, player.id);
      const target = fresh.pending_phone ?? fresh.phone;
      if (!target) throw ApiError.badRequest('body.phone', 'is required: the player has no phone', 'validation.required');
      if (!fresh.pending_phone && fresh.is_phone_confirmed === 1)
        throw ApiError.conflict('phone', 'the phone is already confirmed');
      sendCode(db, { playerId: player.id, channel: 'sms', recipient: target, purpose: 'phone-confirm' });
      return handled();
    },
  );

  route(
    app,
    'dashboard.confirmPhone',
    {},
    async (request, reply) => {
      const player = playerRow(db, playerIdOf(request));
      countAttempt(request, reply, { playerId: player.id });
      const target = player.pending_phone ?? player.phone;
      if (!target || !useCode(db, player.id, 'phone-confirm', request.body.code, target))
        throw ApiError.badRequest('code', 'is wrong or expired', 'code.wrong');
      db.prepare(
        'UPDATE players SET phone = ?, pending_phone = NULL, is_phone_confirmed = 1 WHERE id = ?',
      ).run(target, player.id);
      return handled();
    },
  );

  route(app, 'dashboard.emailSignature', {}, async (request): Promise<ApiOk<EmailSignatureData>> => {
    const player = playerRow(db, playerIdOf(request));
    const target = player.pending_email ?? player.email;
    if (!target) throw ApiError.conflict('email', 'the player has no email');
    return { status: 'ok', data: emailSignature(db, player.id, target) };
  });

  route(app, 'dashboard.subscriptions', {}, async (request): Promise<ApiOk<Subscriptions>> => ({
    status: 'ok',
    data: subscriptionsOf(playerRow(db, playerIdOf(request))),
  }));
  route(
    app,
    'dashboard.updateSubscriptions',
    { preValidation: bodyDefaultsToEmpty },
    async (request): Promise<ApiOk<Subscriptions>> => {
      const playerId = playerIdOf(request);
      const { email, sms, push } = request.body;
      const changes = (
        [
          ['subscribe_email', email],
          ['subscribe_sms', sms],
          ['subscribe_push', push],
        ] as const
      ).filter(([, value]) => value !== undefined);
      if (changes.length > 0)
        db.prepare(`UPDATE players SET ${changes.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ?`).run(
          ...changes.map(([, v]) => (v ? 1 : 0)),
          playerId,
        );
      return { status: 'ok', data: subscriptionsOf(playerRow(db, playerId)) };
    },
  );

  route(
    app,
    'dashboard.advertisements',
    {},
    async (request): Promise<ApiOk<{ advertisements: Advertisement[] }>> => {
      const lang = request.query.lang ?? 'ru';
      type Row = {
        id: number;
        title_json: string;
        text_json: string;
        link: string;
        created_at: string;
        viewed: number;
      };
      const rows = db
        .prepare(
          `SELECT a.*, EXISTS (SELECT 1 FROM feedback_advert_views v WHERE v.advert_id = a.id AND v.player_id = ?) AS viewed
         FROM feedback_adverts a ORDER BY a.id DESC`,
        )
        .all(playerIdOf(request)) as Row[];
      return {
        status: 'ok',
        data: {
          advertisements: rows.map((r) => ({
            id: r.id,
            title: localized(r.title_json, lang),
            text: localized(r.text_json, lang),
            link: r.link,
            viewed: r.viewed === 1,
            createdAt: r.created_at,
          })),
        },
      };
    },
  );

  route(
    app,
    'dashboard.viewAdvertisement',
    {},
    async (request) => {
      if (!db.prepare('SELECT 1 FROM feedback_adverts WHERE id = ?').get(request.params.id))
        throw ApiError.notFound('id', 'no such advertisement');
      db.prepare(
        'INSERT OR IGNORE INTO feedback_advert_views (player_id, advert_id, viewed_at) VALUES (?, ?, ?)',
      ).run(playerIdOf(request), request.params.id, nowIso());
      return handled();
    },
  );
};

/** Makes `email` the player's confirmed address (it may have been waiting as the pending one). */
export function confirmEmail(db: Db, playerId: number, email: string): void {
  db.prepare('UPDATE players SET email = ?, pending_email = NULL, is_email_confirmed = 1 WHERE id = ?').run(
    email,
    playerId,
  );
}
