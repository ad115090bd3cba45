import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { assertOwnAccount, playerOf } from '../http/auth';
import { HttpError } from '../http/errors';
import { channelSettings, loadBrand } from '../http/brand';
import {
  AccountParams,
  BonusBody,
  BalanceQuery,
  CommonQueryLoose,
  DepositBody,
  DepositLimitConfirmBody,
  DepositLimitsBody,
  DetailsBody,
  HistoryQuery,
  PlayerParams,
  PrefsBody,
  RealityCheckBody,
  SelfExclusionBody,
  TimeOutBody,
  TransactionsQuery,
} from '@sportsbook/contracts/wire';
import { activityOf, playerDetails, preferences, walletOf } from '../players/playerRepo';
import { accountInfo } from '../players/accountInfo';
import { saveDetails, savePreferences } from '../players/accountSettings';
import { TRANSACTIONS_PAGE_SIZE, transactionsPage } from '../players/transactions';
import { selfExclude } from '../players/selfExclusion';
import { confirmIncrease, depositLimits, setDepositLimits } from '../players/depositLimits';
import { deposit } from '../players/deposits';
import { timeOut } from '../players/timeOut';
import { offeredIntervals, realityCheck, setRealityCheckMinutes } from '../players/realityCheck';
import { betHistory } from '../players/betHistory';

/** A day of the filter as a date range's bound: its start (from), or the start of the day after (to). */
function dayBound(day: string | undefined, end: boolean): Date | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new HttpError(400, `${day} is not a date`);
  return end ? new Date(date.getTime() + 24 * 60 * 60 * 1000) : date;
}
/**
 * A player's details, preferences, account info and sportsbook balance (spec 1 section 7.2), and the
 * safer-gambling tools (issue 43). `clock` is the platform's time for the rules that count it (deposit
 * limits and their waits, time-outs).
 */
export function playerRoutes(db: Database, keys: SessionKeys, clock: () => Date = () => new Date()) {
  const auth = playerOf(db, keys);
  /** The logged-in player, who must own the account the path names. */
  const owner = async (request: Parameters<typeof auth>[0], account: string) => (await ownSession(request, account)).player;
  const ownSession = async (request: Parameters<typeof auth>[0], account: string) => {
    const session = await auth(request);
    assertOwnAccount(session, account);
    return session;
  };
  const intervalsOf = async (request: Parameters<typeof auth>[0]) =>
    offeredIntervals(channelSettings(await loadBrand(db, request), 'web'));

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/xapi/icore/players/:player/details',
      { schema: { params: PlayerParams, querystring: CommonQueryLoose } },
      async (request) => {
        const player = await owner(request, request.params.player);
        return playerDetails(player, await activityOf(db, player.id));
      },
    );

    app.put('/xapi/icore/players/:player/details', { schema: { params: PlayerParams, body: DetailsBody } }, async (request) => {
      const player = await owner(request, request.params.player);
      const { username, priceFormat, defaultStake } = request.body;
      if (username !== player.username) throw new HttpError(400, 'body username must be the logged-in player');
      return playerDetails(await saveDetails(db, player.id, priceFormat, defaultStake));
    });

    app.get(
      '/xapi/icore/players/:player/balance/sportsbook',
      {
        schema: {
          params: PlayerParams,
          querystring: BalanceQuery,
        },
      },
      async (request) => walletOf(db, (await owner(request, request.params.player)).id),
    );

    app.get(
      '/xapi/rest/accounts/:accountId/info',
      { schema: { params: AccountParams, querystring: CommonQueryLoose } },
      async (request) => accountInfo(await owner(request, request.params.accountId)),
    );

    app.put('/xapi/rest/accounts/:accountId', { schema: { params: AccountParams, body: BonusBody } }, async (request) => {
      const player = await owner(request, request.params.accountId);
      return { accountId: player.id, ...request.body };
    });

    /** The wallet ledger, newest first: every stake, win, refund, cash out and deposit with the balance after it. */
    app.get(
      '/xapi/rest/accounts/:accountId/transactions',
      { schema: { params: AccountParams, querystring: TransactionsQuery } },
      async (request) => {
        const player = await owner(request, request.params.accountId);
        const { page = 1, pageSize = TRANSACTIONS_PAGE_SIZE, from, to } = request.query;
        return transactionsPage(db, player, page, pageSize, { from: dayBound(from, false), to: dayBound(to, true) });
      },
    );

    /** The account history's bets between two days (both included, either may be open), newest first. */
    app.get(
      '/xapi/rest/accounts/:accountId/betHistory',
      { schema: { params: AccountParams, querystring: HistoryQuery } },
      async (request) => {
        const player = await owner(request, request.params.accountId);
        const from = dayBound(request.query.from, false)!;
        const to = dayBound(request.query.to, true)!;
        if (from >= to) throw new HttpError(400, 'from must be a day before or the same as to');
        return betHistory(db, player, from, to);
      },
    );

    app.get(
      '/xapi/rest/accounts/:accountId/depositLimits',
      { schema: { params: AccountParams, querystring: CommonQueryLoose } },
      async (request) => depositLimits(db, await owner(request, request.params.accountId), clock()),
    );

    /** Lower limits apply at once; higher ones (or none) wait 24 hours and are then confirmed. */
    app.put(
      '/xapi/rest/accounts/:accountId/depositLimits',
      { schema: { params: AccountParams, body: DepositLimitsBody } },
      async (request) => setDepositLimits(db, await owner(request, request.params.accountId), request.body, clock()),
    );

    app.post(
      '/xapi/rest/accounts/:accountId/depositLimits/confirm',
      { schema: { params: AccountParams, body: DepositLimitConfirmBody } },
      async (request) => confirmIncrease(db, await owner(request, request.params.accountId), request.body.period, clock()),
    );

    /** The reference cashier's deposit, refused over a limit (DEPOSIT_LIMIT_EXCEEDED) or before the limit question. */
    app.post(
      '/xapi/rest/accounts/:accountId/deposits',
      { schema: { params: AccountParams, body: DepositBody } },
      async (request) => deposit(db, await owner(request, request.params.accountId), request.body.amount, clock()),
    );

    /** A time-out: every session of the player ends (the caller is logged out) and logins are refused until it ends. */
    app.post(
      '/xapi/rest/accounts/:accountId/timeOut',
      { schema: { params: AccountParams, body: TimeOutBody } },
      async (request) => timeOut(db, (await owner(request, request.params.accountId)).id, request.body.period, clock()),
    );

    app.get(
      '/xapi/rest/accounts/:accountId/realityCheck',
      { schema: { params: AccountParams, querystring: CommonQueryLoose } },
      async (request) => {
        const session = await ownSession(request, request.params.accountId);
        return realityCheck(db, session.player, session.sessionId, await intervalsOf(request));
      },
    );

    app.put(
      '/xapi/rest/accounts/:accountId/realityCheck',
      { schema: { params: AccountParams, body: RealityCheckBody } },
      async (request) => {
        const session = await ownSession(request, request.params.accountId);
        const offered = await intervalsOf(request);
        await setRealityCheckMinutes(db, session.player.id, request.body.minutes, offered);
        return realityCheck(db, session.player, session.sessionId, offered);
      },
    );

    /** Self-exclusion: the account is marked and every session of the player ends (the caller is logged out). */
    app.post(
      '/xapi/rest/accounts/:accountId/selfExclusion',
      { schema: { params: AccountParams, body: SelfExclusionBody } },
      async (request) => {
        const player = await owner(request, request.params.accountId);
        return selfExclude(db, player.id, request.body.period);
      },
    );

    app.get(
      '/xapi/rest/accounts/:accountId/accountPrefs',
      { schema: { params: AccountParams, querystring: CommonQueryLoose } },
      async (request) => preferences(await owner(request, request.params.accountId)),
    );

    app.patch(
      '/xapi/rest/accounts/:accountId/accountPrefs',
      { schema: { params: AccountParams, body: PrefsBody } },
      async (request) => {
        const player = await owner(request, request.params.accountId);
        const themeSwitching = Boolean(channelSettings(await loadBrand(db, request), 'web').enable_switching_theme_modes);
        return preferences(await savePreferences(db, player.id, request.body, { themeSwitching }));
      },
    );
  };
}
