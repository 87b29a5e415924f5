import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiOk, ResponsibleGamingOverview } from '@casino/contract/schemas';
import { optionalPlayer, playerIdOf, requirePlayer } from '../../auth/guard';
import { route } from '../../http/route';
import { responsibleGamingOf } from './responsible-gaming';

/** Responsible gaming (issue 35): limits, their history, sessions, reality checks, the panic button, the profile. */
export const responsibleGamingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rg = responsibleGamingOf(app.db, app.config.rgProfile);
  const overview = (playerId: number): ApiOk<ResponsibleGamingOverview> => ({ status: 'ok', data: rg.overview(playerId) });

  route(app, 'rg.profile', { preHandler: optionalPlayer }, async (request) => ({
    status: 'ok',
    data: rg.profileView(request.playerId ?? null),
  }));
  route(app, 'rg.overview', { onRequest: requirePlayer }, async (request) => overview(playerIdOf(request)));
  route(app, 'rg.setLimit', { onRequest: requirePlayer }, async (request) => {
    const playerId = playerIdOf(request);
    rg.setLimit(playerId, request.body.kind, request.body.amount);
    return overview(playerId);
  });
  route(app, 'rg.confirmLimit', { onRequest: requirePlayer }, async (request) => {
    const playerId = playerIdOf(request);
    rg.confirm(playerId, request.body.kind);
    return overview(playerId);
  });
  route(app, 'rg.history', { onRequest: requirePlayer }, async (request) => ({
    status: 'ok',
    data: rg.history(playerIdOf(request)),
  }));
  route(app, 'rg.realityCheck', { onRequest: requirePlayer }, async (request) => {
    const playerId = playerIdOf(request);
    rg.setRealityCheck(playerId, request.body.minutes);
    return overview(playerId);
  });
  route(app, 'rg.endSession', { onRequest: requirePlayer }, async (request) => {
    const playerId = playerIdOf(request);
    rg.endSession(playerId, 'player');
    return overview(playerId);
  });
  route(app, 'rg.panic', { onRequest: requirePlayer }, async (request) => {
    const playerId = playerIdOf(request);
    rg.panic(playerId);
    return overview(playerId);
  });
};
