import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

export type Period = 'all' | 'today' | 'this_week';
const PERIODS: Period[] = ['all', 'today', 'this_week'];

const group = css`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  border-radius: 8px;
  background: var(--sb-surface-2);
  button {
    border: 0;
    border-radius: 6px;
    padding: 6px 12px;
    background: transparent;
    color: var(--sb-text-muted);
    cursor: pointer;
    font-weight: 600;
  }
  button[aria-pressed='true'] {
    background: var(--sb-surface);
    color: var(--sb-text);
    box-shadow: 0 1px 2px rgb(0 0 0 / 25%);
  }
`;

/** Today is the next 24 hours; this week is seven days from the start of today (spec 2 section 9). */
export function PeriodFilter({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  const labels: Record<Period, string> = { all: t('events.period.all', 'All'), today: t('events.today', 'Today'), this_week: t('events.period.week', 'This week') };
  return (
    <div css={group} role="group" aria-label={t('events.period.label', 'Period')}>
      {PERIODS.map((period) => (
        <button key={period} type="button" aria-pressed={value === period} onClick={() => onChange(period)}>
          {labels[period]}
        </button>
      ))}
    </div>
  );
}

/** The period query parameter of the page, for the events query. */
export function periodParam(period: Period): 'today' | 'this_week' | undefined {
  return period === 'all' ? undefined : period;
}

export function periodFromSearch(search: string): Period {
  const value = new URLSearchParams(search).get('period');
  return value === 'today' || value === 'this_week' ? value : 'all';
}
