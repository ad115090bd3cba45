import type { PlacementAnswer } from '@sportsbook/contracts';
import { EMPTY_SLIP, type SlipState } from './slipModel';
import { mergeServerModel } from './serverModel';
import { NOT_AVAILABLE_CODES } from './resMessages';

/** Placement begins: errors and the last success go, the slip cannot be closed until it ends. */
export function placementStarted(state: SlipState): SlipState {
  return {
    ...state,
    betPlacing: true,
    placementSuccess: false,
    statusWaitApproval: false,
    betMaybeReferred: false,
    errors: [],
    isShowNotAvailableMessage: false,
    placement: null,
  };
}

/**
 * The slip after an answer: accepted is success, its selections gone from the slip; pending is an in-play bet
 * in its delay; referred waits for a trader's approval; rejected shows the errors (as 'Your selection is not
 * available anymore' when a selection is gone) with the platform's prices merged in, so a price change can be
 * accepted and placed again.
 */
export function placementAnswered(state: SlipState, answer: PlacementAnswer): SlipState {
  const placement = {
    betSlipId: answer.betSlipId,
    reference: answer.reference,
    delay: answer.delay,
    totalCost: answer.totalCost,
  };
  switch (answer.status) {
    case 'accepted':
      // The bets are placed: their selections leave the slip at once, and the slip shows the receipt until the
      // player starts again. Kept behind the receipt, a placed selection stayed picked in the lists, came back
      // with its stake as a bet still to place beside the next pick (refused in turn if its event's feed was
      // paused, RES-00249), and outlived a logout's reload, a second bet a click away.
      return { ...afterSuccess(state), pendingBet: state.pendingBet, placementSuccess: true, placement };
    case 'pending':
      return { ...state, betPlacing: true, placement };
    case 'referred':
      return { ...state, betPlacing: false, statusWaitApproval: true, betMaybeReferred: true, placement };
    case 'rejected': {
      const errors = answer.errors ?? [];
      const merged = mergeServerModel(state, {
        singles: answer.singles ?? [],
        multiples: answer.multiples ?? [],
        systems: answer.systems ?? state.systems,
        errors,
      });
      return {
        ...merged,
        // The platform's combinations stand only if it sent them; otherwise the slip keeps its own.
        multiples: answer.multiples?.length ? merged.multiples : state.multiples,
        systems: answer.systems?.length ? merged.systems : state.systems,
        betPlacing: false,
        statusWaitApproval: false,
        placementSuccess: false,
        isShowNotAvailableMessage: errors.some((error) => NOT_AVAILABLE_CODES.includes(error.code)),
        placement: null,
      };
    }
  }
}

/** The request failed (a 500, the network): placing ends, the slip stays as it was for another try. */
export function placementFailed(state: SlipState): SlipState {
  return { ...state, betPlacing: false, statusWaitApproval: false };
}

/** After a success the player starts a new slip; the open state stays. */
export function afterSuccess(state: SlipState): SlipState {
  return { ...EMPTY_SLIP, open: state.open };
}

/** Closing is blocked while a bet is being placed or awaits approval (spec 2 section 4). */
export const canClose = (state: Pick<SlipState, 'betPlacing' | 'statusWaitApproval'>) =>
  !state.betPlacing && !state.statusWaitApproval;
