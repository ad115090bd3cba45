import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HttpError } from '../http/errors';

/**
 * The mail this reference build would send. It has no mail server: each message goes to the platform's
 * log, and the last few are kept so that the journeys (with the drills' control on, never in production)
 * read them as a tester reads a test inbox.
 */
interface Mail {
  username: string;
  text: string;
}

const KEPT = 50;
const outbox: Mail[] = [];

export function sendMail(username: string, email: string, text: string): void {
  console.log(`[mail] to ${username} <${email}>: ${text}`);
  outbox.push({ username: username.toLowerCase(), text });
  if (outbox.length > KEPT) outbox.shift();
}

const MailQuery = Type.Object({ username: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false });

/** GET /_mail/latest?username=: the last message to a player. */
export function outboxRoutes() {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/_mail/latest', { schema: { querystring: MailQuery } }, async (request) => {
      const username = request.query.username.toLowerCase();
      const mail = outbox.findLast((m) => m.username === username);
      if (!mail) throw new HttpError(404, `no mail to ${username}`);
      return mail;
    });
  };
}
