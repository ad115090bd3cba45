import { useEffect, useState } from 'react';
import { useShellContext } from '@sportsbook/contracts';
import { useRealityCheck } from './realityCheckCalls';
import { nextCheckAt, rememberContinue, rememberedContinue } from './realityCheckTimer';
import { RealityCheckDialog } from './RealityCheckDialog';

/**
 * Shows the reality check when the player's interval has passed since login (or since the last Continue),
 * with the session's figures fetched at that moment. Loaded apart from the rest of the remote, once a
 * player is logged in.
 */
export default function RealityCheckWatch() {
  const { bus } = useShellContext();
  const { query } = useRealityCheck();
  const [due, setDue] = useState(false);
  const [continuedAt, setContinuedAt] = useState<number | null>(null);
  const { data: check, refetch } = query;
  const minutes = check?.minutes ?? null;
  const startedAt = check?.sessionStartedAt;

  useEffect(() => {
    if (minutes === null || !startedAt || due) return;
    const at = nextCheckAt(startedAt, continuedAt ?? rememberedContinue(sessionStorage, startedAt), minutes);
    const timer = setTimeout(
      () => {
        // The figures of the moment it shows, not of the page's opening.
        void refetch().then(() => setDue(true));
      },
      Math.max(0, at - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [minutes, startedAt, continuedAt, due, refetch]);

  if (!due || !check || minutes === null) return null;
  return (
    <RealityCheckDialog
      check={check}
      onContinue={() => {
        const now = Date.now();
        rememberContinue(sessionStorage, check.sessionStartedAt, now);
        setContinuedAt(now);
        setDue(false);
      }}
      onLogOut={() => bus.emit('session/logout-requested', { reason: 'user' })}
    />
  );
}
