import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';

/** The header every operator switch call carries (config.devSecret). */
export const DEV_SECRET_HEADER = 'x-dev-secret';

/** onRequest guard of the dev routes: a missing or wrong secret is a 401 before anything is read or changed. */
export async function requireDevSecret(request: FastifyRequest): Promise<void> {
  const expected = Buffer.from(request.server.config.devSecret);
  const given = Buffer.from(String(request.headers[DEV_SECRET_HEADER] ?? ''));
  if (expected.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw ApiError.unauthorized(`the operator switches need the ${DEV_SECRET_HEADER} header with the API's dev secret`);
  }
}
