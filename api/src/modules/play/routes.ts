import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DEFAULT_LOCALE,
  type GameLaunchRequest,
  type GameLaunch,
  type GameMode,
  type Locale,
  type RoundHistoryItem,
} from '@casino/contract/schemas';
import { optionalPlayer, playerIdOf, requirePlayer } from '../../auth/guard';
import { currentAccount } from '../../db/wallet';
import { asCurrency, formatMinor, parseMoney } from '../../money/money';
import { ApiError } from '../../errors';
import { catalogueOf } from '../games/catalogue';
import { dateRangeBounds } from '../history/paging';
import { PlayBlockedError, PlayService } from './play-service';
import { expiredSessionPage, slotContentSecurityPolicy, slotPage } from './slot-page';
import { route } from '../../http/route';
import { responsibleGamingOf } from '../responsible-gaming/responsible-gaming';

/** Runs a play action; a blocked player gets the 403 body with `reason` instead of the plain error body. */
async function orBlocked<T>(reply: FastifyReply, action: () => T): Promise<T | FastifyReply> {
  try {
    return action();
  } catch (error) {
    if (error instanceof PlayBlockedError) return error.send(reply);
    throw error;
  }
}

export async function playRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  const catalogue = catalogueOf(db, app.config.publicUrl);
  const play = new PlayService(db, catalogue, responsibleGamingOf(db, app.config.rgProfile));

  const findGame = (input: GameLaunchRequest) => {
    if (input.gameId === undefined && input.slug === undefined) throw ApiError.badRequest('gameId', 'gameId or slug is required', 'validation.required');
    const game = input.gameId !== undefined ? catalogue.game(input.gameId) : catalogue.gameBySlug(input.slug!);
    if (!game) throw ApiError.notFound(input.gameId !== undefined ? 'gameId' : 'slug', 'no game with this id');
    return game;
  };

  const launch = (mode: GameMode, playerId: number | undefined, input: GameLaunchRequest): GameLaunch => {
    const game = findGame(input);
    let currency = 'EUR';
    if (mode === 'real') {
      play.assertMayPlayForReal(playerId!);
      currency = currentAccount(db, playerId!).currency;
      // a reached session time limit (or the break after it) refuses the game; the first round opens the session
      play.rg.enterSession(playerId!, { open: false });
    } else {
      if (!game.hasDemo) throw ApiError.conflict('gameId', 'this game has no demo mode');
      if (playerId !== undefined) currency = currentAccount(db, playerId).currency;
    }
    const lang = input.lang ?? DEFAULT_LOCALE;
    const { token, session, balanceCents } = play.openSession({ playerId: playerId ?? null, gameId: game.id, mode, currency, lang });
    return {
      mode,
      launchUrl: `${app.config.publicUrl}/api/v1/game/launch/${token}?lang=${lang}`,
      sessionToken: token,
      expiresAt: session.expiresAt,
      game: catalogue.cards([game.id], new Set(catalogue.favoriteIds(playerId)))[0]!,
      currency,
      balance: formatMinor(balanceCents, currency),
    };
  };

  // Both verbs: POST is the documented one; GET lets a plain link or a prefetch open a game the same way.
  for (const mode of ['real', 'demo'] as const) {
    const preHandler = mode === 'real' ? requirePlayer : optionalPlayer;
    const playerOf = (request: FastifyRequest) => (mode === 'real' ? playerIdOf(request) : request.playerId);
    route(app, `play.${mode}`, { preHandler }, async (request, reply) =>
      orBlocked(reply, () => ({ status: 'ok', data: launch(mode, playerOf(request), request.body) })),
    );
    route(app, `play.${mode}Link`, { preHandler }, async (request, reply) =>
      orBlocked(reply, () => ({ status: 'ok', data: launch(mode, playerOf(request), request.query) })),
    );
  }

  route(app, 'play.slotPage', {}, async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    reply
      .header('content-security-policy', slotContentSecurityPolicy(nonce))
      .header('x-frame-options', 'SAMEORIGIN')
      .header('x-content-type-options', 'nosniff')
      // The URL carries the session token: keep it out of caches and referrers.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
    let session;
    try {
      session = play.session(request.params.sessionToken);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return reply.status(404).send(expiredSessionPage(request.query.lang ?? DEFAULT_LOCALE, nonce));
    }
    const lang = (request.query.lang ?? session.lang) as Locale;
    const game = catalogue.game(session.gameId)!;
    return reply.send(slotPage(play.state(session), lang, nonce, game.row.themeHue));
  });

  route(app, 'play.slotState', {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', data: play.state(play.session(request.params.sessionToken)) };
  });

  route(app, 'play.spin', {}, async (request, reply) => {
    const session = play.session(request.params.sessionToken);
    const betCents = parseMoney(request.body.bet, asCurrency(session.currency), 'body.bet').minor;
    return orBlocked(reply, () => ({ status: 'ok', data: play.playRound(session, betCents, { autoplay: request.body.autoplay }) }));
  });

  /** A player's rounds of one game or all, within the history's date range (null: no bound). */
  const roundsOf =
    'player_id = @playerId AND (@gameId IS NULL OR game_id = @gameId) AND (@since IS NULL OR created_at >= @since) AND (@before IS NULL OR created_at < @before)';
  const roundColumns =
    'id, game_id AS gameId, mode, currency, bet_cents AS bet, win_cents AS win, balance_after_cents AS balanceAfter, created_at AS createdAt';
  const historyStatements = {
    real: db.prepare(`SELECT ${roundColumns} FROM game_rounds WHERE ${roundsOf} AND mode = @mode ORDER BY id DESC LIMIT @limit OFFSET @offset`),
    realCount: db.prepare(`SELECT COUNT(*) FROM game_rounds WHERE ${roundsOf} AND mode = @mode`).pluck(),
    all: db.prepare(`SELECT ${roundColumns} FROM game_rounds WHERE ${roundsOf} ORDER BY id DESC LIMIT @limit OFFSET @offset`),
    allCount: db.prepare(`SELECT COUNT(*) FROM game_rounds WHERE ${roundsOf}`).pluck(),
  };

  route(app, 'play.rounds', { preHandler: requirePlayer }, async (request) => {
    const { mode = 'real', gameId, from, to, page = 1, perPage = 20 } = request.query;
    const { since, before } = dateRangeBounds({ from, to });
    const params = {
      playerId: playerIdOf(request),
      mode,
      gameId: gameId ?? null,
      since,
      before,
      limit: perPage,
      offset: (page - 1) * perPage,
    };
    const [list, count] = mode === 'all' ? [historyStatements.all, historyStatements.allCount] : [historyStatements.real, historyStatements.realCount];
    const rows = list.all(params) as { id: number; gameId: number; mode: GameMode; currency: string; bet: number; win: number; balanceAfter: number | null; createdAt: string }[];
    const items: RoundHistoryItem[] = rows.map((row) => {
      const game = catalogue.game(row.gameId)!;
      return {
        id: row.id,
        game: { id: game.id, slug: game.slug, name: game.name, provider: game.provider.name },
        mode: row.mode,
        currency: row.currency,
        bet: formatMinor(row.bet, row.currency),
        win: formatMinor(row.win, row.currency),
        balanceAfter: row.balanceAfter === null ? null : formatMinor(row.balanceAfter, row.currency),
        createdAt: row.createdAt,
      };
    });
    return { status: 'ok', data: { items, page, perPage, total: count.get(params) as number } };
  });
}
