import { useTranslation } from 'react-i18next';
import { ChipGroup } from './ChipGroup';

export type Period = 'all' | 'today' | 'this_week';
const PERIODS: Period[] = ['all', 'today', 'this_week'];

/** Today is the next 24 hours; this week is seven days from the start of today (spec 2 section 9). */
export function PeriodFilter({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  const labels: Record<Period, string> = {
    all: t('events.period.all', 'All'),
    today: t('events.today', 'Today'),
    this_week: t('events.period.week', 'This week'),
  };
  const options = PERIODS.map((period) => ({ value: period, label: labels[period] }));
  return <ChipGroup label={t('events.period.label', 'Period')} options={options} value={value} onChange={onChange} />;
}

/** The period query parameter of the page, for the events query. */
export function periodParam(period: Period): 'today' | 'this_week' | undefined {
  return period === 'all' ? undefined : period;
}

export function periodFromSearch(search: string): Period {
  const value = new URLSearchParams(search).get('period');
  return value === 'today' || value === 'this_week' ? value : 'all';
}
