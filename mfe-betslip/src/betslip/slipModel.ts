import {
  MULTIPLE_BET_TYPE_ID,
  accumulatorOdds,
  freeStakeFor,
  multipleDescription,
  multipleStakeUnderMin,
  systemBetCountOver,
  systemsForLegs,
  type SystemLeg,
  type FreeStakeChoice,
} from '@sportsbook/domain';
import type { BetError, BetslipSelection, Multiple, SystemBet } from '@sportsbook/contracts';
import { PAUSE_CODES, RETRY_CODES, UNDER_MIN_CODE } from './resMessages';

/** The keys a stake belongs to: a single's ref (sel1...), the multiple's (mul1) or a system's (sys300019...). */
export const MULTIPLE_KEY = 'mul1';
export const systemKey = (betTypeId: number) => `sys${betTypeId}`;

export type RefreshStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/**
 * A selection on the slip; `previousDecimal` remembers the price before the last change, for its arrow;
 * `freeStakeChoice` is the player's free-bet choice ('none' or 'max'), whose free stake follows the stake.
 */
export type SlipBet = BetslipSelection & { previousDecimal?: number; freeStakeChoice?: FreeStakeChoice };

/**
 * The betslip state of spec 2 section 3. `bets` is keyed by outcome id; its order is the refs' order.
 * Placement flags follow the spec's names; `placement` holds what the platform answered.
 */
export interface SlipState {
  open: boolean;
  expanded: boolean;
  bets: Record<number, SlipBet>;
  multiples: Multiple[];
  systems: SystemBet[];
  errors: BetError[];
  showSystemBets: boolean;
  activeBetKey: string | null;
  activeBetStake: string;
  pendingBet: BetslipSelection | null;
  refreshStatus: RefreshStatus;
  /** Outcomes the platform reported closed: shown loading, removed after the delay. */
  closingOutcomeIds: number[];
  betPlacing: boolean;
  placementSuccess: boolean;
  statusWaitApproval: boolean;
  betMaybeReferred: boolean;
  isShowNotAvailableMessage: boolean;
  placement: { betSlipId?: string; reference?: string; delay?: number; totalCost?: number } | null;
}

export const EMPTY_SLIP: SlipState = {
  open: false,
  expanded: false,
  bets: {},
  multiples: [],
  systems: [],
  errors: [],
  showSystemBets: false,
  activeBetKey: null,
  activeBetStake: '',
  pendingBet: null,
  refreshStatus: 'idle',
  closingOutcomeIds: [],
  betPlacing: false,
  placementSuccess: false,
  statusWaitApproval: false,
  betMaybeReferred: false,
  isShowNotAvailableMessage: false,
  placement: null,
};

/** A selection not numbered yet (just come from the platform) sorts last. */
const refNumber = (ref: string) => Number(ref.replace(/\D/g, '')) || Infinity;

/** The singles in slip order (sel1, sel2, ...). */
export function orderedBets(state: Pick<SlipState, 'bets'>): SlipBet[] {
  return Object.values(state.bets).sort((a, b) => refNumber(a.ref) - refNumber(b.ref));
}

/** Refs follow the order of the slip: sel1, sel2, ..., renumbered after a removal. */
export function renumbered(bets: SlipBet[]): Record<number, SlipBet> {
  return Object.fromEntries(bets.map((bet, index) => [bet.outcomeId, { ...bet, ref: `sel${index + 1}` }]));
}

/** A multiple needs at least two selections, all from different events (spec 2 section 5). */
export function multipleAvailable(bets: SlipBet[]): boolean {
  return bets.length >= 2 && new Set(bets.map((bet) => bet.eventId)).size === bets.length;
}

/**
 * Why the slip offers no multiple although it holds two selections or more: two of them are from one event
 * (spec 2 section 5: a multiple needs selections from different events), which also takes the systems whose
 * bets combine them (a treble, a Trixie, a Patent). Null when nothing is missing, or nothing to say.
 */
export function missingCombinationReason(bets: SlipBet[]): 'sameEvent' | null {
  if (bets.length < 2 || multipleAvailable(bets)) return null;
  return 'sameEvent';
}

/**
 * The platform's errors the slip lists under its bets: all of them but a multiple's stake under its minimum
 * while the slip says so beside that stake itself (the client's fixed minimum, spec 2 section 5), so the
 * player reads it once.
 */
export function listedErrors(state: Pick<SlipState, 'errors' | 'multiples'>): SlipState['errors'] {
  if (!multipleStakeUnderMin(state.multiples[0]?.unitStake)) return state.errors;
  return state.errors.filter((error) => !(error.ref === MULTIPLE_KEY && error.code === UNDER_MIN_CODE));
}

/** The selections as the system math sees them: by market, since a system combines distinct markets only. */
export const legsOf = (bets: SlipBet[]): SystemLeg[] => bets.map((bet) => ({ marketId: bet.marketId, decimal: bet.decimal }));

/**
 * Systems show with at least three bets, never on the african slip (spec 2 section 5), and while the
 * selections span two markets or more: selections sharing an event or a market still make the systems
 * of their distinct-market combinations.
 */
export function systemsAvailable(bets: SlipBet[], africanSlip: boolean): boolean {
  return !africanSlip && bets.length >= 3 && new Set(bets.map((bet) => bet.marketId)).size >= 2;
}

/**
 * The multiple and the systems the singles make, keeping the stakes already typed for them. The platform
 * answers the same (its model is merged in when it comes); deriving them here shows them at once.
 */
export function withCombinations(state: SlipState, africanSlip: boolean): SlipState {
  const bets = orderedBets(state);
  const previous = state.multiples[0];
  const multiples: Multiple[] = multipleAvailable(bets)
    ? [
        {
          betTypeId: MULTIPLE_BET_TYPE_ID,
          description: multipleDescription(bets.length),
          noOfBets: 1,
          decimal: accumulatorOdds(bets.map((bet) => bet.decimal)),
          ref: MULTIPLE_KEY,
          unitStake: previous?.unitStake,
        },
      ]
    : [];
  const stakes = new Map(state.systems.map((system) => [system.betTypeId, system.unitStake]));
  const systems: SystemBet[] = systemsAvailable(bets, africanSlip)
    ? systemsForLegs(legsOf(bets)).map((type) => ({
        betTypeId: type.id,
        description: type.name,
        noOfBets: systemBetCountOver(type, legsOf(bets)),
        unitStake: stakes.get(type.id),
      }))
    : [];
  return { ...state, multiples, systems };
}

/** What a change by the player clears: the refusal the slip shows (errors and 'not available anymore'). */
export const changed = { errors: [], isShowNotAvailableMessage: false } satisfies Partial<SlipState>;

/**
 * The slip shows a refusal: the platform's errors (or 'Your selection is not available anymore') say the bet
 * would be refused as it stands, so Place bet waits for the player to change something. Codes that ask to
 * try again (a timeout, an exception) are not a refusal of the bets.
 */
export function showsRefusal(state: Pick<SlipState, 'errors' | 'isShowNotAvailableMessage'>): boolean {
  return state.isShowNotAvailableMessage || state.errors.some((error) => !RETRY_CODES.includes(error.code));
}

/** The platform paused betting on one of the slip's events for a moment (a feed alert, RES-00249). */
export function isPaused(state: Pick<SlipState, 'errors'>): boolean {
  return state.errors.some((error) => PAUSE_CODES.includes(error.code));
}

export type ToggleOutcome = 'added' | 'removed' | 'refused-max';

/**
 * Clicking an outcome on the slip removes it, otherwise adds it (spec 2 section 4): adding opens the slip
 * and clears the errors; it is refused past the configured maximum. Removing renumbers the later refs;
 * the last bet closes the slip, and with one bet left the multiples go and the slip collapses.
 */
export function toggleBet(
  state: SlipState,
  incoming: Omit<BetslipSelection, 'ref' | 'includeInMultiples'>,
  maxBets: number,
  africanSlip: boolean,
): [SlipState, ToggleOutcome] {
  if (state.bets[incoming.outcomeId]) return [removeBet(state, incoming.outcomeId, africanSlip), 'removed'];
  const bets = orderedBets(state);
  if (bets.length >= maxBets) return [state, 'refused-max'];
  const added = {
    ...state,
    open: true,
    errors: [],
    isShowNotAvailableMessage: false,
    placementSuccess: false,
    placement: null,
    bets: renumbered([...bets, { ...incoming, ref: '', includeInMultiples: true }]),
  };
  return [withCombinations(added, africanSlip), 'added'];
}

export function removeBet(state: SlipState, outcomeId: number, africanSlip: boolean): SlipState {
  const bets = orderedBets(state).filter((bet) => bet.outcomeId !== outcomeId);
  if (bets.length === 0) return { ...EMPTY_SLIP };
  const next = withCombinations(
    {
      ...state,
      ...changed,
      bets: renumbered(bets),
      closingOutcomeIds: state.closingOutcomeIds.filter((id) => id !== outcomeId),
    },
    africanSlip,
  );
  return bets.length === 1 ? { ...next, multiples: [], systems: [], expanded: false, showSystemBets: false } : next;
}

/**
 * Sets the stake of a bet by its key; the typed text stays the active stake. A change by the player clears
 * the refusal shown, so Place bet comes back; the platform's next answer says again if it still stands.
 */
export function setStake(state: SlipState, key: string, stake: number | null, text: string): SlipState {
  const unitStake = stake ?? undefined;
  const next = { ...state, ...changed, activeBetKey: key, activeBetStake: text };
  if (key === MULTIPLE_KEY) return { ...next, multiples: next.multiples.map((m, i) => (i === 0 ? { ...m, unitStake } : m)) };
  if (key.startsWith('sys'))
    return { ...next, systems: next.systems.map((s) => (systemKey(s.betTypeId) === key ? { ...s, unitStake } : s)) };
  const bet = orderedBets(state).find((b) => b.ref === key);
  return bet ? { ...next, bets: { ...next.bets, [bet.outcomeId]: withFreeStake({ ...bet, unitStake }) } } : next;
}

/**
 * The free stake of a single from its choice (spec 2 section 4): 'max' is its maxFreeMoneyStake (in the
 * slip's shown amounts, as every amount here), at most its stake; 'none' is nothing.
 */
export function withFreeStake(bet: SlipBet): SlipBet {
  if (!bet.freeStakeChoice) return bet;
  return { ...bet, freeMoneyUnitStake: freeStakeFor(bet.freeStakeChoice, bet.maxFreeMoneyStake, bet.unitStake) };
}

/** The player's free-bet choice on a single: a change, so a refusal shown goes. */
export function setFreeStake(state: SlipState, ref: string, choice: FreeStakeChoice): SlipState {
  const bet = orderedBets(state).find((b) => b.ref === ref);
  if (!bet) return state;
  return { ...state, ...changed, bets: { ...state.bets, [bet.outcomeId]: withFreeStake({ ...bet, freeStakeChoice: choice }) } };
}

/** Expanding shows the systems; toggling them clears the errors and the system stake focus (spec 2 section 4). */
export function toggleSystems(state: SlipState): SlipState {
  const focusOnSystem = state.activeBetKey?.startsWith('sys');
  return {
    ...state,
    showSystemBets: !state.showSystemBets,
    expanded: !state.showSystemBets || state.expanded,
    errors: [],
    activeBetKey: focusOnSystem ? null : state.activeBetKey,
    activeBetStake: focusOnSystem ? '' : state.activeBetStake,
  };
}
