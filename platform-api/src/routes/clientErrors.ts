import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

const ClientError = Type.Object(
  {
    remote: Type.Optional(Type.String({ maxLength: 40 })),
    phase: Type.Union(['load', 'mount', 'render', 'bus', 'shell', 'probe', 'i18n'].map((p) => Type.Literal(p))),
    message: Type.String({ minLength: 1, maxLength: 4000 }),
    stack: Type.Optional(Type.String({ maxLength: 20000 })),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    at: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

/** Collects what the browsers report: failed remotes, render errors, refused parent messages. */
export function clientErrorRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.post('/api/client_errors', { schema: { body: ClientError }, bodyLimit: 64 * 1024 }, async (request, reply) => {
      const body = request.body as Static<typeof ClientError>;
      await db.query(
        'INSERT INTO client_errors (remote, phase, message, stack, url, user_agent) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          body.remote ?? null,
          body.phase,
          body.message,
          body.stack ?? null,
          body.url ?? null,
          request.headers['user-agent'] ?? null,
        ],
      );
      return reply.code(204).send();
    });

    app.get('/api/client_errors', async () =>
      db.query('SELECT id, received_at, remote, phase, message, url FROM client_errors ORDER BY id DESC LIMIT 100'),
    );
  };
}
