import type { LoginSession } from '@sportsbook/contracts';

/**
 * The account a player's paths name (`/xapi/rest/accounts/{accountId}/...`): the platform's player id,
 * else the username. The device-session login (spec 1 section 7.2, the franco-type variant) answers no
 * player id, so a path built from the id alone read `/accounts//jackpotbetslips` on those brands.
 */
export function accountIdOf(session: Pick<LoginSession, 'icore_player_id' | 'username'> | null | undefined): string | undefined {
  const id = session?.icore_player_id?.trim() || session?.username?.trim();
  return id ? id : undefined;
}
