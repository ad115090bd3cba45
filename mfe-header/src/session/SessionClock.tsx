import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { elapsed, useShellStore } from '@sportsbook/contracts';

const clock = css`
  font-variant-numeric: tabular-nums;
  font-size: 13px;
  color: var(--sb-text-muted);
  white-space: nowrap;
`;

/** Time since login, hh:mm:ss (spec 1 section 9), ticking every second. */
export function SessionClock() {
  const { t } = useTranslation();
  const startedAt = useShellStore('session', (state) => state.startedAt);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (startedAt === null) return null;
  const label = t('header.sessionTime', 'Session time');
  return (
    <time css={clock} role="timer" aria-label={label} title={label}>
      {elapsed(startedAt, now ?? startedAt)}
    </time>
  );
}
