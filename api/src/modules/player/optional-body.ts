import type { FastifyRequest } from 'fastify';

/** preValidation for endpoints whose body fields are all optional: a POST without a body means `{}`. */
export async function bodyDefaultsToEmpty(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
