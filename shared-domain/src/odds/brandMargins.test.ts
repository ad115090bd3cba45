import { brandPrice } from './brandMargins';
import type { Margins } from '@sportsbook/contracts';

const margins: Margins = {
  marketTypes: { '1': { brandMarginType: 'POWER_ODDS', marketTypeId: 1, margin: 0.02 } },
  leagues: { '300': { brandMarginType: 'PPB', leagueId: 300, margin: 0.05 } },
  outcomes: { '77': { brandMarginType: 'PPB', outcomeId: 77, margin: 0 } },
};

describe('brand prices on the odds ladder', () => {
  it('uses the most specific margin: outcome, then league, then market type', () => {
    // outcome 77 has margin 0: 1/2.00 = 0.5 -> 2.00
    expect(brandPrice(2, { marketTypeId: 1, leagueId: 300, outcomeId: 77 }, margins)).toBe(2);
    // league 300 margin 0.05: 0.5 + 0.05 * 0.5 = 0.525 -> 1.90
    expect(brandPrice(2, { marketTypeId: 1, leagueId: 300, outcomeId: 5 }, margins)).toBe(1.9);
    // market type 1 margin 0.02: 0.5 + 0.01 = 0.51 -> 1.96
    expect(brandPrice(2, { marketTypeId: 1, leagueId: 9, outcomeId: 5 }, margins)).toBe(1.96);
    expect(brandPrice(2, { marketTypeId: 7, leagueId: 9, outcomeId: 5 }, margins)).toBe(2);
  });

  it('keeps the feed price and names the missing id', () => {
    const log = jest.fn();
    expect(brandPrice(2.5, { marketTypeId: 1, outcomeId: 5 }, margins, log)).toBe(2.5);
    expect(log).toHaveBeenCalledWith('odds ladder: leagueId is missing, feed price used');
  });
});
