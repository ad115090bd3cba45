import { PERSISTED_BETSLIP_KEY } from '@sportsbook/contracts';

/**
 * The tab's (session storage) mark that a logout reloads the page with a slip to keep. The logout reloads
 * because a player's data must not outlive the session, but the selections are the visitor's too: logging
 * out must not empty the slip.
 */
export const BETSLIP_HANDOVER_KEY = 'sb-betslip-handover';

/** Called by a logout just before it reloads the page: the boot that follows keeps the persisted slip. */
export function handOverBetslip(tab: Storage): void {
  tab.setItem(BETSLIP_HANDOVER_KEY, '1');
}

/**
 * Startup (spec 1: "persisted betslip ... deleted"; spec 2 section 4): delete the persisted slip, unless this
 * boot is the reload of a logout, which keeps it. Returns whether the slip it kept holds selections: the
 * betslip then has something to show from the first view on, on a phone too.
 */
export function deletePersistedBetslipAtStart(local: Storage, tab: Storage): boolean {
  // The mark is for exactly one boot: removed whether or not it was there, so the next start (a reload,
  // a later visit in this tab) deletes the slip again as the spec says.
  const handedOver = tab.getItem(BETSLIP_HANDOVER_KEY) !== null;
  tab.removeItem(BETSLIP_HANDOVER_KEY);
  if (!handedOver) local.removeItem(PERSISTED_BETSLIP_KEY);
  return handedOver && persistedSelections(local.getItem(PERSISTED_BETSLIP_KEY)) > 0;
}

/** The selections of a persisted slip: the betslip remote's store writes `{ state: { bets } }` (zustand's persist). */
function persistedSelections(persisted: string | null): number {
  try {
    const bets = (JSON.parse(persisted ?? 'null') as { state?: { bets?: object } } | null)?.state?.bets;
    return bets ? Object.keys(bets).length : 0;
  } catch {
    return 0;
  }
}
