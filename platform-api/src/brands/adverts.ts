import { audienceMatches, type Audience } from '@sportsbook/contracts';

/** The player types a page may name when it asks for an advert (spec 1 section 2.8). */
export const PLAYER_TYPES = [
  'logged_out',
  'logged_in',
  'logged_in_deposited',
  'logged_in_not_deposited',
  'logged_in_not_played',
  'just_registered',
] as const;

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
