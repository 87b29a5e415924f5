import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';

/** The first number under `value` that no handler should get: not finite, or a whole number past 2^53. */
function unsafeNumberIn(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value)) ? null : path;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = unsafeNumberIn(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Every request's numbers are finite and exact by the time a handler reads them, whatever its schema says: Ajv (8.20)
 * coerces a query's "1e309" or "Infinity" to Infinity and then skips `minimum`/`maximum` (its range checks only look at
 * finite numbers), and JSON.parse reads a body's 1e309 as Infinity. Such a number used to reach SQLite ("datatype
 * mismatch") or `toFixed` ("Infinity cannot be converted") as a 500; it is a 400 `validation.out_of_range` here.
 * Runs after validation (and its coercion), before every route's own preHandler.
 */
export function installFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const field = unsafeNumberIn(value, part, 0);
      if (field) throw ApiError.badRequest(field, 'must be a finite number within range', 'validation.out_of_range');
    }
  });
}
