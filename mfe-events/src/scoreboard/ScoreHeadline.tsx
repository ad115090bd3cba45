import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { SportEvent } from '@sportsbook/contracts';
import { isMatchScoreSport } from './scoreboardModel';
import { footballFigures, gamePoints, halfTimeScore, headlineScore, matchUnitOf, type TeamFigures } from './headlineModel';

const headline = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: start;
  gap: 16px;
  margin-top: 14px;
  .team {
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-width: 0;
    font-size: 18px;
    font-weight: 700;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  .home {
    align-items: flex-end;
    text-align: right;
  }
  .centre {
    text-align: center;
  }
  .score {
    margin: 0;
    font-size: 40px;
    font-weight: 800;
    line-height: 1;
    letter-spacing: 0.02em;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .under {
    margin: 6px 0 0;
    font-size: 12px;
    color: rgba(244, 246, 248, 0.72);
  }
`;

const compactHeadline = css`
  gap: 10px;
  margin-top: 10px;
  .team {
    font-size: 14px;
    gap: 6px;
  }
  .score {
    font-size: 28px;
  }
`;

const figuresList = css`
  display: flex;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: rgba(244, 246, 248, 0.86);
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .card {
    display: inline-block;
    width: 9px;
    height: 12px;
    border-radius: 2px;
  }
  .yellow {
    background: #f5c518;
  }
  .red {
    background: #e53935;
  }
  svg {
    width: 12px;
    height: 12px;
    fill: currentColor;
  }
`;

function Figures({ name, figures }: { name: string; figures: TeamFigures }) {
  const { t } = useTranslation();
  return (
    <ul css={figuresList} aria-label={t('events.scoreboard.figuresOf', '{{name}}: cards and corners', { name })}>
      <li>
        <span className="card yellow" aria-hidden="true" />
        <span className="sb-visually-hidden">{t('events.scoreboard.yellowCards', 'Yellow cards')} </span>
        {figures.yellowCards}
      </li>
      <li>
        <span className="card red" aria-hidden="true" />
        <span className="sb-visually-hidden">{t('events.scoreboard.redCards', 'Red cards')} </span>
        {figures.redCards}
      </li>
      <li>
        <svg viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 1h1v10H2zM3.5 1.5l6 2.25-6 2.25z" />
        </svg>
        <span className="sb-visually-hidden">{t('events.scoreboard.corners', 'Corners')} </span>
        {figures.corners}
      </li>
    </ul>
  );
}

/**
 * The generic scoreboard's middle (and the periods one's): team names either side of the big score, with
 * football's cards and corners, football's half-time score where enabled, and what a match score counts.
 */
export function ScoreHeadline({
  event,
  compact,
  showHalfTimeScore,
}: {
  event: SportEvent;
  compact: boolean;
  showHalfTimeScore: boolean;
}) {
  const { t } = useTranslation();
  const score = headlineScore(event);
  const figures = footballFigures(event);
  const halfTime = halfTimeScore(event, showHalfTimeScore);
  const [home, away] = event.opponents;
  const matchScored = isMatchScoreSport(event.sportCode);
  const byMaps = matchUnitOf(event) === 'map';
  const counted = matchScored ? (byMaps ? t('events.scoreboard.maps', 'Maps') : t('events.scoreboard.frames', 'Frames')) : null;
  // The unit in play under the frames or maps won: the frame's points, the map's rounds.
  const inUnit = matchScored ? gamePoints(event) : null;
  return (
    <div css={[headline, compact && compactHeadline]}>
      <div className="team home">
        <span>{home.description}</span>
        {figures ? <Figures name={home.description} figures={figures[0]} /> : null}
      </div>
      <div className="centre">
        <p className="score">{score ? `${score[0]} – ${score[1]}` : '–'}</p>
        {counted ? <p className="under">{counted}</p> : null}
        {inUnit ? (
          <p className="under">
            {byMaps
              ? t('events.scoreboard.rounds', 'Rounds {{home}} – {{away}}', { home: inUnit[0], away: inUnit[1] })
              : t('events.scoreboard.framePoints', 'This frame {{home}} – {{away}}', { home: inUnit[0], away: inUnit[1] })}
          </p>
        ) : null}
        {halfTime ? (
          <p className="under">
            {t('events.scoreboard.halfTimeScore', 'HT {{home}} – {{away}}', { home: halfTime[0], away: halfTime[1] })}
          </p>
        ) : null}
      </div>
      <div className="team away">
        <span>{away.description}</span>
        {figures ? <Figures name={away.description} figures={figures[1]} /> : null}
      </div>
    </div>
  );
}
