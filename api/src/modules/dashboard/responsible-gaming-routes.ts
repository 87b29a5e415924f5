import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type ApiOk, type BlockData } from '@casino/contract/schemas';
import { playerIdOf } from '../../auth/guard';
import { ApiError } from '../../errors';
import { activeBlocks } from '../player/player-rules';
import { playerRow } from '../player/player-row';
import { route } from '../../http/route';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const COOLING_OFF_MS = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS, '90d': 90 * DAY_MS } as const;
const SELF_EXCLUSION_MS = { '6m': 183 * DAY_MS, '1y': 365 * DAY_MS, '5y': 1826 * DAY_MS } as const;
/** "Forever" self-exclusion: an end no one reaches. */
const FOREVER = '9999-12-31T23:59:59.999Z';

/** Responsible gaming (authenticated): cooling-off and self-exclusion set the block flags; players cannot shorten them. */
export const responsibleGamingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const blocksOf = (playerId: number): BlockData => activeBlocks(playerRow(db, playerId));

  route(app, 'dashboard.responsibleGaming', {}, async (request): Promise<ApiOk<BlockData>> => ({
    status: 'ok',
    data: blocksOf(playerIdOf(request)),
  }));

  route(
    app,
    'dashboard.coolingOff',
    {},
    async (request): Promise<ApiOk<BlockData>> => {
      const playerId = playerIdOf(request);
      const until = new Date(Date.now() + COOLING_OFF_MS[request.body.period]).toISOString();
      const current = blocksOf(playerId).coolingOffUntil;
      if (current && current > until)
        throw ApiError.conflict('period', `a longer cooling-off runs until ${current}`);
      db.prepare('UPDATE players SET cooling_off_until = ? WHERE id = ?').run(until, playerId);
      return { status: 'ok', data: blocksOf(playerId) };
    },
  );

  route(
    app,
    'dashboard.selfExclusion',
    {},
    async (request): Promise<ApiOk<BlockData>> => {
      const playerId = playerIdOf(request);
      const period = request.body.period;
      const until =
        period === 'forever' ? FOREVER : new Date(Date.now() + SELF_EXCLUSION_MS[period]).toISOString();
      const current = blocksOf(playerId).selfExclusionUntil;
      if (current && current > until)
        throw ApiError.conflict('period', `a longer self-exclusion runs until ${current}`);
      db.prepare('UPDATE players SET self_exclusion_until = ? WHERE id = ?').run(until, playerId);
      return { status: 'ok', data: blocksOf(playerId) };
    },
  );
};
