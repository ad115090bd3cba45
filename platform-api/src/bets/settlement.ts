import { parseSettings } from '@sportsbook/contracts';
import {
  roundMinor,
  distinctMarketComboSums,
  extraWinningsMinor,
  NO_TAX,
  returnsInMinorUnits,
  systemForLegs,
  type TaxSettings,
} from '@sportsbook/domain';
import type { ParlayConfig } from '@sportsbook/contracts';
import { channelSettings, type BrandRow } from '../http/brand';
import type { Database } from '../db/database';
import { payOut } from './wallet';
import { resultBuilders } from './builder/builderSettlement';

interface OpenBet {
  id: string;
  player_id: number;
  brand: string;
  currency: string;
  betslip_id: string;
  kind: 'single' | 'multiple' | 'system';
  bet_type_id: number;
  /** Whole minor units of the player's currency. */
  unit_stake: string;
  /** A multiple's parlay extra winnings promised at placement (whole minor units; 0 for none). */
  extra_winnings?: string;
  legs: { price: number; result: 'won' | 'lost' | 'void'; market: number }[];
}

/** What one leg contributes to an accumulator: its price if won, 1 if void, 0 if lost. */
const factor = (leg: OpenBet['legs'][number]) => (leg.result === 'won' ? leg.price : leg.result === 'void' ? 1 : 0);

/**
 * The returns of a bet whose legs have all resulted, from its unit stake in whole minor units of its
 * currency to whole minor units, rounded once (halves up) as the slip priced it. Singles and multiples pay
 * as they were priced: the brand's stake and winnings taxes apply (an all-void bet is refunded in full).
 */
export function betReturns(
  bet: Pick<OpenBet, 'kind' | 'bet_type_id' | 'unit_stake' | 'legs'>,
  tax: TaxSettings = NO_TAX,
): number {
  const stake = Number(bet.unit_stake);
  const factors = bet.legs.map(factor);
  if (bet.kind !== 'system') {
    const odds = factors.reduce((p, f) => p * f, 1);
    if (odds === 0) return 0;
    if (bet.legs.every((leg) => leg.result === 'void')) return stake;
    return returnsInMinorUnits(stake, odds, tax).potentialReturns;
  }
  // Only the combinations with distinct markets were bets (spec 2 section 5), so only they pay.
  const legs = bet.legs.map((leg, i) => ({ marketId: leg.market, decimal: factors[i] }));
  const type = systemForLegs(bet.bet_type_id, legs);
  const sums = distinctMarketComboSums(legs);
  return roundMinor((type?.sizes ?? []).reduce((total, size) => total + stake * (sums[size] ?? 0), 0));
}

/**
 * The parlay extra winnings a settled multiple earns (spec 2 sections 1 and 6): what was promised when it
 * was placed if every leg won. A void leg counts as no selection: the extra is worked out again on the
 * legs that won and the returns paid, with the brand's tiers, and never more than was promised. A lost
 * multiple, or any other bet, earns none.
 */
export function extraWinningsEarned(
  bet: Pick<OpenBet, 'kind' | 'unit_stake' | 'extra_winnings' | 'legs'>,
  returns: number,
  config: ParlayConfig | undefined,
): number {
  const promised = Number(bet.extra_winnings ?? 0);
  if (bet.kind !== 'multiple' || promised <= 0 || returns <= 0) return 0;
  if (bet.legs.some((leg) => leg.result === 'lost')) return 0;
  if (bet.legs.every((leg) => leg.result === 'won')) return promised;
  const won = bet.legs.filter((leg) => leg.result === 'won').length;
  return extraWinningsMinor(config, won, Number(bet.unit_stake), returns, promised);
}

/**
 * Settles every open bet whose legs have all resulted: pays its returns into the wallet (a refund when
 * everything was void) and marks it won, lost or void. Each bet settles in its own transaction, once.
 */
export async function settleBets(db: Database): Promise<number> {
  await resultBuilders(db);
  const bets = await db.query<OpenBet>(
    `SELECT b.id, b.player_id, p.brand, p.currency, b.betslip_id, b.kind, b.bet_type_id, b.unit_stake, b.extra_winnings,
            json_agg(json_build_object('price', s.price, 'result', o.result, 'market', o.market_id) ORDER BY s.outcome_id) AS legs
     FROM bets b JOIN players p ON p.id = b.player_id JOIN bet_selections s ON s.bet_id = b.id JOIN outcomes o ON o.id = s.outcome_id
     WHERE b.status = 'open'
     GROUP BY b.id, p.brand, p.currency, b.extra_winnings
     HAVING bool_and(o.result IS NOT NULL)`,
  );
  let settled = 0;
  const brands = bets.length ? await brandTerms(db) : new Map<string, BrandTerms>();
  for (const bet of bets) {
    const terms = brands.get(bet.brand);
    const returns = betReturns(bet, terms?.tax);
    const allVoid = bet.legs.every((leg) => leg.result === 'void');
    const status = allVoid ? 'void' : returns > 0 ? 'won' : 'lost';
    const extra = allVoid ? 0 : extraWinningsEarned(bet, returns, terms?.parlay);
    await db.transaction(async (tx) => {
      const [updated] = await tx.query(
        "UPDATE bets SET status = $2, returns = $3, extra_winnings = $4, settled_at = now() WHERE id = $1 AND status = 'open' RETURNING id",
        [bet.id, status, returns, extra],
      );
      if (!updated) return;
      // The promotion's money is its own ledger row, beside the bet's one payout of its returns. Both repay a
      // drawn credit line first (payOut).
      if (extra > 0)
        await payOut(tx, bet.player_id, { minor: extra, currency: bet.currency }, 'promo', { betslipId: bet.betslip_id });
      if (returns > 0)
        await payOut(tx, bet.player_id, { minor: returns, currency: bet.currency }, allVoid ? 'refund' : 'win', {
          betslipId: bet.betslip_id,
          betId: Number(bet.id),
        });
      settled++;
    });
  }
  return settled;
}

interface BrandTerms {
  tax: TaxSettings;
  parlay?: ParlayConfig;
}

/** Each brand's tax settings, as the slip engine prices with them, and its parlay extra winnings tiers. */
async function brandTerms(db: Database): Promise<Map<string, BrandTerms>> {
  const brands = await db.query<BrandRow>('SELECT id, name, settings_web, settings_mobile, tabs, content FROM brands');
  return new Map(
    brands.map((brand) => {
      const settings = parseSettings(channelSettings(brand, 'web'));
      return [
        brand.id,
        {
          tax: {
            enableStakeAfterTax: settings.enable_stake_after_tax,
            stakeRatePercentage: settings.stake_rate_percentage,
            taxDeductionEnabled: settings.tax_deduction_enabled,
            taxReturnsPercentage: settings.tax_returns_percentage,
          },
          parlay: brand.content.parlayExtraWinnings,
        },
      ];
    }),
  );
}
