import {
  fromMinorUnits,
  isWholeMinorAmount,
  toMinorUnits,
  partialCashOutRange,
  splitForPartialCashOut,
} from '@sportsbook/domain';
import type { CashoutTaken } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { payOut } from './wallet';

/** The code of a partial amount outside what the offer allows: the message names the range. */
export const CASHOUT_AMOUNT_OUT_OF_RANGE = 'CASHOUT_AMOUNT_OUT_OF_RANGE';

/**
 * Pays part of a held offer, inside the take's transaction: the bet's row is locked, its stake, potential
 * returns, promised extra winnings and any auto cash-out target shrink in proportion to the stake left
 * (`splitForPartialCashOut`), the part is written down and paid into the wallet (a 'cashout' ledger row
 * naming the bet). Every offer of the bet is dropped: they valued the stake before the split.
 */
export async function takePartialCashOut(
  tx: Pick<Database, 'query'>,
  player: { id: number; currency: string },
  betId: number,
  part: { offer: number; amount: number },
): Promise<CashoutTaken> {
  const { currency } = player;
  const [bet] = await tx.query<{ unit_stake: string; potential_returns: string }>(
    "SELECT unit_stake, potential_returns FROM bets WHERE id = $1 AND player_id = $2 AND status = 'open' FOR UPDATE",
    [betId, player.id],
  );
  if (!bet) throw new HttpError(409, 'the bet is no longer open');
  const stake = Number(bet.unit_stake);
  const range = partialCashOutRange(part.offer, stake);
  const outOfRange = () =>
    new HttpError(
      400,
      range
        ? `A partial cash out pays from ${fromMinorUnits(range.min, currency)} to ${fromMinorUnits(range.max, currency)} ${currency}; ` +
            `the whole offer is ${fromMinorUnits(part.offer, currency)}`
        : 'This bet is too small to cash out in part: cash out the whole offer',
      CASHOUT_AMOUNT_OUT_OF_RANGE,
    );
  if (!isWholeMinorAmount(part.amount, currency)) throw outOfRange();
  const amount = toMinorUnits(part.amount, currency);
  const split = splitForPartialCashOut(amount, part.offer, { stake, potentialReturns: Number(bet.potential_returns) });
  if (!split) throw outOfRange();
  // Singles and multiples only are cashed out: one line, so the total stake is the unit stake.
  await tx.query(
    `UPDATE bets SET unit_stake = $2::bigint, total_stake = $2::bigint * num_bets, potential_returns = $3::bigint,
       extra_winnings = (extra_winnings * $2::bigint) / $4::bigint WHERE id = $1`,
    [betId, split.stakeLeft, split.potentialReturnsLeft, stake],
  );
  await tx.query(
    'UPDATE auto_cash_outs SET target = greatest(1, (target * $2::bigint) / $3::bigint) WHERE bet_id = $1 AND fired_at IS NULL',
    [betId, split.stakeLeft, stake],
  );
  await tx.query('INSERT INTO partial_cash_outs (bet_id, stake, amount, offer) VALUES ($1, $2, $3, $4)', [
    betId,
    split.stakeCashedOut,
    amount,
    part.offer,
  ]);
  await tx.query('DELETE FROM cashout_offers WHERE bet_id = $1', [betId]);
  const balance = await payOut(tx, player.id, { minor: amount, currency }, 'cashout', { betId });
  return {
    betId,
    amount: fromMinorUnits(amount, currency),
    balance: fromMinorUnits(balance.minor, currency),
    stakeLeft: fromMinorUnits(split.stakeLeft, currency),
  };
}
