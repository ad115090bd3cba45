import type { PlayerDetails } from '../domain/player';
import type { ApiClient } from './apiClient';
import { platformPaths } from './platformPaths';

/** How long one answer serves every remote: the details' VIP level and audience facts change rarely. */
export const PLAYER_DETAILS_FRESH_MS = 300_000;

/**
 * The logged-in player's details, asked for once a login for the whole page: the header (VIP level) and the
 * menu (the audiences of its links) each keep their own query cache, and each asked for them at every login.
 * This module is the page's one copy of the contracts (a shared singleton): the second remote to ask takes
 * the first one's request, in flight or answered, by the shell's API client and the player.
 */
const answers = new WeakMap<ApiClient, Map<string, { at: number; details: Promise<PlayerDetails> }>>();

export function sharedPlayerDetails(api: ApiClient, username: string, now = Date.now()): Promise<PlayerDetails> {
  let byPlayer = answers.get(api);
  if (!byPlayer) answers.set(api, (byPlayer = new Map()));
  const known = byPlayer.get(username);
  if (known && now - known.at < PLAYER_DETAILS_FRESH_MS) return known.details;
  const details = api.get<PlayerDetails>(platformPaths.playerDetails(username), { withAuth: true }).then(({ data }) => data);
  const entry = { at: now, details };
  byPlayer.set(username, entry);
  // A failure is not kept: the next remote, or a retry, asks again.
  details.catch(() => byPlayer.get(username) === entry && byPlayer.delete(username));
  return details;
}
