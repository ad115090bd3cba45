import { useShellStore } from '@sportsbook/contracts';

export interface Player {
  /** The account the bet paths name: the platform's player id, else the username. */
  accountId: string;
  username: string;
  currency: string;
}

/** The logged-in player, or null for a visitor. */
export function usePlayer(): Player | null {
  const session = useShellStore('session', (s) => (s.status === 'logged-in' ? s.session : null));
  if (!session) return null;
  return { accountId: session.icore_player_id ?? session.username, username: session.username, currency: session.currency };
}
