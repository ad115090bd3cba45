import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ODDS_TYPES } from '@sportsbook/contracts';
import { SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod } from '@sportsbook/contracts/pure';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { assertOwnAccount, playerOf } from '../http/auth';
import { HttpError } from '../http/errors';
import { channelSettings, loadBrand } from '../http/brand';
import { CommonParams } from '../catalogue/queryParams';
import { activityOf, playerDetails, preferences, walletOf } from '../players/playerRepo';
import { accountInfo } from '../players/accountInfo';
import { saveDetails, savePreferences } from '../players/accountSettings';
import { TRANSACTIONS_PAGE_SIZE, transactionsPage } from '../players/transactions';
import { selfExclude } from '../players/selfExclusion';

const Common = Type.Object(CommonParams);
const AccountParams = Type.Object({ accountId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }) });
const PlayerParams = Type.Object({ player: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }) });
// Null first: ajv's type coercion would make a null 0 in the number branch, and null is "no default stake".
const Stake = Type.Union([Type.Null(), Type.Number({ minimum: 0, maximum: 1e9 })]);
const DetailsBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 60 }),
    priceFormat: Type.String({ pattern: '^(EURO|HK|US|MALAY|INDO)$' }),
    defaultStake: Stake,
  },
  { additionalProperties: false },
);
const PrefsBody = Type.Object(
  {
    price_format: Type.Optional(Type.Union(ODDS_TYPES.map((o) => Type.Literal(o)))),
    layout: Type.Optional(Type.Union([Type.Literal('asian'), Type.Literal('euro'), Type.Literal('thai')])),
    default_stake: Type.Optional(Stake),
    sort_by: Type.Optional(Type.Union([Type.Literal('time'), Type.Literal('competition')])),
    accept_higher_odds: Type.Optional(Type.Union([Type.Literal('D'), Type.Literal('A')])),
    theme: Type.Optional(Type.Union([Type.Literal('light'), Type.Literal('dark'), Type.Literal('system')])),
  },
  { additionalProperties: false, minProperties: 1 },
);
const TransactionsQuery = Type.Object(
  {
    ...CommonParams,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
const SelfExclusionBody = Type.Object(
  { period: Type.Union((Object.keys(SELF_EXCLUSION_PERIODS) as SelfExclusionPeriod[]).map((period) => Type.Literal(period))) },
  { additionalProperties: false },
);

const BonusBody = Type.Object(
  { wasSetRealMoneyBonuses: Type.Boolean(), realMoneyBonuses: Type.Boolean() },
  { additionalProperties: false },
);

/** A player's details, preferences, account info and sportsbook balance (spec 1 section 7.2). */
export function playerRoutes(db: Database, keys: SessionKeys) {
  const auth = playerOf(db, keys);
  /** The logged-in player, who must own the account the path names. */
  const owner = async (request: Parameters<typeof auth>[0], account: string) => {
    const session = await auth(request);
    assertOwnAccount(session, account);
    return session.player;
  };

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/xapi/icore/players/:player/details', { schema: { params: PlayerParams, querystring: Common } }, async (request) => {
      const player = await owner(request, request.params.player);
      return playerDetails(player, await activityOf(db, player.id));
    });

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
          querystring: Type.Object({ ...CommonParams, includeFullBalanceDetails: Type.Optional(Type.Boolean()) }),
        },
      },
      async (request) => walletOf(db, (await owner(request, request.params.player)).id),
    );

    app.get('/xapi/rest/accounts/:accountId/info', { schema: { params: AccountParams, querystring: Common } }, async (request) =>
      accountInfo(await owner(request, request.params.accountId)),
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
        const { page = 1, pageSize = TRANSACTIONS_PAGE_SIZE } = request.query;
        return transactionsPage(db, player, page, pageSize);
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
      { schema: { params: AccountParams, querystring: Common } },
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
