import { parseSettings } from '@sportsbook/contracts';
import { epwEligible } from '@sportsbook/domain';
import type { ParlayConfig } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { channelSettings, type BrandSettingsRow } from '../http/brand';
import type { PlayerRow } from '../players/playerRepo';

/**
 * The parlay extra winnings of the player's own brand, or nothing: they need the brand's setting on, a
 * logged-in player, and the player not excluded from promotions (spec 2 section 6). The player's brand,
 * not the request's, decides, so pricing, placement and settlement read the same tiers.
 */
export async function parlayConfigOf(db: Database, player: PlayerRow | undefined): Promise<ParlayConfig | undefined> {
  if (!player) return undefined;
  // The brand's settings and its tiers alone: its content is large, and every placement reads this.
  const [brand] = await db.query<BrandSettingsRow & { parlay: ParlayConfig | null }>(
    `SELECT id, settings_web, settings_mobile, content->'parlayExtraWinnings' AS parlay FROM brands WHERE id = $1`,
    [player.brand],
  );
  if (!brand) return undefined;
  const settingOn = parseSettings(channelSettings(brand, 'web')).enable_parlay_extra_winnings;
  return epwEligible(settingOn, true, player.excluded_from_promotions) ? (brand.parlay ?? undefined) : undefined;
}
