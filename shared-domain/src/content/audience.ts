import type { Audience } from '@sportsbook/contracts';

/** What decides a player's audiences: the login, and the player details' flags and dates (spec 1 section 3). */
export interface AudienceFacts {
  loggedIn: boolean;
  nonDepositor?: boolean;
  nonBettor?: boolean;
  /** ISO dates. */
  firstLoginTime?: string;
  registrationDateTime?: string;
}

/** New players count as not played, and as just registered, for a day (spec 1 section 2.8). */
export const NEW_PLAYER_MS = 24 * 3600 * 1000;

const within = (iso: string | undefined, now: number) =>
  iso !== undefined && now - Date.parse(iso) >= 0 && now - Date.parse(iso) < NEW_PLAYER_MS;

/** Every audience a player belongs to, besides 'all' and an imported list. */
export function audiencesOf(facts: AudienceFacts, now = Date.now()): Set<Audience> {
  if (!facts.loggedIn) return new Set(['logged_out']);
  const audiences = new Set<Audience>(['logged_in']);
  audiences.add(facts.nonDepositor ? 'logged_in_not_deposited' : 'logged_in_deposited');
  if (facts.nonBettor || within(facts.firstLoginTime, now)) audiences.add('logged_in_not_played');
  if (within(facts.registrationDateTime, now)) audiences.add('just_registered');
  return audiences;
}

/**
 * Whether a link or advert targeted at `audience` shows to a player (spec 1 sections 2.8 and 4): 'all' is
 * everyone; an imported list names its players; the other audiences are the player's own.
 */
export function audienceMatches(
  audience: Audience | undefined,
  audiences: ReadonlySet<Audience>,
  username?: string,
  importedList: readonly string[] = [],
): boolean {
  if (!audience || audience === 'all') return true;
  if (audience === 'imported_list') return username !== undefined && importedList.includes(username);
  return audiences.has(audience);
}
