import { useTranslation } from 'react-i18next';
import type { SportEvent } from '@sportsbook/contracts';
import { periodLayoutOf } from './scoreboardModel';
import { periodColumns, type PeriodColumn } from './periodsModel';
import { compactTable, scoreboardTable } from './scoreboardTable';

/** The per-period table of quarters, halves and innings sports (spec 2 section 2), the current period highlighted. */
export function PeriodsTable({ event, compact }: { event: SportEvent; compact: boolean }) {
  const { t } = useTranslation();
  const columns = periodColumns(event);
  const layout = periodLayoutOf(event.sportCode);
  if (!columns.length) return null;
  const title = ({ kind, number }: PeriodColumn) => {
    switch (kind) {
      case 'quarter':
        return t('events.scoreboard.quarter', 'Quarter {{number}}', { number });
      case 'half':
        return t('events.scoreboard.half', 'Half {{number}}', { number });
      case 'inning':
        return t('events.scoreboard.inning', 'Inning {{number}}', { number });
      case 'overtime':
        return t('events.scoreboard.overtime', 'Overtime');
      case 'halfTime':
        return t('events.scoreboard.halfTime', 'Half time');
      case 'total':
        return layout === 'innings' ? t('events.scoreboard.total', 'Total') : t('events.scoreboard.fullTime', 'Full time');
    }
  };
  const caption =
    layout === 'quarters'
      ? t('events.scoreboard.quarters', 'Quarters')
      : layout === 'halves'
        ? t('events.scoreboard.halves', 'Halves')
        : t('events.scoreboard.innings', 'Innings');
  const className = (column: PeriodColumn) =>
    [column.current && 'current', (column.kind === 'total' || column.kind === 'halfTime') && 'summary']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <table css={[scoreboardTable, compact && compactTable]}>
      <caption className="sb-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="sb-visually-hidden">{t('events.scoreboard.team', 'Team')}</span>
          </th>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={className(column)} aria-current={column.current ? 'true' : undefined}>
              <abbr title={title(column)}>{column.label}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {event.opponents.slice(0, 2).map((opponent, side) => (
          <tr key={opponent.id}>
            <th scope="row">{opponent.description}</th>
            {columns.map((column) => (
              <td key={column.label} className={className(column)}>
                {column.scores[side]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
