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
 * What the database says of a value it cannot take (SQLSTATE class 22, data exception; 54001, a statement nested
 * too deeply): input the schemas should have refused. The last net under them, so such input is still a 400.
 */
function databaseInputFault(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string' || !/^(22[0-9A-Z]{3}|54001)$/.test(code)) return undefined;
  if (code === '22021' || code === '22P05') return 'text holds a character that cannot be stored (such as NUL)';
  if (code === '22003') return 'a number is out of range';
  if (code === '22P02') return 'a value is not of the expected form';
  if (code === '54001') return 'the request is nested too deeply';
  return 'a value cannot be stored as given';
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
    const inputFault = databaseInputFault(error);
    if (inputFault) {
      // A schema let it through: worth a look, but the caller's input, not a fault of the platform.
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.code(400).send({ statusCode: 400, message: inputFault });
    }
    request.log.error(error);
    return reply.code(500).send({ statusCode: 500, message: 'internal error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ statusCode: 404, message: `no route ${request.method} ${request.url.split('?')[0]}` }),
  );
}
