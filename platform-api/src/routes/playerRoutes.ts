import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { fromMinorUnits, ODDS_TYPES, SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { assertOwnAccount, playerOf } from '../http/auth';
import { HttpError } from '../http/errors';
import { channelSettings, loadBrand } from '../http/brand';
import { CommonParams } from '../catalogue/queryParams';
import { activityOf, findPlayer, playerDetails, preferences, walletOf } from '../players/playerRepo';
import { selfExclude } from '../players/selfExclusion';

const Common = Type.Object(CommonParams);
const AccountParams = Type.Object({ accountId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }) });
const PlayerParams = Type.Object({ player: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }) });
const Stake = Type.Union([Type.Number({ minimum: 0, maximum: 1e9 }), Type.Null()]);
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
/** The account area's transactions come a page at a time. */
export const TRANSACTIONS_PAGE_SIZE = 20;

const SelfExclusionBody = Type.Object(
  { period: Type.Union(Object.keys(SELF_EXCLUSION_PERIODS).map((period) => Type.Literal(period))) },
  { additionalProperties: false },
);

const BonusBody = Type.Object(
  { wasSetRealMoneyBonuses: Type.Boolean(), realMoneyBonuses: Type.Boolean() },
  { additionalProperties: false },
);

/** A player's details, preferences, account info and sportsbook balance (spec 1 section 7.2). */
export function playerRoutes(db: Database, keys: SessionKeys) {
  const auth = playerOf(db, keys);
  return async (app: FastifyInstance) => {
    app.get('/xapi/icore/players/:player/details', { schema: { params: PlayerParams, querystring: Common } }, async (request) => {
      const session = await auth(request);
      assertOwnAccount(session, (request.params as { player: string }).player);
      return playerDetails(session.player, await activityOf(db, session.player.id));
    });

    app.put('/xapi/icore/players/:player/details', { schema: { params: PlayerParams, body: DetailsBody } }, async (request) => {
      const session = await auth(request);
      assertOwnAccount(session, (request.params as { player: string }).player);
      const body = request.body as Static<typeof DetailsBody>;
      if (body.username !== session.player.username) throw new HttpError(400, 'body username must be the logged-in player');
      await db.query('UPDATE players SET price_format = $2, default_stake = $3 WHERE id = $1', [
        session.player.id,
        body.priceFormat.toLowerCase(),
        body.defaultStake,
      ]);
      return playerDetails((await findPlayer(db, { id: session.player.id }))!);
    });

    app.get(
      '/xapi/icore/players/:player/balance/sportsbook',
      {
        schema: {
          params: PlayerParams,
          querystring: Type.Object({ ...CommonParams, includeFullBalanceDetails: Type.Optional(Type.Boolean()) }),
        },
      },
      async (request) => {
        const session = await auth(request);
        assertOwnAccount(session, (request.params as { player: string }).player);
        return walletOf(db, session.player.id);
      },
    );

    app.get(
      '/xapi/rest/accounts/:accountId/info',
      { schema: { params: AccountParams, querystring: Common } },
      async (request) => {
        const { player, ...session } = await auth(request);
        assertOwnAccount({ player, ...session }, (request.params as { accountId: string }).accountId);
        return {
          accountId: player.id,
          username: player.username,
          currency: player.currency,
          status: player.status,
          brand: player.brand,
          countryCode: player.country_code,
          vipLevel: player.vip_level,
        };
      },
    );

    app.put('/xapi/rest/accounts/:accountId', { schema: { params: AccountParams, body: BonusBody } }, async (request) => {
      const session = await auth(request);
      assertOwnAccount(session, (request.params as { accountId: string }).accountId);
      return { accountId: session.player.id, ...(request.body as Static<typeof BonusBody>) };
    });

    /** The wallet ledger, newest first: every stake, win, refund, cash out and deposit with the balance after it. */
    app.get(
      '/xapi/rest/accounts/:accountId/transactions',
      { schema: { params: AccountParams, querystring: TransactionsQuery } },
      async (request) => {
        const session = await auth(request);
        assertOwnAccount(session, (request.params as { accountId: string }).accountId);
        const { page = 1, pageSize = TRANSACTIONS_PAGE_SIZE } = request.query as Static<typeof TransactionsQuery>;
        const [{ total }] = await db.query<{ total: string }>(
          'SELECT count(*) AS total FROM wallet_entries WHERE player_id = $1',
          [session.player.id],
        );
        const rows = await db.query<{
          id: string;
          kind: string;
          amount: string;
          balance_after: string;
          betslip_id: string | null;
          bet_id: string | null;
          created_at: Date;
        }>(
          'SELECT id, kind, amount, balance_after, betslip_id, bet_id, created_at FROM wallet_entries WHERE player_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
          [session.player.id, pageSize, (page - 1) * pageSize],
        );
        return {
          page,
          pageSize,
          total: Number(total),
          transactions: rows.map((row) => ({
            id: Number(row.id),
            kind: row.kind,
            // The ledger keeps stakes negative: money out.
            // Stored in whole minor units, carried in major units.
            amount: fromMinorUnits(Number(row.amount), session.player.currency),
            balanceAfter: fromMinorUnits(Number(row.balance_after), session.player.currency),
            betSlipId: row.betslip_id ?? undefined,
            betId: row.bet_id ? Number(row.bet_id) : undefined,
            date: new Date(row.created_at).toISOString(),
          })),
        };
      },
    );

    /** Self-exclusion: the account is marked and every session of the player ends (the caller is logged out). */
    app.post(
      '/xapi/rest/accounts/:accountId/selfExclusion',
      { schema: { params: AccountParams, body: SelfExclusionBody } },
      async (request) => {
        const session = await auth(request);
        assertOwnAccount(session, (request.params as { accountId: string }).accountId);
        const { period } = request.body as { period: SelfExclusionPeriod };
        return selfExclude(db, session.player.id, period);
      },
    );

    app.get(
      '/xapi/rest/accounts/:accountId/accountPrefs',
      { schema: { params: AccountParams, querystring: Common } },
      async (request) => {
        const session = await auth(request);
        assertOwnAccount(session, (request.params as { accountId: string }).accountId);
        return preferences(session.player);
      },
    );

    app.patch(
      '/xapi/rest/accounts/:accountId/accountPrefs',
      { schema: { params: AccountParams, body: PrefsBody } },
      async (request) => {
        const session = await auth(request);
        assertOwnAccount(session, (request.params as { accountId: string }).accountId);
        const body = request.body as Static<typeof PrefsBody>;
        // Theme is saved only where the brand lets players switch it (spec 1 section 7.2).
        const switching = channelSettings(await loadBrand(db, request), 'web').enable_switching_theme_modes;
        if (body.theme && !switching) throw new HttpError(400, 'theme cannot be changed on this brand');
        const columns = Object.entries(body).filter(([, value]) => value !== undefined);
        await db.query(`UPDATE players SET ${columns.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`, [
          session.player.id,
          ...columns.map(([, value]) => value),
        ]);
        return preferences((await findPlayer(db, { id: session.player.id }))!);
      },
    );
  };
}
