import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ClientErrorBody } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import { latestClientErrors, logClientError } from '../clientErrors/clientErrorLog';
import { assertOperator } from '../clientErrors/operatorKey';
import { CLIENT_ERROR, openWrite } from '../http/openWrites';

/**
 * Collects what the browsers report: failed remotes, render errors, refused parent messages. Any page of the site
 * may report; only the operator reads them (their messages and pages may carry what players typed).
 */
export function clientErrorRoutes(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post('/api/client_errors', { ...openWrite(CLIENT_ERROR), schema: { body: ClientErrorBody } }, async (request, reply) => {
      await logClientError(db, request.body, request.headers['user-agent']);
      return reply.code(204).send();
    });

    app.get('/api/client_errors', async (request) => {
      assertOperator(request.headers);
      return latestClientErrors(db);
    });
  };
}
