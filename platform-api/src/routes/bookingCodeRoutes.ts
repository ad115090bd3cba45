import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseBookingCode } from '@sportsbook/domain';
import { BookingCodeParams, NewBookingCodeBody } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { loadBrand } from '../http/brand';
import { BOOKING_CODE, openWrite } from '../http/openWrites';
import { loadSlipOutcomes } from '../bets/slipSelections';
import { bookingCodeAnswer, newBookingCode, storedBookingCode } from '../bets/bookingCodes';
import { namesOf } from '../catalogue/names/requestNames';
import { translateSlipOutcomes } from '../catalogue/names/translateAnswers';
import { settingsOf } from './betslipRoutes';

/** A reader may mistype a code now and then; a script that walks the codes is stopped long before it finds one. */
const LOOKUPS_PER_MINUTE = 30;

/** Booking codes (issue 43): a slip shared as a short code, and a friend's code loaded into the slip. */
export function bookingCodeRoutes(db: Database) {
  const offered = async (request: FastifyRequest) => {
    const settings = await settingsOf(db, request);
    if (!settings.enable_booking_codes)
      throw new HttpError(403, 'Booking codes are not offered on this brand', 'BOOKING_CODES_OFF');
    return settings;
  };
  const outcomesOf = async (request: FastifyRequest, ids: number[]) =>
    translateSlipOutcomes(await loadSlipOutcomes(db, ids), await namesOf(db, request));

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/xapi/rest/betslips/bookingcodes',
      { ...openWrite(BOOKING_CODE), schema: { body: NewBookingCodeBody } },
      async (request, reply) => {
        const settings = await offered(request);
        const { outcomeIds } = request.body;
        if (outcomeIds.length > settings.max_bets_on_betslip)
          throw new HttpError(400, `A slip holds at most ${settings.max_bets_on_betslip} selections`);
        const brand = (await loadBrand(db, request)).id;
        const answer = await newBookingCode(db, brand, outcomeIds, await outcomesOf(request, outcomeIds));
        return reply.code(201).send(answer);
      },
    );

    app.get(
      '/xapi/rest/betslips/bookingcodes/:code',
      { config: { rateLimit: { max: LOOKUPS_PER_MINUTE, timeWindow: 60_000 } }, schema: { params: BookingCodeParams } },
      async (request) => {
        await offered(request);
        const code = normaliseBookingCode(request.params.code);
        if (!code)
          throw new HttpError(400, 'A booking code is 8 letters and digits, such as 7KQ2-M9XD', 'BOOKING_CODE_MALFORMED');
        const stored = await storedBookingCode(db, (await loadBrand(db, request)).id, code);
        return bookingCodeAnswer(
          code,
          stored,
          await outcomesOf(
            request,
            stored.selections.map((selection) => selection.outcomeId),
          ),
        );
      },
    );
  };
}
