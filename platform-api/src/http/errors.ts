import type { FastifyError, FastifyInstance } from 'fastify';

/** An error with the status and message the caller should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Sent as Retry-After (and as retryAfter in the body) when the caller must wait before trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * Bad input answers 400 with a message naming the field; unknown ids 404; only real faults are 500,
 * and those never leak internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send({ statusCode: error.statusCode, code: error.code, message: error.message, retryAfter: error.retryAfterSeconds });
    }
    if ((error as FastifyError).validation) {
      // "querystring/c must match ..." reads better as "querystring c must match ...".
      return reply.code(400).send({ statusCode: 400, message: error.message.replace(/^(\w+)\//, '$1 ') });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ statusCode: status, message: error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ statusCode: 500, message: 'internal error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ statusCode: 404, message: `no route ${request.method} ${request.url.split('?')[0]}` }),
  );
}
