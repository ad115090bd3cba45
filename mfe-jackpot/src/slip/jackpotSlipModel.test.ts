import { JACKPOT_ERRORS } from '@sportsbook/domain';
import { sampleJackpot, slipJackpotOf } from '../testing/sampleJackpot';
import {
  canPlace,
  EMPTY_SLIP,
  isComplete,
  placementAnswered,
  placementStarted,
  priced,
  removeSelection,
  selectOutcome,
  setGlobalStake,
  showJackpot,
  slipRequest,
  stakeChoices,
  startAgain,
  type JackpotSlipState,
} from './jackpotSlipModel';

const seven = slipJackpotOf(sampleJackpot(7));
const eight = slipJackpotOf(sampleJackpot(8));

/** The slip after clicking these outcomes of jackpot 7 in order, refusals ignored. */
const clicked = (...ids: number[]): JackpotSlipState =>
  ids.reduce((state, id) => selectOutcome(state, seven, id).state, EMPTY_SLIP);
const idsOf = (state: JackpotSlipState, jackpotId = 7) => state.bets[jackpotId]?.selections.map((s) => s.outcomeId);

describe('selecting on the jackpot slip (spec 2 sections 4 and 5)', () => {
  it.each<[string, number[], number, number[] | undefined, string | undefined, boolean]>([
    ['the first pick opens the slip', [], 11, [11], undefined, true],
    ['a pick on another event is added', [11], 21, [11, 21], undefined, true],
    ['clicking a pick again removes it', [11, 21], 21, [11], undefined, true],
    ['removing the last pick closes the slip and drops the bet', [11], 11, undefined, undefined, false],
    ['a second reserve pick is refused with its toast', [31], 32, [31], JACKPOT_ERRORS.reserveOne, true],
    ['the last free outcome of a market is refused with its toast', [11, 12], 13, [11, 12], JACKPOT_ERRORS.allOfMarket, true],
  ])('%s', (_case, before, outcomeId, after, error, open) => {
    const result = selectOutcome(clicked(...before), seven, outcomeId);
    expect(idsOf(result.state)).toEqual(after);
    expect(result.error).toBe(error);
    expect(result.state.open).toBe(open);
  });

  it('counts lines as the picks multiply, once complete', () => {
    expect(clicked(11, 21).bets[7].noOfBets).toBe(0);
    expect(clicked(11, 21, 31).bets[7].noOfBets).toBe(1);
    expect(clicked(11, 12, 21, 22, 31).bets[7].noOfBets).toBe(4);
  });

  it.each<[string, number[], boolean]>([
    ['every ordinal, the reserve too', [11, 21, 31], true],
    ['the reserve missing', [11, 21], false],
    ['a main event missing', [11, 31], false],
  ])('is complete: %s', (_case, ids, complete) => {
    expect(isComplete(clicked(...ids).bets[7])).toBe(complete);
  });

  it('keeps one bet per jackpot: picks on another jackpot make a bet of their own', () => {
    const state = selectOutcome(clicked(11), eight, 21).state;
    expect(Object.keys(state.bets)).toEqual(['7', '8']);
    expect(idsOf(state, 8)).toEqual([21]);
    expect(state.activeJackpotId).toBe(8);
  });

  it('removes from the slip without rule checks; the last removal closes it', () => {
    const two = removeSelection(clicked(11, 21), seven, 21);
    expect(idsOf(two)).toEqual([11]);
    const none = removeSelection(two, seven, 11);
    expect(none.bets).toEqual({});
    expect(none.open).toBe(false);
  });

  it('ignores clicks while a bet is being placed', () => {
    const placing = placementStarted(clicked(11, 21, 31));
    expect(selectOutcome(placing, seven, 12).state).toBe(placing);
    expect(removeSelection(placing, seven, 11)).toBe(placing);
  });
});

describe('stake and price', () => {
  it('offers stakes per line as multiples of the unit stake', () => {
    expect(stakeChoices(1)).toEqual([1, 2, 5, 10]);
    expect(stakeChoices(0.5)).toEqual([0.5, 1, 2.5, 5]);
  });

  it('starts at the unit stake, keeps a chosen stake through later picks, and forgets the price on a change', () => {
    let state = priced(clicked(11, 21, 31), { jackpotId: 7, globalStake: 1, noOfBets: 1, totalCost: 1 });
    expect(state.bets[7].jackpotTotalStake).toBe(1);
    state = setGlobalStake(state, 7, 5);
    expect(state.bets[7]).toMatchObject({ globalStake: 5, jackpotTotalStake: null });
    state = selectOutcome(state, seven, 12).state;
    expect(state.bets[7].globalStake).toBe(5);
  });

  it.each<[string, number, number | null]>([
    ['a price of the current stake is kept', 2, 4],
    ['a price of an earlier stake is dropped', 1, null],
  ])('%s', (_case, pricedStake, total) => {
    const state = setGlobalStake(clicked(11, 12, 21, 31), 7, 2);
    expect(
      priced(state, { jackpotId: 7, globalStake: pricedStake, noOfBets: 2, totalCost: pricedStake * 2 }).bets[7]
        .jackpotTotalStake,
    ).toBe(total);
  });

  it('refuses a stake of nothing', () => {
    const state = clicked(11);
    expect(setGlobalStake(state, 7, 0)).toBe(state);
  });

  it.each<[string, JackpotSlipState, boolean]>([
    ['complete and priced', priced(clicked(11, 21, 31), { jackpotId: 7, globalStake: 1, noOfBets: 1, totalCost: 1 }), true],
    ['complete, not priced yet', clicked(11, 21, 31), false],
    ['priced but incomplete', priced(clicked(11, 21), { jackpotId: 7, globalStake: 1, noOfBets: 0, totalCost: 0 }), false],
    [
      'priced with the platform refusing it',
      priced(clicked(11, 21, 31), { jackpotId: 7, globalStake: 1, noOfBets: 1, totalCost: 1, errors: ['no'] }),
      false,
    ],
    [
      'being placed',
      placementStarted(priced(clicked(11, 21, 31), { jackpotId: 7, globalStake: 1, noOfBets: 1, totalCost: 1 })),
      false,
    ],
  ])('can place when %s: %s', (_case, state, placeable) => {
    expect(canPlace(state, state.bets[7])).toBe(placeable);
  });

  it('books the outcome ids comma joined (spec 2 section 7)', () => {
    expect(slipRequest(clicked(11, 12, 21, 31).bets[7], 11)).toEqual({
      jackpotId: 7,
      globalStake: 1,
      originId: 11,
      outcomeIds: '11,12,21,31',
    });
  });
});

describe('placement', () => {
  const ready = () =>
    placementStarted(priced(clicked(11, 12, 21, 31), { jackpotId: 7, globalStake: 1, noOfBets: 2, totalCost: 2 }));

  it('an accepted bet leaves the slip and shows its reference', () => {
    const state = placementAnswered(ready(), 7, { status: 'accepted', jackpotBetId: 42, totalCost: 2, noOfBets: 2 });
    expect(state.bets).toEqual({});
    expect(state.placing).toBe(false);
    expect(state.placed).toEqual({ jackpotId: 7, reference: 'J-42', totalCost: 2, noOfBets: 2, currency: 'EUR' });
    const again = startAgain(state);
    expect(again).toMatchObject({ placed: null, open: false });
  });

  it.each<[string, string[] | undefined, string[]]>([
    ['with the platform messages', ['Your stake is greater than your balance'], ['Your stake is greater than your balance']],
    ['with a message of its own when none came', undefined, ['jackpot.errors.notPlaced']],
  ])('a rejected bet stays on the slip %s', (_case, errors, shown) => {
    const state = placementAnswered(ready(), 7, { status: 'rejected', errors });
    expect(idsOf(state)).toEqual([11, 12, 21, 31]);
    expect(state.errors).toEqual(shown);
    expect(state.placing).toBe(false);
  });

  it('the slip follows the board: another jackpot without a bet closes it, coming back opens it', () => {
    const state = clicked(11);
    expect(showJackpot(state, 8)).toMatchObject({ activeJackpotId: 8, open: false });
    expect(showJackpot(showJackpot(state, 8), 7)).toMatchObject({ activeJackpotId: 7, open: true });
  });
});
