import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { BetEditCandidate } from '@sportsbook/domain';
import { BetParams, EditBetConfirmBody, EditBetQuoteBody } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { assertOwnAccount, playerOf } from '../http/auth';
import { channelOfQuery } from '../http/queryText';
import { namesOf } from '../catalogue/names/requestNames';
import { translateSlipOutcomes } from '../catalogue/names/translateAnswers';
import { confirmBetEdit, quoteBetEdit } from '../bets/editBet';
import { editCandidates } from '../bets/editCandidates';
import { settingsOf } from './betslipRoutes';

/**
 * Edit bet (issue 42): what may be added, the quote of an edit (the new bet's price and returns, held for
 * cashout_timeout), and its confirmation, which cashes the bet out and places the new one in one transaction.
 */
export function editBetRoutes(db: Database, keys: SessionKeys) {
  const auth = playerOf(db, keys);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const own = async (request: Parameters<typeof auth>[0] & { params: { accountId: string } }) => {
      const session = await auth(request);
      assertOwnAccount(session, request.params.accountId);
      return session.player;
    };

    app.get('/xapi/bet/account/:accountId/openbet/:betId/edit/candidates', { schema: { params: BetParams } }, async (request) => {
      const player = await own(request);
      const { outcomes, eventDates } = await editCandidates(db, player, request.params.betId);
      const named = translateSlipOutcomes(outcomes, await namesOf(db, request));
      return [...named.values()].map((outcome): BetEditCandidate => ({
        outcomeId: outcome.outcomeId,
        eventId: outcome.eventId,
        eventDescription: outcome.eventDescription,
        marketDescription: outcome.marketDescription,
        outcomeDescription: outcome.outcomeDescription,
        price: outcome.price,
        eventDate: eventDates.get(outcome.outcomeId) ?? '',
      }));
    });

    app.post(
      '/xapi/bet/account/:accountId/openbet/:betId/edit/quote',
      { schema: { params: BetParams, body: EditBetQuoteBody } },
      async (request) => {
        const player = await own(request);
        const quote = await quoteBetEdit(db, player, request.params.betId, request.body, await settingsOf(db, request));
        const names = await namesOf(db, request);
        if (!names) return quote;
        return {
          ...quote,
          legs: quote.legs.map((leg) => ({
            ...leg,
            marketDescription: names.name('markets', leg.marketDescription),
            outcomeDescription: names.name('outcomes', leg.outcomeDescription),
          })),
        };
      },
    );

    app.post(
      '/xapi/bet/account/:accountId/openbet/:betId/edit',
      { schema: { params: BetParams, body: EditBetConfirmBody } },
      async (request) => {
        const player = await own(request);
        const settings = await settingsOf(db, request);
        return confirmBetEdit(db, player, request.params.betId, request.body.quoteId, settings, channelOfQuery(request.query));
      },
    );
  };
}
