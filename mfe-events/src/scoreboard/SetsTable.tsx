import { useTranslation } from 'react-i18next';
import type { SportEvent } from '@sportsbook/contracts';
import { lastSets, servingOpponentId, setUnitOf } from './scoreboardModel';
import { gamePoints, matchScore } from './headlineModel';
import { compactTable, scoreboardTable } from './scoreboardTable';

/**
 * The sets scoreboard of tennis-like sports (spec 2 section 2): a row per player with the server marked,
 * the last sets (at most 5), the points of the current game and the match score.
 */
export function SetsTable({ event, compact }: { event: SportEvent; compact: boolean }) {
  const { t } = useTranslation();
  const sets = lastSets(event);
  const points = gamePoints(event);
  const match = matchScore(event);
  const serving = servingOpponentId(event);
  const live = sets.some((set) => set.current);
  const game = setUnitOf(event) === 'game';
  const unitName = (number: number) =>
    game ? t('events.scoreboard.game', 'Game {{number}}', { number }) : t('events.scoreboard.set', 'Set {{number}}', { number });
  return (
    <table css={[scoreboardTable, compact && compactTable]}>
      <caption className="sb-visually-hidden">
        {game ? t('events.scoreboard.games', 'Games') : t('events.scoreboard.sets', 'Sets')}
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="sb-visually-hidden">{t('events.scoreboard.player', 'Player')}</span>
          </th>
          {sets.map((set) => (
            <th
              key={set.number}
              scope="col"
              className={set.current ? 'current' : undefined}
              aria-current={set.current ? 'true' : undefined}
            >
              <abbr title={unitName(set.number)}>{set.number}</abbr>
            </th>
          ))}
          {live && points ? (
            <th scope="col">
              <abbr title={t('events.scoreboard.points', 'Points')}>{t('events.scoreboard.pointsShort', 'Pts')}</abbr>
            </th>
          ) : null}
          {match ? (
            <th scope="col" className="summary">
              {game ? t('events.scoreboard.games', 'Games') : t('events.scoreboard.sets', 'Sets')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {event.opponents.slice(0, 2).map((opponent, side) => (
          <tr key={opponent.id}>
            <th scope="row">
              {live && serving === opponent.id ? (
                <span className="serving" role="img" aria-label={t('events.scoreboard.serving', 'Serving')} />
              ) : (
                <span className="not-serving" />
              )}
              {opponent.description}
            </th>
            {sets.map((set) => (
              <td key={set.number} className={set.current ? 'current' : undefined}>
                {set.scores[side]}
              </td>
            ))}
            {live && points ? <td>{points[side]}</td> : null}
            {match ? <td className="summary">{match[side]}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
