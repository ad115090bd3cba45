import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { assertOwnAccount, playerOf } from '../http/auth';
import { HttpError } from '../http/errors';
import { loadBrand } from '../http/brand';
import { CommonParams } from '../catalogue/queryParams';
import { activeJackpots, placeJackpot, priceJackpot } from '../jackpots/jackpotService';
import { newRetailCode } from '../bets/retailCodes';
import { settingsOf } from './betslipRoutes';

const JackpotSlip = Type.Object(
  {
    jackpotId: Type.Integer({ minimum: 1 }),
    globalStake: Type.Number({ exclusiveMinimum: 0, maximum: 10_000 }),
    originId: Type.Optional(Type.Union([Type.Literal(11), Type.Literal(20), Type.Literal(21)])),
    outcomeIds: Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,99}$', description: 'comma-joined outcome ids' }),
  },
  { additionalProperties: false },
);
const AccountParams = Type.Object({ accountId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }) });
const UuidQuery = Type.Object({ ...CommonParams, uuid: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }) }, { additionalProperties: false });
const ids = (list: string) => list.split(',').map(Number);

/** Jackpots: the active ones, pricing, placement, retail codes and the banners (spec 2 section 7). */
export function jackpotRoutes(db: Database, keys: SessionKeys) {
  const auth = playerOf(db, keys);
  return async (app: FastifyInstance) => {
    app.get('/xapi/rest/jackpotbetweb/active', { schema: { querystring: Type.Object(CommonParams) } }, async () => activeJackpots(db));

    app.post('/xapi/rest/jackpotbetslips/selections', { schema: { body: JackpotSlip } }, async (request) => {
      const body = request.body as Static<typeof JackpotSlip>;
      return priceJackpot(db, body.jackpotId, ids(body.outcomeIds), body.globalStake);
    });

    app.post('/xapi/rest/accounts/:accountId/jackpotbetslips', { schema: { params: AccountParams, querystring: UuidQuery, body: JackpotSlip } }, async (request) => {
      const session = await auth(request);
      assertOwnAccount(session, (request.params as { accountId: string }).accountId);
      const body = request.body as Static<typeof JackpotSlip>;
      return placeJackpot(db, session.player.id, (request.query as { uuid: string }).uuid, body.jackpotId, ids(body.outcomeIds), body.globalStake);
    });

    app.post('/xapi/rest/jackpotbetslips/retailcodes', { schema: { body: JackpotSlip } }, async (request) => {
      if (!(await settingsOf(db, request)).enable_retail_codes) throw new HttpError(403, 'retail codes are not offered on this brand');
      const body = request.body as Static<typeof JackpotSlip>;
      const priced = await priceJackpot(db, body.jackpotId, ids(body.outcomeIds), body.globalStake);
      if (priced.errors.length || !priced.complete) return { ...priced, code: null };
      return { ...priced, ...(await newRetailCode(db, 'jackpot', (await loadBrand(db, request)).id, body)) };
    });

    const banner = (kind: 'banner' | 'bets') => async () => {
      const [jackpot] = await activeJackpots(db);
      if (!jackpot) throw new HttpError(404, 'no jackpot is open');
      return {
        name: kind === 'banner' ? `${jackpot.name}: win ${jackpot.currency} ${jackpot.jackpotPrize.toLocaleString('en')}` : `Pick ${jackpot.events.length} results`,
        description: `Closes ${jackpot.closesAt}`,
        link: '/en/jackpot',
        link_name: 'Play now',
        jackpotId: jackpot.jackpotId,
      };
    };
    app.get('/api/adverts/jackpot_banner', banner('banner'));
    app.get('/api/adverts/jackpot_bets', banner('bets'));
  };
}
