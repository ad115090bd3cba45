import { ApiError } from '@sportsbook/contracts';
import { EMPTY_SLIP, orderedBets, toggleBet } from '../betslip/slipModel';
import { sampleSelection as selection } from '../testing/sampleSelection';
import { addBooked, NO_BOOKING, problemOf, sharedCodeOf, type BookingProblem } from './bookingModel';

const slipOf = (...ids: number[]) => ids.reduce((slip, id) => toggleBet(slip, selection(id), 15, false)[0], EMPTY_SLIP);

describe("a code's selections join the slip", () => {
  const table: Array<[string, number[], number[], number, number[], number, number]> = [
    // case, on the slip, the code's, max bets, the slip after, added, left out over the max
    ['an empty slip takes them all, in order', [], [3, 1, 2], 15, [3, 1, 2], 3, 0],
    ['after the selections already there', [7], [3, 4], 15, [7, 3, 4], 2, 0],
    ['one already on the slip stays as it is', [3], [3, 4], 15, [3, 4], 1, 0],
    ['past the maximum the rest are left out', [1, 2], [3, 4, 5], 4, [1, 2, 3, 4], 2, 1],
  ];
  it.each(table)('%s', (_case, onSlip, booked, maxBets, after, added, overMax) => {
    const result = addBooked(
      slipOf(...onSlip),
      booked.map((id) => selection(id, 2.5)),
      maxBets,
      false,
    );
    expect(orderedBets(result.slip).map((bet) => bet.outcomeId)).toEqual(after);
    expect(orderedBets(result.slip).map((bet) => bet.ref)).toEqual(after.map((_, i) => `sel${i + 1}`));
    expect([result.added, result.overMax]).toEqual([added, overMax]);
  });

  it("takes today's price from the code, and makes the treble of three events", () => {
    const { slip } = addBooked(EMPTY_SLIP, [selection(1, 2), selection(2, 3), selection(3, 1.5)], 15, false);
    expect(orderedBets(slip).map((bet) => bet.decimal)).toEqual([2, 3, 1.5]);
    expect(slip.multiples[0].decimal).toBe(9);
    expect(slip.open).toBe(true);
  });
});

describe('the shared code stands for the slip it was made of', () => {
  const shared = { ...NO_BOOKING, shared: { code: '7KQ2M9XD', outcomeIds: [1, 2] } };
  it.each([
    ['the same selections', [1, 2], '7KQ2M9XD'],
    ['one more since', [1, 2, 3], null],
    ['one removed since', [1], null],
  ] as const)('%s', (_case, ids, code) => {
    expect(sharedCodeOf(shared, slipOf(...ids))).toBe(code);
  });
});

describe("the platform's refusal, as the slip names it", () => {
  const refused = (status: number, code?: string) =>
    new ApiError({ method: 'get', url: '/xapi/rest/betslips/bookingcodes/X' }, { status, data: { code, message: '' } } as never);
  const table: Array<[string, unknown, BookingProblem]> = [
    ['an unknown code', refused(404, 'BOOKING_CODE_UNKNOWN'), 'unknown'],
    ['an expired code', refused(410, 'BOOKING_CODE_EXPIRED'), 'expired'],
    ['a malformed code', refused(400, 'BOOKING_CODE_MALFORMED'), 'malformed'],
    ['a slip whose selections all closed', refused(409, 'BOOKING_CODE_NOTHING_OPEN'), 'nothingOpen'],
    ['too many tries', refused(429, 'TOO_MANY_REQUESTS'), 'tooManyTries'],
    ['another 404 (no such route)', refused(404), 'failed'],
    ['a server fault', refused(500), 'failed'],
    ['no answer at all', new TypeError('Failed to fetch'), 'failed'],
  ];
  it.each(table)('%s', (_case, error, problem) => expect(problemOf(error)).toBe(problem));
});
