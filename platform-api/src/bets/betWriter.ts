import type { Database } from '../db/database';
import type { PlannedBet } from './slipEngine';
import type { SlipOutcome } from './slipSelections';
import { recordBuilderPlacement } from './builder/builderStore';

/** Writes a slip's bets and their selections; returns the slip's reference, which each bet's extends. */
export async function writeBets(
  tx: Pick<Database, 'query'>,
  playerId: number,
  betSlipId: string,
  bets: PlannedBet[],
  originId: number,
): Promise<string> {
  const reference = `SB-${betSlipId.slice(0, 8).toUpperCase()}`;
  for (const [index, bet] of bets.entries()) {
    const [{ id }] = await tx.query<{ id: string }>(
      `INSERT INTO bets (betslip_id, player_id, reference, kind, bet_type_id, description, unit_stake, num_bets, total_stake, odds, potential_returns, live, origin_id, extra_winnings)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [
        betSlipId,
        playerId,
        `${reference}-${index + 1}`,
        bet.kind,
        bet.betTypeId,
        bet.description,
        bet.unitStakeMinor,
        bet.numBets,
        bet.totalStakeMinor,
        bet.odds,
        bet.potentialReturnsMinor,
        bet.selections.some((s) => s.outcome.inRunning),
        originId,
        bet.extraWinningsMinor,
      ],
    );
    await writeBetSelections(tx, Number(id), bet.selections);
  }
  return reference;
}

/**
 * A bet's selections at the prices it was struck at, with what a bet builder among them settles by (the model's
 * state it was priced on): a placed bet's and an edited bet's alike.
 */
export async function writeBetSelections(
  tx: Pick<Database, 'query'>,
  betId: number,
  selections: readonly { outcome: SlipOutcome; price: number }[],
): Promise<void> {
  for (const { outcome, price } of selections) {
    await tx.query(
      `INSERT INTO bet_selections (bet_id, outcome_id, market_id, event_id, price, event_description, market_description, outcome_description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        betId,
        outcome.outcomeId,
        outcome.marketId,
        outcome.eventId,
        price,
        outcome.eventDescription,
        outcome.marketDescription,
        outcome.outcomeDescription,
      ],
    );
    await recordBuilderPlacement(tx, betId, outcome);
  }
}
