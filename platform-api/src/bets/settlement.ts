import { comboOddsSums, systemById } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { credit } from './wallet';

interface OpenBet {
  id: string;
  player_id: number;
  betslip_id: string;
  kind: 'single' | 'multiple' | 'system';
  bet_type_id: number;
  unit_stake: string;
  legs: { price: number; result: 'won' | 'lost' | 'void' }[];
}

/** What one leg contributes to an accumulator: its price if won, 1 if void, 0 if lost. */
const factor = (leg: OpenBet['legs'][number]) => (leg.result === 'won' ? leg.price : leg.result === 'void' ? 1 : 0);

/** The returns of a bet whose legs have all resulted. */
export function betReturns(bet: Pick<OpenBet, 'kind' | 'bet_type_id' | 'unit_stake' | 'legs'>): number {
  const stake = Number(bet.unit_stake);
  const factors = bet.legs.map(factor);
  if (bet.kind !== 'system') return Math.round(stake * factors.reduce((p, f) => p * f, 1) * 100) / 100;
  const type = systemById(bet.bet_type_id, bet.legs.length);
  const sums = comboOddsSums(factors);
  return Math.round((type?.sizes ?? []).reduce((total, size) => total + stake * sums[size], 0) * 100) / 100;
}

/**
 * Settles every open bet whose legs have all resulted: pays its returns into the wallet (a refund when
 * everything was void) and marks it won, lost or void. Each bet settles in its own transaction, once.
 */
export async function settleBets(db: Database): Promise<number> {
  const bets = await db.query<OpenBet>(
    `SELECT b.id, b.player_id, b.betslip_id, b.kind, b.bet_type_id, b.unit_stake,
            json_agg(json_build_object('price', s.price, 'result', o.result) ORDER BY s.outcome_id) AS legs
     FROM bets b JOIN bet_selections s ON s.bet_id = b.id JOIN outcomes o ON o.id = s.outcome_id
     WHERE b.status = 'open'
     GROUP BY b.id
     HAVING bool_and(o.result IS NOT NULL)`,
  );
  let settled = 0;
  for (const bet of bets) {
    const returns = betReturns(bet);
    const allVoid = bet.legs.every((leg) => leg.result === 'void');
    const status = allVoid ? 'void' : returns > 0 ? 'won' : 'lost';
    await db.transaction(async (tx) => {
      const [updated] = await tx.query("UPDATE bets SET status = $2, returns = $3, settled_at = now() WHERE id = $1 AND status = 'open' RETURNING id", [bet.id, status, returns]);
      if (!updated) return;
      if (returns > 0) await credit(tx, bet.player_id, returns, allVoid ? 'refund' : 'win', { betslipId: bet.betslip_id, betId: Number(bet.id) });
      settled++;
    });
  }
  return settled;
}
