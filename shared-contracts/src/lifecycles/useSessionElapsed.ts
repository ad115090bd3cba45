import { useEffect, useState } from 'react';
import { elapsed } from '../dates/eventDate';
import { useShellStore } from './ShellContextProvider';

/**
 * Time since login as hh:mm:ss (spec 1 section 9), ticking every second; null with no session. The header
 * and the phone's menu each show it in their own markup, from this one clock.
 */
export function useSessionElapsed(): string | null {
  const startedAt = useShellStore('session', (state) => state.startedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (startedAt === null) return null;
  // A clock a little behind the login (a login restored from another tab) shows 00:00:00, never less.
  return elapsed(startedAt, Math.max(now, startedAt));
}
