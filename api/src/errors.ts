import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody, ApiErrorItem } from '@casino/shared/contract';

/** An error with an HTTP status and the documented error body (shared/src/api/contract/common.ts). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ApiErrorItem[],
  ) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join('; '));
  }
  static badRequest(field: string, message: string) {
    return new ApiError(400, [{ field, message }]);
  }
  static unauthorized(message = 'a valid access token is required') {
    return new ApiError(401, [{ field: 'authorization', message }]);
  }
  static forbidden(field: string, message: string) {
    return new ApiError(403, [{ field, message }]);
  }
  static notFound(field: string, message = 'not found') {
    return new ApiError(404, [{ field, message }]);
  }
  static conflict(field: string, message: string) {
    return new ApiError(409, [{ field, message }]);
  }
}

const body = (errors: ApiErrorItem[]): ApiErrorBody => ({ status: 'error', errors });

/** Turns every failure into the documented body; anything unexpected is logged and still answers cleanly. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.statusCode).send(body(error.errors));
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      return reply.status(400).send(
        body(
          error.validation.map((v) => {
            const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty;
            const pointer = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
            const field = [context, pointer, missing].filter(Boolean).join('.');
            return { field, message: missing ? 'is required' : (v.message ?? 'is invalid') };
          }),
        ),
      );
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const message =
      status === 413
        ? 'the request body is too large'
        : status === 415
          ? 'unsupported content type'
          : status === 429
            ? error.message
            : status === 500
              ? 'internal error'
              : error.message;
    return reply.status(status).send(body([{ field: status === 413 || status === 415 ? 'body' : '', message }]));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body([{ field: 'path', message: `no route ${request.method} ${request.url.split('?')[0]}` }]));
  });
}
