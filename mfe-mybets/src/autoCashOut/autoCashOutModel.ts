import { isWholeMinorAmount, betBuilderLegs } from '@sportsbook/domain';
import type { MyBet } from '@sportsbook/contracts';

/** Why a target cannot be set, in the platform's own terms; none when it can. */
export type TargetProblem = 'notAnAmount' | 'alreadyReached' | 'neverReached';

/**
 * An auto cash-out target must be a whole amount of the currency above the offer now (at or below it, the
 * player would be cashing out now, at a value they have not confirmed) and below the bet's potential returns,
 * which no offer reaches. The platform refuses the same targets; this says why before asking it.
 */
export function targetProblem(target: number, bet: Pick<MyBet, 'cashoutValue' | 'potentialReturns'>, currency: string) {
  if (!Number.isFinite(target) || target <= 0 || !isWholeMinorAmount(target, currency)) return 'notAnAmount';
  if (typeof bet.cashoutValue === 'number' && target <= bet.cashoutValue) return 'alreadyReached';
  if (target >= bet.potentialReturns) return 'neverReached';
  return null;
}

/** Auto cash out is kept on open singles and multiples: systems and jackpot bets have no offer. */
export const autoCashOutOffered = (bet: MyBet) =>
  bet.status === 'open' &&
  (bet.kind === 'single' || bet.kind === 'multiple') &&
  // A bet builder is offered no cash out (its own market is never open to trade), so no rule could fire.
  !bet.selections.some((selection) => betBuilderLegs(selection));
