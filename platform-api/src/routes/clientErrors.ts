import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { CLIENT_ERROR_PHASES } from '@sportsbook/contracts';
import { latestClientErrors, logClientError } from '../clientErrors/clientErrorLog';
import { assertOperator } from '../clientErrors/operatorKey';
import { CLIENT_ERROR, openWrite } from '../http/openWrites';

const ClientError = Type.Object(
  {
    remote: Type.Optional(Type.String({ maxLength: 40 })),
    phase: Type.Union(CLIENT_ERROR_PHASES.map((phase) => Type.Literal(phase))),
    message: Type.String({ minLength: 1, maxLength: 4000 }),
    stack: Type.Optional(Type.String({ maxLength: 20000 })),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    at: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

/**
 * Collects what the browsers report: failed remotes, render errors, refused parent messages. Any page of the site
 * may report; only the operator reads them (their messages and pages may carry what players typed).
 */
export function clientErrorRoutes(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post('/api/client_errors', { ...openWrite(CLIENT_ERROR), schema: { body: ClientError } }, async (request, reply) => {
      await logClientError(db, request.body, request.headers['user-agent']);
      return reply.code(204).send();
    });

    app.get('/api/client_errors', async (request) => {
      assertOperator(request.headers);
      return latestClientErrors(db);
    });
  };
}
