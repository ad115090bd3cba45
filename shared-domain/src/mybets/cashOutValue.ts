import { amountOf, moneyOf } from '../money/money';
import type { MyBet } from '@sportsbook/contracts';

/** The cash-out margin the house keeps on a fair value. */
export const CASHOUT_MARGIN = 0.05;
/** How far the value may move between an offer and its taking before the platform offers again instead of paying. */
export const CASHOUT_TOLERANCE = 0.02;

/**
 * The cash-out value of an open single or multiple, in whole minor units of the player's currency: the
 * stake times, for every leg, its price taken over its price now (a won leg keeps its price, a void leg
 * counts 1), less the margin. None while a leg's market is not open, once a leg lost, for systems, for
 * jackpot bets (a pool, not priced), and when it rounds to nothing. The platform quotes with it, and my
 * bets follows the pushed prices with it.
 */
export function cashOutValue(bet: Pick<MyBet, 'kind' | 'unitStake' | 'selections'>, currency: string): number | null {
  if (bet.kind === 'system' || bet.kind === 'jackpot') return null;
  let value = bet.unitStake;
  for (const leg of bet.selections) {
    if (leg.result === 'lost') return null;
    if (leg.result === 'won') value *= leg.price;
    else if (leg.result === 'void') continue;
    else if (leg.marketStatus !== 'open') return null;
    else value *= leg.price / leg.currentPrice;
  }
  const amount = amountOf(moneyOf(value * (1 - CASHOUT_MARGIN), currency));
  return amount > 0 ? amount : null;
}

/** Whether a value now is still the offer's, within the tolerance. */
export const withinCashOutTolerance = (offered: number, now: number) => Math.abs(now - offered) <= offered * CASHOUT_TOLERANCE;
