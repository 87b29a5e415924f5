import type { FastifyRequest } from 'fastify';
import { nowIso } from '../../db/database';

export type AuthMethod = 'password' | 'external' | 'social' | 'registration' | 'refresh';

export function recordSignIn(
  request: FastifyRequest,
  playerId: number,
  method: AuthMethod,
  success: boolean,
): void {
  const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 300);
  request.server.db
    .prepare(
      'INSERT INTO auth_history (player_id, method, success, ip, user_agent, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(playerId, method, success ? 1 : 0, request.ip, userAgent, nowIso());
}
