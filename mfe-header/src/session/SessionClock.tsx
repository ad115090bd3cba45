import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSessionElapsed } from '@sportsbook/contracts';

const clock = css`
  font-variant-numeric: tabular-nums;
  font-size: 13px;
  color: var(--sb-text-muted);
  white-space: nowrap;
`;

/** Time since login, hh:mm:ss (spec 1 section 9), beside the balance on desktop. */
export function SessionClock() {
  const { t } = useTranslation();
  const time = useSessionElapsed();
  if (time === null) return null;
  const label = t('header.sessionTime', 'Session time');
  return (
    <time css={clock} role="timer" aria-label={label} title={label}>
      {time}
    </time>
  );
}
