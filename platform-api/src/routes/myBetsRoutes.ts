import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AccountParams, AutoCashOutBody, BetParams, CashOutTakeBody, SettledBetsQuery } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import type { ChangeHub } from '../live/changeFeed';
import { assertOwnAccount, playerOf } from '../http/auth';
import { walletOf } from '../players/playerRepo';
import { betCount, cashoutValue, offerCashout, openBet, openBets, settledBets, takeCashout } from '../bets/myBets';
import { settingsOf } from './betslipRoutes';
import { simulatorControlEnabled, simulatorControlRoutes } from '../trading/simulatorControlRoutes';
import { removeAutoCashOut, setAutoCashOut, startAutoCashOut } from '../bets/autoCashOut';
import { namesOf } from '../catalogue/names/requestNames';
import { translateMyBet } from '../catalogue/names/translateAnswers';

/** Open and settled bets, the bet count and cash out (spec 2 section 7), in part and automatic (issue 42). */
export function myBetsRoutes(db: Database, keys: SessionKeys, hub: Pick<ChangeHub, 'subscribe'>) {
  const auth = playerOf(db, keys);
  /** The logged-in player, when the path's account is their own. */
  const own = async (request: Parameters<typeof auth>[0] & { params: { accountId: string } }) => {
    const session = await auth(request);
    assertOwnAccount(session, request.params.accountId);
    return session.player;
  };
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    // The journeys that follow a bet to its settlement hurry its event through this control (tooling/serve).
    if (simulatorControlEnabled()) await app.register(simulatorControlRoutes(db));
    // Auto cash-out rules fire with nobody watching: every API process evaluates them as prices move.
    const autoCashOut = startAutoCashOut(db, hub);
    app.addHook('onClose', () => autoCashOut.stop());

    app.get('/xapi/bet/account/:accountId/openbets', { schema: { params: AccountParams } }, async (request) => {
      const player = await own(request);
      const bets = await openBets(db, player.id);
      const names = await namesOf(db, request);
      return bets.map((bet) => translateMyBet({ ...bet, cashoutValue: cashoutValue(bet, player.currency) }, names));
    });

    app.get('/xapi/bet/account/:accountId/openbet/:betId', { schema: { params: BetParams } }, async (request) => {
      const player = await own(request);
      const bet = await openBet(db, player.id, request.params.betId);
      return translateMyBet(
        { ...bet, cashoutValue: bet.status === 'open' ? cashoutValue(bet, player.currency) : null },
        await namesOf(db, request),
      );
    });

    /** The count answers the balance too: the client updates its wallet and tells an embedding parent. */
    app.get('/xapi/bet/account/:accountId/betcount', { schema: { params: AccountParams } }, async (request) => {
      const player = await own(request);
      return { count: await betCount(db, player.id), balance: (await walletOf(db, player.id)).balance };
    });

    app.get('/xapi/rest/acchistory/dailySettledBets', { schema: { querystring: SettledBetsQuery } }, async (request) => {
      const { player } = await auth(request);
      const names = await namesOf(db, request);
      return (await settledBets(db, player.id, request.query.numberOfBets ?? 50)).map((bet) => translateMyBet(bet, names));
    });

    app.get('/xapi/bet/account/:accountId/openbet/:betId/cashout', { schema: { params: BetParams } }, async (request) => {
      const player = await own(request);
      const settings = await settingsOf(db, request);
      return offerCashout(db, player, request.params.betId, settings.cashout_timeout);
    });

    app.post(
      '/xapi/bet/account/:accountId/openbet/:betId/cashout',
      { schema: { params: BetParams, body: CashOutTakeBody } },
      async (request) => {
        const player = await own(request);
        const settings = await settingsOf(db, request);
        const { offerId, amount } = request.body;
        return takeCashout(db, player, request.params.betId, offerId, settings.cashout_timeout, amount);
      },
    );

    app.put(
      '/xapi/bet/account/:accountId/openbet/:betId/autocashout',
      { schema: { params: BetParams, body: AutoCashOutBody } },
      async (request) => setAutoCashOut(db, await own(request), request.params.betId, request.body.target),
    );

    app.delete(
      '/xapi/bet/account/:accountId/openbet/:betId/autocashout',
      { schema: { params: BetParams } },
      async (request, reply) => {
        await removeAutoCashOut(db, await own(request), request.params.betId);
        return reply.code(204).send();
      },
    );
  };
}
