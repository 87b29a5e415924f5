import type { FastifyError, FastifyInstance } from 'fastify';
import { codeForKeyword, codeForStatus, type ApiErrorBody, type ApiErrorCode, type ApiErrorItem } from '@casino/contract/schemas';

/** An item as a thrower writes it: without a code, it gets its status's broadest (codeForStatus). */
type ThrownItem = Omit<ApiErrorItem, 'code'> & { code?: ApiErrorCode };

/** An error with an HTTP status and the documented error body (contract/src/schemas/common.ts). */
export class ApiError extends Error {
  readonly errors: ApiErrorItem[];
  /** Documented fields sent beside `errors` (a limit refusal's `limit`: LimitRefusedBody). */
  extra: Record<string, unknown> | undefined;
  constructor(
    readonly statusCode: number,
    errors: ThrownItem[],
  ) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join('; '));
    this.errors = errors.map((e) => ({ field: e.field, code: e.code ?? codeForStatus(statusCode), message: e.message }));
  }
  static badRequest(field: string, message: string, code: ApiErrorCode = 'validation.invalid') {
    return new ApiError(400, [{ field, code, message }]);
  }
  static unauthorized(message = 'a valid access token is required', code: ApiErrorCode = 'auth.token_invalid') {
    return new ApiError(401, [{ field: 'authorization', code, message }]);
  }
  static forbidden(field: string, message: string, code: ApiErrorCode = 'forbidden') {
    return new ApiError(403, [{ field, code, message }]);
  }
  static notFound(field: string, message = 'not found', code: ApiErrorCode = 'not_found') {
    return new ApiError(404, [{ field, code, message }]);
  }
  static conflict(field: string, message: string, code: ApiErrorCode = 'conflict.state') {
    return new ApiError(409, [{ field, code, message }]);
  }
  /** 410: the thing existed and is over for good (an expired bonus code). */
  static gone(field: string, message: string, code: ApiErrorCode) {
    return new ApiError(410, [{ field, code, message }]);
  }
}

const body = (errors: ApiErrorItem[]): ApiErrorBody => ({ status: 'error', errors });

/** Turns every failure into the documented body; anything unexpected is logged and still answers cleanly. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.statusCode).send({ ...body(error.errors), ...error.extra });
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      return reply.status(400).send(
        body(
          error.validation.map((v) => {
            const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty;
            const pointer = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
            const field = [context, pointer, missing].filter(Boolean).join('.');
            return { field, code: codeForKeyword(v.keyword), message: missing ? 'is required' : (v.message ?? 'is invalid') };
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
    const field = status === 413 || status === 415 ? 'body' : '';
    return reply.status(status).send(body([{ field, code: codeForStatus(status), message }]));
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body([{ field: 'path', code: 'not_found', message: `no route ${request.method} ${request.url.split('?')[0]}` }]));
  });
}
