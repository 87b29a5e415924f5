import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type ApiOk, type Handled, type Player } from '@casino/contract/schemas';
import { playerIdOf, requirePlayer } from '../../auth/guard';
import { displayData } from './display-data';
import { bodyDefaultsToEmpty } from './optional-body';
import { route } from '../../http/route';

/** Player: display data (every field of SPEC.md section 3) and marketing unsubscribe. */
export const playerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, 'player.displayData', { onRequest: requirePlayer }, async (request): Promise<ApiOk<Player>> => ({
    status: 'ok',
    data: displayData(app.db, playerIdOf(request)),
  }));

  route(
    app,
    'player.unsubscribe',
    { onRequest: requirePlayer, preValidation: bodyDefaultsToEmpty },
    async (request): Promise<ApiOk<Handled>> => {
      const channel = request.body.channel ?? 'all';
      const columns =
        channel === 'all' ? ['subscribe_email', 'subscribe_sms', 'subscribe_push'] : [`subscribe_${channel}`];
      app.db
        .prepare(`UPDATE players SET ${columns.map((c) => `${c} = 0`).join(', ')} WHERE id = ?`)
        .run(playerIdOf(request));
      return { status: 'ok', data: { handled: true } };
    },
  );
};
