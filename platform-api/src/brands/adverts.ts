import { audienceMatches } from '@sportsbook/domain';
import type { Audience } from '@sportsbook/contracts';

/**
 * Whether an advert's audience includes a player of the type the page says (spec 1 section 2.8), by the
 * contracts' rule: every logged-in type is also logged in; an imported list names its players.
 */
export function advertShown(
  audience: Audience,
  playerType: string,
  username: string | undefined,
  usernames: string[] = [],
): boolean {
  const audiences = new Set<Audience>(playerType === 'logged_out' ? ['logged_out'] : ['logged_in', playerType as Audience]);
  return audienceMatches(audience, audiences, username, usernames);
}
