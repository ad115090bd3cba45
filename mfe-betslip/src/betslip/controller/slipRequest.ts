import { MULTIPLE_BET_TYPE_ID, toBookedAmount, toDisplayedAmount, singlePriceWith } from '@sportsbook/domain';
import type { BetModel, BetslipOriginId, UserAcceptOdds } from '@sportsbook/contracts';
import type { SlipRequestBody } from '@sportsbook/contracts/wire';
import { MULTIPLE_KEY, orderedBets, type SlipState } from '../slipModel';

/** What the request needs besides the slip: the player's currency, price rule, origin and account. */
export interface RequestContext {
  currency: string;
  userAcceptOdds: UserAcceptOdds;
  originId: BetslipOriginId;
  accountId?: string;
}

/**
 * The model the platform reads (pricing, placement and retail codes alike): singles with their stakes and
 * free stakes, the multiple, the shown systems, in booked amounts (the slip holds shown ones, thousands for
 * IDR). Free money is chosen per single ('none' or 'max', spec 2 section 4); there is no whole-slip free
 * money switch (`usePromoCash` is left out: the platform still reads it from older slips).
 */
export function slipRequestBody(state: SlipState, context: RequestContext): SlipRequestBody {
  const booked = (amount: number | undefined) => (amount ? toBookedAmount(amount, context.currency) : undefined);
  const multiple = state.multiples[0];
  return {
    singles: orderedBets(state).map((bet) => ({
      outcomeId: bet.outcomeId,
      // The price the slip shows the single at: its boost within the boost's maximum stake, which the platform
      // then holds it to (a stake over the maximum is the book's price, as the slip says).
      decimal: singlePriceWith(bet.decimal, bet.boost, bet.unitStake),
      unitStake: booked(bet.unitStake),
      freeMoneyUnitStake: booked(bet.freeMoneyUnitStake),
      eachWay: bet.eachWay,
    })),
    // With its ref (mul1), as the platform names it in its errors and the model it answers.
    multiples: multiple?.unitStake
      ? [{ betTypeId: MULTIPLE_BET_TYPE_ID, ref: multiple.ref || MULTIPLE_KEY, unitStake: booked(multiple.unitStake)! }]
      : [],
    systems: state.showSystemBets
      ? state.systems.filter((s) => s.unitStake).map((s) => ({ betTypeId: s.betTypeId, unitStake: booked(s.unitStake)! }))
      : [],
    userAcceptOdds: context.userAcceptOdds,
    originId: context.originId,
    // The platform lists the systems only when asked; the slip shows them when the player expands them.
    showSysBets: true,
    accountId: context.accountId,
  };
}

/** The slip holds shown amounts (thousands for IDR); the platform's free-money maximum is booked. */
export function shownAmounts<T extends Pick<BetModel, 'singles'>>(model: T, currency: string): T {
  const singles = model.singles?.map((single) => {
    const boost = single.boost && { ...single.boost, maxStake: toDisplayedAmount(single.boost.maxStake, currency) };
    const shown = boost ? { ...single, boost } : single;
    return shown.maxFreeMoneyStake === undefined
      ? shown
      : { ...shown, maxFreeMoneyStake: toDisplayedAmount(shown.maxFreeMoneyStake, currency) };
  });
  return singles ? { ...model, singles } : model;
}
