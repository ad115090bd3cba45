import { BETSLIP_ORIGIN } from '@sportsbook/contracts';
import { NO_TAX } from '@sportsbook/domain';
import { EMPTY_SLIP, setStake, toggleBet, MULTIPLE_KEY } from './slipModel';
import { mergeServerModel } from './serverModel';
import { slipFigures } from './slipFigures';
import { shownAmounts, slipRequestBody } from './controller/slipRequest';

const selection = (outcomeId: number, eventId: number, decimal: number) => ({
  outcomeId,
  eventId,
  decimal,
  outcomeDescription: `Outcome ${outcomeId}`,
  marketDescription: 'Match Result',
  marketId: outcomeId * 10,
  marketTypeId: 1,
  eventDescription: `Event ${eventId}`,
});
const boost = { decimal: 3, maxStake: 25, startsAt: '2026-11-22T10:00:00.000Z', endsAt: '2026-11-22T15:00:00.000Z' };

/** A slip of two singles, the first boosted from 2.00 to 3.00 up to 25 (as the platform answers it). */
function boostedSlip() {
  const two = toggleBet(toggleBet(EMPTY_SLIP, selection(1, 100, 2), 15, false)[0], selection(2, 200, 1.5), 15, false)[0];
  return mergeServerModel(two, {
    singles: [
      { ...selection(1, 100, 2), ref: 'sel1', includeInMultiples: true, boost },
      { ...selection(2, 200, 1.5), ref: 'sel2', includeInMultiples: true },
    ],
    multiples: [{ betTypeId: 200002, description: 'Double', noOfBets: 1, decimal: 3, price: '3.00', ref: 'mul1' }],
    systems: [],
    errors: [],
  });
}
const context = { currency: 'EUR', userAcceptOdds: 'D' as const, originId: BETSLIP_ORIGIN.default };

describe('a boosted single on the slip (issue 42)', () => {
  it.each([
    // stake, price asked for, returns: the boost up to its maximum stake, the book's price above it
    [10, 3, 30],
    [25, 3, 75],
    [25.01, 2, 50.02],
    [100, 2, 200],
  ])('a stake of %d asks for %d and returns %d', (stake, decimal, returns) => {
    const state = setStake(boostedSlip(), 'sel1', stake, String(stake));
    expect(slipRequestBody(state, context).singles[0].decimal).toBe(decimal);
    expect(slipFigures(state, NO_TAX, 2).returns.sel1.potentialReturns).toBe(returns);
  });

  it('counts the leg at the book’s price in the multiple, and asks for the boost on the unstaked single', () => {
    const state = setStake(boostedSlip(), MULTIPLE_KEY, 1250, '1250');
    expect(slipFigures(state, NO_TAX, 2).returns[MULTIPLE_KEY].potentialReturns).toBe(3750);
    expect(slipRequestBody(state, context).singles.map((single) => single.decimal)).toEqual([3, 1.5]);
  });

  it('drops a boost the platform no longer answers, and reads its maximum in the shown scale', () => {
    const ended = mergeServerModel(boostedSlip(), {
      singles: [{ ...selection(1, 100, 2), ref: 'sel1', includeInMultiples: true }],
      multiples: [],
      systems: [],
      errors: [],
    });
    expect(ended.bets[1].boost).toBeUndefined();
    const rupiah = shownAmounts(
      { singles: [{ ...selection(1, 100, 2), ref: 'sel1', includeInMultiples: true, boost: { ...boost, maxStake: 25_000 } }] },
      'IDR',
    );
    expect(rupiah.singles[0].boost?.maxStake).toBe(25);
  });
});
