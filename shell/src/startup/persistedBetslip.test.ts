import { memoryStorage, PERSISTED_BETSLIP_KEY } from '@sportsbook/contracts';
import { BETSLIP_HANDOVER_KEY, deletePersistedBetslipAtStart, handOverBetslip } from './persistedBetslip';

const SLIP = JSON.stringify({ state: { bets: { 7: { ref: 'sel1', outcomeId: 7 } } }, version: 0 });

function browser() {
  const local = memoryStorage();
  const tab = memoryStorage();
  local.setItem(PERSISTED_BETSLIP_KEY, SLIP);
  return { local, tab, boot: () => deletePersistedBetslipAtStart(local, tab) };
}

describe('the persisted betslip at start', () => {
  it('is deleted on a fresh start', () => {
    const { local, boot } = browser();
    expect(boot()).toBe(false);
    expect(local.getItem(PERSISTED_BETSLIP_KEY)).toBeNull();
  });

  it("is kept by the boot after a logout's reload, once", () => {
    const { local, tab, boot } = browser();
    handOverBetslip(tab);
    expect(boot()).toBe(true);
    expect(local.getItem(PERSISTED_BETSLIP_KEY)).toBe(SLIP);
    expect(tab.getItem(BETSLIP_HANDOVER_KEY)).toBeNull();
    // The next start (a reload, a later visit in the tab) is a fresh start again.
    expect(boot()).toBe(false);
    expect(local.getItem(PERSISTED_BETSLIP_KEY)).toBeNull();
  });

  it('keeps nothing when there is no slip to keep', () => {
    const { local, tab, boot } = browser();
    local.removeItem(PERSISTED_BETSLIP_KEY);
    handOverBetslip(tab);
    expect(boot()).toBe(false);
    expect(local.getItem(PERSISTED_BETSLIP_KEY)).toBeNull();
  });

  it.each([
    ['a slip without selections', JSON.stringify({ state: { bets: {} }, version: 0 })],
    ['a slip that is not JSON', '{'],
    ['a slip of another shape', JSON.stringify({ bets: { 7: {} } })],
  ])('keeps %s, but not as one with selections', (_, persisted) => {
    const { local, tab, boot } = browser();
    local.setItem(PERSISTED_BETSLIP_KEY, persisted);
    handOverBetslip(tab);
    expect(boot()).toBe(false);
    expect(local.getItem(PERSISTED_BETSLIP_KEY)).toBe(persisted);
  });
});
