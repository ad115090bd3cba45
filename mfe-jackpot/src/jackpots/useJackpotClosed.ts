import { useEffect, useState } from 'react';
import type { ActiveJackpot } from '@sportsbook/contracts';
import { isJackpotClosed } from './activeJackpot';

/**
 * Whether the jackpot on screen has closed: the platform said so, or its closing time (the first kick-off)
 * has come, which a timer catches at that moment rather than at the next poll.
 */
export function useJackpotClosed(jackpot: ActiveJackpot | undefined, left: boolean): boolean {
  const [now, setNow] = useState(() => Date.now());
  const closesAt = jackpot?.closesAt;
  useEffect(() => {
    if (!closesAt) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(Math.max(0, Date.parse(closesAt) - Date.now()) + 50, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [closesAt]);
  return Boolean(jackpot) && (left || isJackpotClosed(jackpot!, now));
}
