import { audienceMatches, audiencesOf } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { activityOf, type PlayerRow } from '../players/playerRepo';
import type { BrandContent } from './brandContent';

type BrandPromotion = BrandContent['promotions'][number];

/**
 * The promotions a player may see: their audiences are worked out from the player the platform authenticated
 * (activity, first login, registration), never from what the page claims the player is.
 */
export async function visibleTo(
  db: Database,
  player: PlayerRow | undefined,
  promotions: BrandPromotion[],
): Promise<BrandPromotion[]> {
  const audiences = player
    ? audiencesOf({
        loggedIn: true,
        ...(await activityOf(db, player.id)),
        firstLoginTime: player.first_login_at ? new Date(player.first_login_at).toISOString() : undefined,
        registrationDateTime: new Date(player.created_at).toISOString(),
      })
    : audiencesOf({ loggedIn: false });
  return promotions.filter((p) => audienceMatches(p.audience, audiences, player?.username, p.usernames));
}
