import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JackpotRetailCodeAnswer } from '@sportsbook/contracts';
import {
  AccountParams,
  CommonQueryLoose,
  JackpotBetslip,
  JackpotSelections,
  PlacementQuery,
  type JackpotBetslipBody,
} from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { assertOwnAccount, playerOf } from '../http/auth';
import { tokenOf } from '../auth/sessionTokens';
import { HttpError } from '../http/errors';
import { queryText } from '../http/queryText';
import { openWrite, RETAIL_CODE } from '../http/openWrites';
import { loadBrand } from '../http/brand';
import { activeJackpots } from '../jackpots/jackpotReads';
import { placeJackpot, priceJackpot } from '../jackpots/jackpotPlacement';
import { jackpotPriceIn } from '../jackpots/jackpotTerms';
import { newRetailCode } from '../bets/retailCodes';
import { settingsOf } from './betslipRoutes';
import { jackpotControlRoutes } from '../jackpots/jackpotControlRoutes';
import { simulatorControlEnabled } from '../trading/simulatorControlRoutes';
import { namesOf } from '../catalogue/names/requestNames';
import { translateJackpot } from '../catalogue/names/translateAnswers';
import { catalogueLocaleOf } from '../catalogue/names/catalogueLocale';
import { jackpotBanners } from '../brands/promotionTexts';

const ids = (list: string) => list.split(',').map(Number);

/** The picks of a placement: its singles, or the comma-joined outcomeIds of the selections call; both must agree when both come. */
function picksOf(body: JackpotBetslipBody): number[] {
  const fromSingles = body.singles?.map((s) => s.outcomeId);
  const fromIds = body.outcomeIds === undefined ? undefined : ids(body.outcomeIds);
  if (!fromSingles && !fromIds) throw new HttpError(400, 'a jackpot bet needs its singles (ordinal, outcomeId) or outcomeIds');
  if (fromSingles && fromIds && [...new Set(fromSingles)].sort().join(',') !== [...new Set(fromIds)].sort().join(',')) {
    throw new HttpError(400, 'singles and outcomeIds name different picks');
  }
  return (fromSingles ?? fromIds)!;
}

/** Jackpots: the active ones, pricing, placement, retail codes and the banners (spec 2 section 7). */
export function jackpotRoutes(db: Database, keys: SessionKeys) {
  const auth = playerOf(db, keys);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    // The jackpot journeys close a jackpot through this control (tooling/serve runs the API with it on).
    if (simulatorControlEnabled()) await app.register(jackpotControlRoutes(db));

    /** Jackpots are shown and priced in the player's currency when one is logged in, else in the brand's. */
    const currencyOf = async (request: FastifyRequest) =>
      tokenOf(request.headers) ? (await auth(request)).player.currency : (await settingsOf(db, request)).currency;
    /** The brand's line stake and prize in a currency, from its configuration (null: not offered in it). */
    const priceIn = async (request: FastifyRequest, currency: string) =>
      jackpotPriceIn(currency, (await loadBrand(db, request)).content.jackpotTerms);

    app.get('/xapi/rest/jackpotbetweb/active', { schema: { querystring: CommonQueryLoose } }, async (request) => {
      const names = await namesOf(db, request);
      return (await activeJackpots(db, await priceIn(request, await currencyOf(request)))).map((jackpot) =>
        translateJackpot(jackpot, names),
      );
    });

    app.post('/xapi/rest/jackpotbetslips/selections', { schema: { body: JackpotSelections } }, async (request) => {
      const { body } = request;
      const currency = await currencyOf(request);
      return priceJackpot(db, body.jackpotId, ids(body.outcomeIds), body.globalStake, await priceIn(request, currency), currency);
    });

    app.post(
      '/xapi/rest/accounts/:accountId/jackpotbetslips',
      { schema: { params: AccountParams, querystring: PlacementQuery, body: JackpotBetslip } },
      async (request) => {
        const session = await auth(request);
        assertOwnAccount(session, request.params.accountId);
        const { body } = request;
        return placeJackpot(
          db,
          session.player,
          request.query.uuid,
          { ...body, outcomeIds: picksOf(body) },
          await priceIn(request, session.player.currency),
        );
      },
    );

    app.post(
      '/xapi/rest/jackpotbetslips/retailcodes',
      { ...openWrite(RETAIL_CODE), schema: { body: JackpotSelections } },
      async (request): Promise<JackpotRetailCodeAnswer> => {
        const settings = await settingsOf(db, request);
        if (!settings.enable_retail_codes) throw new HttpError(403, 'retail codes are not offered on this brand');
        const { body } = request;
        const priced = await priceJackpot(
          db,
          body.jackpotId,
          ids(body.outcomeIds),
          body.globalStake,
          await priceIn(request, settings.currency),
          settings.currency,
        );
        if (priced.errors.length || !priced.complete || priced.status !== 'open') return { ...priced, code: null };
        return { ...priced, ...(await newRetailCode(db, 'jackpot', (await loadBrand(db, request)).id, body)) };
      },
    );

    // In the currency of the board beneath it: the player's when one is logged in (an IDR jackpot on a USD
    // brand), with the prize apart so the page writes it by its money rule (IDR in thousands).
    const banner = (kind: 'banner' | 'bets') => async (request: FastifyRequest) => {
      const [jackpot] = await activeJackpots(db, await priceIn(request, await currencyOf(request)));
      if (!jackpot) throw new HttpError(404, 'no jackpot is open');
      const texts = jackpotBanners(catalogueLocaleOf(queryText(request.query, 'l')), {
        name: jackpot.name,
        prize: jackpot.jackpotPrize,
        currency: jackpot.currency,
        events: jackpot.events.length,
      });
      return {
        // The prize banner carries the prize apart, for the page to write it; the picks banner has no amount.
        ...(kind === 'banner'
          ? { jackpotName: jackpot.name, jackpotPrize: jackpot.jackpotPrize, currency: jackpot.currency }
          : {}),
        // The name is the banner as the platform writes it in the page's language, for a page that does not.
        name: kind === 'banner' ? texts.banner : texts.bets,
        description: `Closes ${jackpot.closesAt}`,
        link: texts.link,
        link_name: texts.play,
        jackpotId: jackpot.jackpotId,
      };
    };
    app.get('/api/adverts/jackpot_banner', banner('banner'));
    app.get('/api/adverts/jackpot_bets', banner('bets'));
  };
}
