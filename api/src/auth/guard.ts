import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { bearerToken, inspectToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requirePlayer / optionalPlayer when the request carries a valid access token. */
    playerId?: number;
  }
}

/** preHandler: 401 unless the request carries a valid, unexpired, unrevoked bearer token. */
export async function requirePlayer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw ApiError.unauthorized(undefined, 'auth.required');
  const state = inspectToken(request.server.db, token);
  if (state.kind === 'valid') {
    request.playerId = state.playerId;
    return;
  }
  throw ApiError.unauthorized(state.kind === 'expired' ? 'the access token has expired' : 'the access token is not valid');
}

/** preHandler: sets playerId when a valid token is present, never fails (public endpoints with a personal touch). */
export async function optionalPlayer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return;
  const state = inspectToken(request.server.db, token);
  if (state.kind === 'valid') request.playerId = state.playerId;
}

/** The authenticated player's id inside a handler guarded by requirePlayer. */
export function playerIdOf(request: FastifyRequest): number {
  if (request.playerId === undefined) throw ApiError.unauthorized(undefined, 'auth.required');
  return request.playerId;
}
