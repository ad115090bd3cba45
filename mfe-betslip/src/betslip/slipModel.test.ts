import { NO_TAX } from '@sportsbook/domain';
import { acceptPrices, mergeServerModel, removeClosed, worsenedPrices } from './serverModel';
import { canPlace, slipFigures } from './slipFigures';
import {
  EMPTY_SLIP,
  listedErrors,
  missingCombinationReason,
  MULTIPLE_KEY,
  multipleAvailable,
  orderedBets,
  removeBet,
  setStake,
  systemsAvailable,
  toggleBet,
  toggleSystems,
  type SlipState,
} from './slipModel';

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

const add = (state: SlipState, outcomeId: number, eventId: number, decimal: number, max = 15) =>
  toggleBet(state, selection(outcomeId, eventId, decimal), max, false)[0];
const slipOf = (...bets: [number, number, number][]) => bets.reduce((state, [o, e, d]) => add(state, o, e, d), EMPTY_SLIP);

describe('selections (spec 2 section 4)', () => {
  it('adds with refs in order, opening the slip and clearing the errors', () => {
    const withErrors = { ...EMPTY_SLIP, errors: [{ code: 'RES-00056', message: 'x' }] };
    const state = add(add(withErrors, 1, 100, 2), 2, 200, 3);
    expect(orderedBets(state).map((b) => [b.outcomeId, b.ref])).toEqual([
      [1, 'sel1'],
      [2, 'sel2'],
    ]);
    expect(state.open).toBe(true);
    expect(state.errors).toEqual([]);
  });

  it('removes a bet clicked again and renumbers the later refs', () => {
    const state = toggleBet(slipOf([1, 100, 2], [2, 200, 3], [3, 300, 4]), selection(1, 100, 2), 15, false)[0];
    expect(orderedBets(state).map((b) => [b.outcomeId, b.ref])).toEqual([
      [2, 'sel1'],
      [3, 'sel2'],
    ]);
  });

  it('refuses a bet past the maximum', () => {
    const [state, outcome] = toggleBet(slipOf([1, 100, 2], [2, 200, 3]), selection(3, 300, 4), 2, false);
    expect(outcome).toBe('refused-max');
    expect(orderedBets(state)).toHaveLength(2);
  });

  it('closes and empties the slip when the last bet goes', () => {
    expect(removeBet(slipOf([1, 100, 2]), 1, false)).toEqual(EMPTY_SLIP);
  });

  it('with one bet left clears the multiples and collapses', () => {
    const state = removeBet({ ...slipOf([1, 100, 2], [2, 200, 3]), expanded: true }, 2, false);
    expect(state.multiples).toEqual([]);
    expect(state.expanded).toBe(false);
    expect(state.open).toBe(true);
  });
});

describe('multiples and systems', () => {
  it.each<[string, boolean, boolean, [number, number, number][]]>([
    ['one selection', false, false, [[1, 100, 2]]],
    [
      'two from different events',
      true,
      false,
      [
        [1, 100, 2],
        [2, 200, 3],
      ],
    ],
    [
      'two from the same event',
      false,
      false,
      [
        [1, 100, 2],
        [2, 100, 3],
      ],
    ],
    [
      'three from different events',
      true,
      true,
      [
        [1, 100, 2],
        [2, 200, 3],
        [3, 300, 4],
      ],
    ],
    // Two markets of one event are distinct markets: no multiple, but the systems stay (spec 2 section 5).
    [
      'three with two from one event',
      false,
      true,
      [
        [1, 100, 2],
        [2, 200, 3],
        [3, 200, 4],
      ],
    ],
  ])('%s: multiple %s, systems %s', (_case, multiple, systems, bets) => {
    const state = slipOf(...bets);
    expect(multipleAvailable(orderedBets(state))).toBe(multiple);
    expect(systemsAvailable(orderedBets(state), false)).toBe(systems);
    expect(state.multiples.length > 0).toBe(multiple);
  });

  it.each<[string, [number, number, number][], 'sameEvent' | null]>([
    ['one selection: nothing to combine, nothing to say', [[1, 100, 2]], null],
    [
      'two from different events: the double is there',
      [
        [1, 100, 2],
        [2, 200, 3],
      ],
      null,
    ],
    [
      'three with two from one event: the treble is missing, and the slip says why',
      [
        [1, 100, 2],
        [2, 200, 3],
        [3, 200, 4],
      ],
      'sameEvent',
    ],
  ])('%s', (_case, bets, reason) => {
    expect(missingCombinationReason(orderedBets(slipOf(...bets)))).toBe(reason);
  });

  it.each([
    ['a multiple under its minimum: its RES-00140 is said beside the stake, not listed again', 1000, 1],
    ['a multiple at its minimum: a RES-00140 from the platform is listed', 1250, 2],
    ['no stake on the multiple: listed', undefined, 2],
  ])('%s', (_case, unitStake, listed) => {
    const errors = [
      { code: 'RES-00140', message: 'The minimum stake for a multiple is 1250.00', ref: 'mul1' },
      { code: 'RES-00056', message: 'Your stake is greater than your balance', ref: 'sel1' },
    ];
    const multiples = [{ betTypeId: 200002, description: 'Treble', noOfBets: 1, decimal: 24, ref: 'mul1', unitStake }];
    expect(listedErrors({ errors, multiples })).toHaveLength(listed);
  });

  it('names the multiple by its size and prices it as the product', () => {
    const state = slipOf([1, 100, 2], [2, 200, 3], [3, 300, 1.5]);
    expect(state.multiples[0]).toMatchObject({ betTypeId: 200002, description: 'Treble', decimal: 9, ref: 'mul1' });
  });

  it('offers the systems of three selections: Trixie, Patent and the doubles', () => {
    const names = slipOf([1, 100, 2], [2, 200, 3], [3, 300, 4]).systems.map((s) => `${s.description}×${s.noOfBets}`);
    expect(names).toEqual(expect.arrayContaining(['Trixie×4', 'Patent×7', 'Doubles×3']));
  });

  it('prices the systems of a slip whose selections share a market over the distinct-market combinations only', () => {
    // Home 2.00 and Draw 3.00 of one match result (market 10), then 1.50 and 4.00 of two other events.
    const legs = [
      { ...selection(1, 100, 2), marketId: 10 },
      { ...selection(2, 100, 3), marketId: 10 },
      { ...selection(3, 200, 1.5), marketId: 30 },
      { ...selection(4, 300, 4), marketId: 40 },
    ];
    let state = legs.reduce((slip, leg) => toggleBet(slip, leg, 15, false)[0], EMPTY_SLIP);
    expect(state.multiples).toEqual([]);
    expect(state.systems.map((s) => `${s.description}×${s.noOfBets}`)).toEqual(['Doubles×5', 'Trebles×2']);
    state = setStake(toggleSystems(state), 'sys300002', 10, '10');
    // Doubles AC 3 + AD 8 + BC 4.5 + BD 12 + CD 6 = 33.5 a unit: 10 a bet stakes 50 and returns 335.
    expect(slipFigures(state, NO_TAX, 2).returns.sys300002).toEqual({ totalStake: 50, potentialReturns: 335 });
  });

  it('never offers systems on the african slip', () => {
    expect(systemsAvailable(orderedBets(slipOf([1, 100, 2], [2, 200, 3], [3, 300, 4])), true)).toBe(false);
  });

  it('toggling the systems shows them expanded, clearing the errors and the system stake focus', () => {
    const state = {
      ...slipOf([1, 100, 2], [2, 200, 3], [3, 300, 4]),
      errors: [{ code: 'RES-00140', message: '' }],
      activeBetKey: 'sys300019',
      activeBetStake: '2',
    };
    const shown = toggleSystems(state);
    expect(shown).toMatchObject({ showSystemBets: true, expanded: true, errors: [], activeBetKey: null, activeBetStake: '' });
    expect(toggleSystems(shown).showSystemBets).toBe(false);
  });
});

describe('stakes and returns', () => {
  const tax = { enableStakeAfterTax: true, stakeRatePercentage: 10, taxDeductionEnabled: true, taxReturnsPercentage: 20 };

  it('recomputes the returns of singles, the multiple and the shown systems with the shared math', () => {
    let state = slipOf([1, 100, 2], [2, 200, 3], [3, 300, 4]);
    state = setStake(state, 'sel1', 10, '10');
    state = setStake(state, MULTIPLE_KEY, 5, '5');
    state = toggleSystems(setStake(state, 'sys300019', 1, '1'));
    const figures = slipFigures(state, NO_TAX, 2);
    expect(figures.returns.sel1).toMatchObject({ totalStake: 10, potentialReturns: 20 });
    expect(figures.returns.mul1).toMatchObject({ totalStake: 5, potentialReturns: 120 });
    // Trixie of 2, 3 and 4: doubles 6 + 8 + 12 and the treble 24, one unit each.
    expect(figures.returns.sys300019).toEqual({ totalStake: 4, potentialReturns: 50 });
    expect(figures).toMatchObject({ totalStake: 19, potentialReturns: 190 });
  });

  it('takes stake tax and winnings tax where the brand has them', () => {
    const state = setStake(slipOf([1, 100, 2.5]), 'sel1', 100, '100');
    // 100 less 10% is 90 at 2.5 = 225; winnings over the stake 125 taxed 20% = 25.
    expect(slipFigures(state, tax, 2).returns.sel1).toEqual({
      totalStake: 100,
      stakeAfterTax: 90,
      potentialReturns: 200,
      taxDeduction: 25,
    });
  });

  it('is placeable only with a bet and a stake, and not while placing', () => {
    expect(canPlace(EMPTY_SLIP)).toBe(false);
    const state = slipOf([1, 100, 2]);
    expect(canPlace(state)).toBe(false);
    expect(canPlace(setStake(state, 'sel1', 1, '1'))).toBe(true);
    expect(canPlace({ ...setStake(state, 'sel1', 1, '1'), betPlacing: true })).toBe(false);
  });

  it.each([
    // multiple stake as typed, singles staked, placeable (spec 2 section 5: the multiple's minimum is 1250.00)
    [1249.99, false, false],
    [1249.99, true, false],
    [1250, false, true],
    [2000, true, true],
    [null, true, true],
  ])('a treble staked %s (singles staked: %s) is placeable: %s', (multipleStake, singlesStaked, placeable) => {
    let state = slipOf([1, 100, 2], [2, 200, 3], [3, 300, 1.5]);
    if (singlesStaked) state = setStake(state, 'sel1', 5, '5');
    state = setStake(state, MULTIPLE_KEY, multipleStake, String(multipleStake ?? ''));
    expect(canPlace(state)).toBe(placeable);
  });
});

describe('Place bet while the slip shows a refusal', () => {
  const staked = () => setStake(slipOf([1, 100, 2], [2, 200, 3]), 'sel1', 10, '10');
  const refused = (code: string, notAvailable = false): SlipState => ({
    ...staked(),
    errors: [{ code, message: code, ref: 'sel1' }],
    isShowNotAvailableMessage: notAvailable,
  });

  it.each([
    // code shown, 'not available anymore' shown, placeable
    ['RES-00056', false, false], // stake over balance: refused as it stands
    ['RES-00034', false, false], // over the maximum
    ['RES-00249', false, false], // feed alert
    ['RES-00109', true, false], // suspended: the selection is not available anymore
    ['RES-00199', false, true], // timed out: 'please try again', the bets were not refused
    ['RES-00196', false, true],
    ['RES-00049', false, true], // exception: try again
    ['RES-00046', false, true], // force-feed error: try again
    ['RES-00246', false, true], // another bet in progress: wait and place
  ])('with %s shown (not available: %s) is placeable: %s', (code, notAvailable, placeable) => {
    expect(canPlace(refused(code, notAvailable))).toBe(placeable);
  });

  it.each([
    ['a stake typed', (s: SlipState) => setStake(s, 'sel1', 5, '5')],
    ['the multiple staked', (s: SlipState) => setStake(s, MULTIPLE_KEY, 1250, '1250')],
    ['a selection removed', (s: SlipState) => removeBet(s, 2, false)],
    ['a selection added', (s: SlipState) => add(s, 3, 300, 1.5)],
    ['the systems toggled', (s: SlipState) => setStake(toggleSystems(s), 'sel1', 10, '10')],
    ['new prices accepted', (s: SlipState) => acceptPrices(s)],
  ])('comes back after the player changes something: %s', (_change, change) => {
    const before = refused('RES-00056');
    expect(canPlace(before)).toBe(false);
    const after = change(before);
    expect(after.errors).toEqual([]);
    expect(canPlace(after)).toBe(true);
  });

  it('stays off when the platform answers the refusal again after the change', () => {
    const changedStake = setStake(refused('RES-00056'), 'sel1', 5000, '5000');
    const answered = mergeServerModel(changedStake, {
      singles: [],
      multiples: [],
      systems: [],
      errors: [{ code: 'RES-00056', message: 'over balance', ref: 'sel1' }],
    });
    expect(canPlace(answered)).toBe(false);
  });
});

describe('merging the platform answer', () => {
  const model = (singles: object[], extra: object = {}) =>
    ({ singles, multiples: [], systems: [], errors: [], ...extra }) as never;

  it('takes the platform price and keeps the stake, remembering the old price', () => {
    const state = setStake(slipOf([1, 100, 2], [2, 200, 3]), 'sel1', 10, '10');
    const merged = mergeServerModel(
      state,
      model([
        { ...selection(1, 100, 1.8), ref: 'sel1', maxBetStake: 500 },
        { ...selection(2, 200, 3), ref: 'sel2' },
      ]),
    );
    expect(merged.bets[1]).toMatchObject({ decimal: 1.8, previousDecimal: 2, unitStake: 10, maxBetStake: 500 });
  });

  it('adds a single the slip does not hold only when the answer is the backend slip itself', () => {
    const state = slipOf([1, 100, 2]);
    expect(orderedBets(mergeServerModel(state, model([selection(9, 900, 2)]))).map((b) => b.outcomeId)).toEqual([1]);
    expect(orderedBets(mergeServerModel(state, model([selection(9, 900, 2)]), true)).map((b) => [b.outcomeId, b.ref])).toEqual([
      [1, 'sel1'],
      [9, 'sel2'],
    ]);
  });

  it('keeps the description and stake of the first multiple and the stakes of the systems', () => {
    let state = setStake(slipOf([1, 100, 2], [2, 200, 3], [3, 300, 4]), MULTIPLE_KEY, 5, '5');
    state = setStake(state, 'sys300019', 2, '2');
    const merged = mergeServerModel(
      state,
      model([], {
        multiples: [{ betTypeId: 200002, description: '3 Fold', noOfBets: 1, decimal: 24.5, ref: 'mul1' }],
        systems: [{ betTypeId: 300019, description: 'Trixie', noOfBets: 4 }],
      }),
    );
    expect(merged.multiples[0]).toMatchObject({ description: 'Treble', decimal: 24.5, unitStake: 5 });
    expect(merged.systems).toEqual([{ betTypeId: 300019, description: 'Trixie', noOfBets: 4, unitStake: 2 }]);
  });

  it('marks closed outcomes, then removes them and shows the slip expanded', () => {
    const state = slipOf([1, 100, 2], [2, 200, 3], [3, 300, 4]);
    const merged = mergeServerModel(state, model([{ ...selection(2, 200, 3), outcomeState: 'C' }]));
    expect(merged.closingOutcomeIds).toEqual([2]);
    expect(canPlace(setStake(merged, 'sel1', 1, '1'))).toBe(false);
    const after = removeClosed(merged, false);
    expect(orderedBets(after).map((b) => [b.outcomeId, b.ref])).toEqual([
      [1, 'sel1'],
      [3, 'sel2'],
    ]);
    expect(after).toMatchObject({ closingOutcomeIds: [], expanded: true });
    expect(after.multiples[0].description).toBe('Double');
  });
});

describe('price changes and the accept-higher-odds rule', () => {
  const changed = (from: number, to: number) =>
    mergeServerModel(slipOf([1, 100, from]), {
      singles: [{ ...selection(1, 100, to), ref: 'sel1', includeInMultiples: true }],
      multiples: [],
      systems: [],
      errors: [],
    });

  it.each<[string, number, number, 'A' | 'D', number]>([
    ['a worse price waits for the player when only better odds are accepted', 2.5, 2.1, 'D', 1],
    ['a better price goes through', 2.1, 2.5, 'D', 0],
    ['any change goes through when every change is accepted', 2.5, 2.1, 'A', 0],
  ])('%s', (_case, from, to, rule, waiting) => {
    expect(worsenedPrices(changed(from, to), rule)).toHaveLength(waiting);
  });

  it('accepting the prices clears the change', () => {
    expect(worsenedPrices(acceptPrices(changed(2.5, 2.1)), 'D')).toEqual([]);
  });
});
