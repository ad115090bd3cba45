import {
  distinctMarketComboCounts,
  distinctMarketComboSums,
  systemBetCount,
  systemBetCountOver,
  systemForLegs,
  systemsFor,
  systemsForLegs,
  type SystemLeg,
} from './systems';
import { systemReturns, systemReturnsOver } from './returns';

const leg = (marketId: number, decimal: number): SystemLeg => ({ marketId, decimal });
/** Home 2.00 and Draw 3.00 of one match result (market 1), then 1.50 (market 2) and 4.00 (market 3). */
const SHARED = [leg(1, 2), leg(1, 3), leg(2, 1.5), leg(3, 4)];
const close = (value: number) => Math.round(value * 1e9) / 1e9;

describe('systems count only combinations with distinct markets (spec 2 section 5)', () => {
  it('sums the odds of the distinct-market combinations of each size', () => {
    // size 1: 2 + 3 + 1.5 + 4 = 10.5
    // size 2: AC 3 + AD 8 + BC 4.5 + BD 12 + CD 6 = 33.5 (AB share market 1: no bet)
    // size 3: ACD 12 + BCD 18 = 30
    expect(distinctMarketComboSums(SHARED).map(close)).toEqual([1, 10.5, 33.5, 30]);
    expect(distinctMarketComboCounts(SHARED)).toEqual([1, 4, 5, 2]);
  });

  it.each([
    // legs, offered systems (name: bets)
    [
      [leg(1, 2), leg(2, 3), leg(3, 4)],
      ['Doubles: 3', 'Trixie: 4', 'Patent: 7'],
    ],
    [SHARED, ['Doubles: 5', 'Trebles: 2']],
    [[leg(1, 2), leg(1, 3), leg(2, 1.5)], ['Doubles: 2']],
    // Two markets of one event are distinct markets: counted as any two.
    [
      [leg(1, 2), leg(2, 3), leg(3, 4), leg(4, 5)],
      ['Doubles: 6', 'Trebles: 4', 'Yankee: 11', 'Lucky 15: 15'],
    ],
    [[leg(1, 2), leg(1, 3), leg(1, 4)], []],
  ])('over %j offers %j', (legs, offered) => {
    expect(systemsForLegs(legs).map((type) => `${type.name}: ${systemBetCountOver(type, legs)}`)).toEqual(offered);
  });

  it.each([
    // system id, unit stake, bets, total stake, returns if every selection could win
    [300002, 10, 5, 50, 335],
    [300003, 10, 2, 20, 300],
  ])('system %s at %s a bet over the shared-market slip: %s bets, stake %s, returns %s', (id, unit, bets, stake, returns) => {
    const type = systemForLegs(id, SHARED)!;
    expect(systemBetCountOver(type, SHARED)).toBe(bets);
    expect(unit * systemBetCountOver(type, SHARED)).toBe(stake);
    expect(close(systemReturnsOver(type, SHARED, unit))).toBe(returns);
  });

  it('is not offered a system the selections do not make', () => {
    expect(systemForLegs(300019, SHARED)).toBeUndefined();
    expect(systemForLegs(300004, SHARED)).toBeUndefined();
  });

  it('agrees with the plain system math when every selection is in its own market', () => {
    const legs = [leg(1, 2.1), leg(2, 3.4), leg(3, 1.8), leg(4, 2.6)];
    const odds = legs.map((one) => one.decimal);
    for (const type of systemsFor(4)) {
      expect(systemsForLegs(legs).map((one) => one.id)).toContain(type.id);
      expect(systemBetCountOver(type, legs)).toBe(systemBetCount(type, 4));
      expect(close(systemReturnsOver(type, legs, 2))).toBe(close(systemReturns(type, odds, 2)));
    }
  });
});
