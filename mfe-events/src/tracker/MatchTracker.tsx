import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { PlayPicture, SportEvent } from '@sportsbook/contracts';
import { useMatchPlay } from './useMatchPlay';
import { tennisCalls } from '@sportsbook/domain';
import { pictureText } from './playTexts';
import { Timeline } from './Timeline';
import { FootballPitch } from './FootballPitch';
import { BasketballCourt } from './BasketballCourt';
import { TennisCourt } from './TennisCourt';
import { SIDE_COLOURS } from './sideColours';
import type { Pitch } from './trackerSports';

const panel = css`
  container-type: inline-size;
  margin: 0 12px 12px;
  .layout {
    display: grid;
    gap: 12px;
  }
  @container (min-width: 560px) {
    .layout {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      align-items: start;
    }
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 8px;
  }
  .ball {
    transition: transform 0.6s ease;
  }
  .pulse {
    animation: tracker-pulse 1.2s ease-out 3;
  }
  @keyframes tracker-pulse {
    50% {
      opacity: 0.35;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .ball {
      transition: none;
    }
    .pulse {
      animation: none;
    }
  }
  .status {
    margin: 8px 0 4px;
    font-weight: 700;
    font-size: 15px;
  }
  .sides,
  .details {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    margin: 0;
    color: var(--sb-text-muted);
    font-size: 13px;
  }
  .sides span::before {
    content: '';
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-inline-end: 6px;
    border-radius: 50%;
    background: var(--side);
    vertical-align: -1px;
  }
  .details strong {
    color: var(--sb-text);
  }
  h2 {
    margin: 0 0 6px;
    font-size: 13px;
    font-weight: 700;
    color: var(--sb-text-muted);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .timeline {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  .timeline li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 8px;
    border-radius: 6px;
    background: var(--sb-surface-2);
    font-size: 13px;
  }
  .timeline li[data-moment='goal'] {
    font-weight: 700;
  }
  .mark {
    flex: none;
    width: 4px;
    align-self: stretch;
    border-radius: 2px;
  }
  .clock {
    flex: none;
    min-width: 3.2em;
    color: var(--sb-text-muted);
    font-variant-numeric: tabular-nums;
  }
  .what {
    flex: 1;
    min-width: 0;
  }
  .score {
    flex: none;
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }
  .empty {
    margin: 0;
    color: var(--sb-text-muted);
    font-size: 13px;
  }
`;

function Drawing({ play, n }: { play: PlayPicture; n: number }) {
  switch (play.sport) {
    case 'football':
      return <FootballPitch play={play} n={n} />;
    case 'basketball':
      return <BasketballCourt play={play} n={n} />;
    case 'tennis':
      return <TennisCourt play={play} />;
  }
}

/** What the picture adds in figures: football's attacks and shots, a basketball run, tennis's points. */
function Details({ play, names }: { play: PlayPicture; names: readonly [string, string] }) {
  const { t } = useTranslation();
  if (play.sport === 'football')
    return (
      <p className="details">
        <span>
          {t('events.tracker.dangerous-attacks', 'Dangerous attacks')} <strong>{play.stats.dangerous.join('–')}</strong>
        </span>
        <span>
          {t('events.tracker.shots', 'Shots')} <strong>{play.stats.shots.join('–')}</strong>
        </span>
      </p>
    );
  if (play.sport === 'basketball')
    return play.run.points >= 4 ? (
      <p className="details">
        <span>
          {t('events.tracker.run-now', 'Run {{points}}–0 · {{team}}', { points: play.run.points, team: names[play.run.side] })}
        </span>
      </p>
    ) : null;
  const calls = tennisCalls(play.points, play.tieBreak, t('events.tracker.advantage', 'Ad'));
  return (
    <p className="details">
      {play.tieBreak ? <span>{t('events.tracker.tie-break', 'Tie-break')}</span> : null}
      <span>
        {names[0]} <strong>{calls[0]}</strong>
      </span>
      <span>
        {names[1]} <strong>{calls[1]}</strong>
      </span>
    </p>
  );
}

/**
 * The live match tracker: the pitch or court as play goes, in words under it (the drawing is decoration; the
 * words and the timeline carry all it shows), and the key moments beside it.
 */
export function MatchTracker({ event, pitch }: { event: SportEvent; pitch: Pitch }) {
  const { t } = useTranslation();
  const view = useMatchPlay(event.id);
  const names = [event.opponents[0]?.description ?? '', event.opponents[1]?.description ?? ''] as const;
  const play = view.play?.sport === pitch ? view.play : null;
  const said = play ? pictureText(play, names) : null;
  return (
    <section css={panel} aria-label={t('events.tracker.title', 'Match tracker')} data-tracker={pitch}>
      <div className="layout">
        <div>
          {play ? <Drawing play={play} n={view.n} /> : null}
          <p className="status">
            {said ? t(said.key, said.defaultValue, said.values) : t('events.tracker.waiting', 'Waiting for play…')}
          </p>
          <p className="sides">
            {names.map((name, side) => (
              <span key={side} style={{ ['--side' as string]: SIDE_COLOURS[side] }}>
                {name}
              </span>
            ))}
          </p>
          {play ? <Details play={play} names={names} /> : null}
        </div>
        <div>
          <h2>{t('events.tracker.timeline', 'Key moments')}</h2>
          <Timeline moments={view.moments} pitch={pitch} names={names} />
        </div>
      </div>
    </section>
  );
}
