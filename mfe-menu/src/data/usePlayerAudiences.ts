import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { audiencesOf } from '@sportsbook/domain';
import { sharedPlayerDetails, useShellContext, useShellStore } from '@sportsbook/contracts';

/**
 * The player's audiences for the menus' links (spec 1 section 2.8): login alone tells a visitor from a player;
 * the player details' flags and dates tell deposited from not deposited, not played (also for a day after the
 * first login) and just registered. Until the details arrive, or when they cannot be had, a player counts as
 * a plain logged-in, deposited player: a link for new players then stays hidden rather than flashing up.
 */
export function usePlayerAudiences() {
  const { api } = useShellContext();
  const loggedIn = useShellStore('session', (state) => state.status === 'logged-in');
  const username = useShellStore('session', (state) => state.session?.username);
  const details = useQuery({
    queryKey: ['player-details', username],
    // The header asks for the same details: the page's one answer serves both (sharedPlayerDetails).
    queryFn: () => sharedPlayerDetails(api, username ?? ''),
    enabled: loggedIn && Boolean(username),
    staleTime: 300_000,
    retry: false,
  });
  const facts = loggedIn ? details.data : undefined;
  const audiences = useMemo(
    () =>
      audiencesOf({
        loggedIn,
        nonBettor: facts?.nonBettor,
        nonDepositor: facts?.nonDepositor,
        firstLoginTime: facts?.firstLoginTime,
        registrationDateTime: facts?.registrationDateTime,
      }),
    [loggedIn, facts?.nonBettor, facts?.nonDepositor, facts?.firstLoginTime, facts?.registrationDateTime],
  );
  return { loggedIn, username, audiences };
}
