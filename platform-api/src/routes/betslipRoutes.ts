import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BETSLIP_ORIGIN, type Settings, parseSettings } from '@sportsbook/contracts';
import { AccountParams, PlacementQuery, SlipBody, StatusParams, type SlipRequestBody } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { assertOwnAccount, playerOf } from '../http/auth';
import { HttpError } from '../http/errors';
import { channelOfQuery } from '../http/queryText';
import { brandIdOf, channelSettings, loadBrand, loadBrandSettings } from '../http/brand';
import { tokenOf } from '../auth/sessionTokens';
import { walletOf } from '../players/playerRepo';
import { buildSlip, type SlipRequest } from '../bets/slipEngine';
import { loadSlipOutcomes } from '../bets/slipSelections';
import { placeBetslip } from '../bets/placement';
import { betslipStatus } from '../bets/slipResolution';
import { newRetailCode } from '../bets/retailCodes';
import { parlayConfigOf } from '../bets/parlayConfig';
import { loadSlipBoosts } from '../bets/priceBoosts';
import { openWrite, RETAIL_CODE } from '../http/openWrites';
import { namesOf } from '../catalogue/names/requestNames';
import { translateSlipOutcomes } from '../catalogue/names/translateAnswers';

const normalise = (body: SlipRequestBody): SlipRequest => ({
  ...body,
  userAcceptOdds: body.userAcceptOdds ?? 'D',
  originId: body.originId ?? BETSLIP_ORIGIN.default,
});

/** Brand settings of the request's channel, typed; any route's query may name the channel (`mc`), so it is read loosely. */
export async function settingsOf(db: Database, request: FastifyRequest): Promise<Settings> {
  const brand = await loadBrandSettings(db, request);
  return parseSettings(channelSettings(brand, channelOfQuery(request.query)));
}

/** Pricing, placement, status and retail codes of betslips (spec 2 section 7). */
export function betslipRoutes(db: Database, keys: SessionKeys) {
  const auth = playerOf(db, keys);

  /** POST when outcomes are added, PUT to refresh: both price the slip; a player also sees the balance. */
  const price = async (request: FastifyRequest, slip: SlipRequestBody) => {
    const body = normalise(slip);
    const settings = await settingsOf(db, request);
    const session = tokenOf(request.headers) ? await auth(request) : undefined;
    const outcomes = translateSlipOutcomes(
      await loadSlipOutcomes(
        db,
        body.singles.map((s) => s.outcomeId),
      ),
      await namesOf(db, request),
    );
    const wallet = session ? await walletOf(db, session.player.id) : undefined;
    const currency = session?.player.currency ?? settings.currency;
    return buildSlip(
      body,
      outcomes,
      {
        settings,
        currency,
        balance: wallet?.balance,
        promoCash: wallet?.promoCash,
        wagersAllowed: true,
        parlay: await parlayConfigOf(db, session?.player),
        boosts: await loadSlipBoosts(
          db,
          brandIdOf(request),
          body.singles.map((s) => s.outcomeId),
          currency,
        ),
      },
      false,
    ).model;
  };

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post('/xapi/rest/betslips/selections', { schema: { body: SlipBody } }, (request) => price(request, request.body));
    app.put('/xapi/rest/betslips/selections', { schema: { body: SlipBody } }, (request) => price(request, request.body));

    app.post(
      '/xapi/rest/accounts/:accountId/betslips',
      { schema: { params: AccountParams, querystring: PlacementQuery, body: SlipBody } },
      async (request) => {
        const session = await auth(request);
        assertOwnAccount(session, request.params.accountId);
        const [settings, parlay] = await Promise.all([settingsOf(db, request), parlayConfigOf(db, session.player)]);
        return placeBetslip(
          db,
          session.player,
          request.query.uuid,
          normalise(request.body),
          settings,
          parlay,
          brandIdOf(request),
        );
      },
    );

    app.put('/xapi/rest/betslips/:betSlipId/status', { schema: { params: StatusParams } }, async (request) => {
      const session = await auth(request);
      const answer = await betslipStatus(db, session.player, request.params.betSlipId);
      if (!answer) throw new HttpError(404, 'no such betslip');
      return answer;
    });

    /** Brands with retail codes let a visitor turn a slip into a code to bet with at a shop. */
    app.post('/xapi/rest/betslips/retailcodes', { ...openWrite(RETAIL_CODE), schema: { body: SlipBody } }, async (request) => {
      const settings = await settingsOf(db, request);
      if (!settings.enable_retail_codes) throw new HttpError(403, 'retail codes are not offered on this brand');
      const body = normalise(request.body);
      const slip = buildSlip(
        body,
        translateSlipOutcomes(
          await loadSlipOutcomes(
            db,
            body.singles.map((s) => s.outcomeId),
          ),
          await namesOf(db, request),
        ),
        { settings, currency: settings.currency, wagersAllowed: true },
        false,
      );
      if (slip.errors.length) return { ...slip.model, code: null };
      return { ...slip.model, ...(await newRetailCode(db, 'betslip', (await loadBrand(db, request)).id, body)) };
    });

    app.get('/xapi/rest/promotions/epw', async (request) => {
      const session = await auth(request);
      // The brand's own config, for an eligible player; otherwise none (the slip shows no extra winnings).
      const config = await parlayConfigOf(db, session.player);
      return config ?? { epwPromoFilterValues: [], maxAmount: 0 };
    });
  };
}
