import type { ParlayConfig, Settings } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import type { PlayerRow } from '../players/playerRepo';
import { walletOf } from '../players/playerRepo';
import { isSelfExcluded } from '../players/selfExclusion';
import { buildSlip, type SlipRequest } from './slipEngine';
import { loadSlipOutcomes } from './slipSelections';
import { loadSlipBoosts } from './priceBoosts';

/**
 * A slip priced for placement against the player's wallet and standing, with the brand's boosts: as it is
 * placed, and again when its live delay or referral is over.
 */
export async function slipFor(
  db: Database,
  player: PlayerRow,
  request: SlipRequest,
  settings: Settings,
  parlay: ParlayConfig | undefined,
  brand: string,
) {
  const outcomeIds = request.singles.map((s) => s.outcomeId);
  const [outcomes, wallet, boosts] = await Promise.all([
    loadSlipOutcomes(db, outcomeIds),
    walletOf(db, player.id),
    loadSlipBoosts(db, brand, outcomeIds, player.currency),
  ]);
  return buildSlip(
    request,
    outcomes,
    {
      settings,
      currency: player.currency,
      balance: wallet.balance,
      promoCash: wallet.promoCash,
      wagersAllowed: player.status === 'active' && !isSelfExcluded(player),
      parlay,
      boosts,
    },
    true,
  );
}
