import { applyChanges, fresh, PUSH_TRUST_MS, type LivePricesState } from './livePrices';

const empty: LivePricesState = { prices: {}, statuses: {} };

describe('pushed live prices', () => {
  it('keeps the latest price of each outcome and the status of its market', () => {
    const state = applyChanges(empty, [
      { t: 'price', eid: 1, mid: 10, oid: 100, s: 'open', clp: { cp: { d: 2.1 } } },
      { t: 'price', eid: 1, mid: 10, oid: 100, s: 'open', clp: { cp: { d: 2.2 } } },
      { t: 'market', eid: 1, mid: 11, s: 'suspended' },
      { t: 'clock', eid: 1 },
    ], 1000);
    expect(state.prices[100]).toEqual({ decimal: 2.2, at: 1000 });
    expect(state.statuses).toEqual({ 10: { status: 'open', at: 1000 }, 11: { status: 'suspended', at: 1000 } });
  });

  it('returns the same state when nothing it tracks changed, so nobody re-renders', () => {
    expect(applyChanges(empty, [{ t: 'score', eid: 1 }])).toBe(empty);
  });

  it('trusts a pushed value only for a while', () => {
    expect(fresh({ at: 0 }, PUSH_TRUST_MS)).toEqual({ at: 0 });
    expect(fresh({ at: 0 }, PUSH_TRUST_MS + 1)).toBeUndefined();
  });
});
