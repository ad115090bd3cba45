import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { SportEvent } from '@sportsbook/contracts';
import { rowSetScores, setUnitOf } from './scoreboardModel';

const grid = css`
  display: inline-grid;
  grid-auto-flow: column;
  grid-template-rows: repeat(2, auto);
  column-gap: 6px;
  row-gap: 2px;
  align-items: center;
  font-size: 12px;
  font-variant-numeric: tabular-nums;
  color: var(--sb-text-muted);
  span {
    min-width: 1.4em;
    text-align: center;
  }
  .serving {
    width: 6px;
    height: 6px;
    min-width: 0;
    border-radius: 50%;
    background: var(--sb-positive);
  }
  .idle {
    min-width: 6px;
  }
  .current {
    color: var(--sb-accent);
    font-weight: 700;
  }
`;

/**
 * An event row's sets (spec 2 section 2): the last 3 set scores of each side, the current set in the accent
 * colour, and a dot by the server. Two lines, home above away, to sit beside the row's opponents.
 */
export function RowSetScores({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const row = rowSetScores(event);
  if (!row) return null;
  const opponents = event.opponents.slice(0, 2);
  const server = opponents.find((o) => o.id === row.servingOpponentId);
  const unit = setUnitOf(event);
  const summary = [
    ...row.sets.map((set) =>
      unit === 'game'
        ? t('events.scoreboard.gameScore', 'Game {{number}} {{home}}-{{away}}', {
            number: set.number,
            home: set.scores[0],
            away: set.scores[1],
          })
        : t('events.scoreboard.setScore', 'Set {{number}} {{home}}-{{away}}', {
            number: set.number,
            home: set.scores[0],
            away: set.scores[1],
          }),
    ),
    ...(server ? [t('events.scoreboard.toServe', '{{name}} serving', { name: server.description })] : []),
  ].join(', ');
  return (
    <span className="row-set-scores">
      <span className="sb-visually-hidden">{summary}</span>
      <span css={grid} aria-hidden="true">
        {opponents.map((o) => (
          <span key={o.id} className={o.id === row.servingOpponentId ? 'serving' : 'idle'} />
        ))}
        {row.sets.flatMap((set) =>
          set.scores.map((score, side) => (
            <span key={`${set.number}-${side}`} className={set.current ? 'current' : undefined}>
              {score}
            </span>
          )),
        )}
      </span>
    </span>
  );
}
