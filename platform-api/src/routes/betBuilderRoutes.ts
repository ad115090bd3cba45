import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { BetBuilderQuote, BetBuilderRefusal } from '@sportsbook/contracts';
import { BuilderQuoteBody, EventIdParams } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import { openWrite, type OpenWriteLimit } from '../http/openWrites';
import { BuilderRefusal, quoteAnswer, quoteBuilder } from '../bets/builder/builderQuote';
import { builderOutcomeFor } from '../bets/builder/builderStore';
import { readyBuilders } from '../bets/builder/readyBuilders';

/** A player builds by tapping: a quote a tap, for a while. Each set of legs makes one builder at most. */
const BUILDER_QUOTE: OpenWriteLimit = { max: 240, perSeconds: 60, bodyLimit: 4 * 1024 };

/** The bet builder: quotes of same-game multis (made selections on the way) and an event's ready-made builders. */
export function betBuilderRoutes(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/xapi/rest/betbuilder/quotes',
      { ...openWrite(BUILDER_QUOTE), schema: { body: BuilderQuoteBody } },
      async (request, reply) => {
        try {
          const quote = await quoteBuilder(db, request.body.outcomeIds);
          return quoteAnswer(quote, await builderOutcomeFor(db, quote)) satisfies BetBuilderQuote;
        } catch (error) {
          if (!(error instanceof BuilderRefusal)) throw error;
          const refusal: BetBuilderRefusal = {
            statusCode: error.statusCode,
            code: error.code,
            message: error.message,
            outcomeIds: error.outcomeIds,
          };
          return reply.code(error.statusCode).send(refusal);
        }
      },
    );
    app.get('/xapi/rest/events/:id/betbuilders', { schema: { params: EventIdParams } }, async (request) => ({
      builders: await readyBuilders(db, request.params.id),
    }));
  };
}
