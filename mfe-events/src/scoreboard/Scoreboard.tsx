import { type ReactNode, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { DAY_WORDS, eventDateLabel, type SportEvent, usePageTimeZone } from '@sportsbook/contracts';
import { liveTimeLabel } from '@sportsbook/domain';
import { scoreboardVariant } from './scoreboardModel';
import { ScoreHeadline } from './ScoreHeadline';
import { SetsTable } from './SetsTable';
import { PeriodsTable } from './PeriodsTable';

const sportBackgroundUrl = (sportCode: string) => `/api/sport_backgrounds/${encodeURIComponent(sportCode)}.svg`;

const panel = css`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  border-radius: var(--sb-radius);
  /* The panel is dark in both themes: it sits on a picture. */
  color: #f4f6f8;
  /* What shows while the sport's picture loads, and instead of it when it fails. */
  background: radial-gradient(120% 140% at 50% 0%, #2b3645 0%, #121821 55%, #07090c 100%);
  .background {
    position: absolute;
    inset: 0;
    z-index: -1;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .overlay {
    /* The text always sits on this veil, so it stays readable on any picture. */
    background: linear-gradient(180deg, rgba(6, 9, 13, 0.5) 0%, rgba(6, 9, 13, 0.78) 100%);
    padding: 16px 20px 18px;
  }
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    font-size: 12px;
    color: rgba(244, 246, 248, 0.72);
  }
  .league {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .clock {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    flex: none;
    font-size: 14px;
    font-weight: 700;
  }
  .live {
    color: var(--sb-accent);
  }
  .live::before {
    content: '';
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: var(--sb-negative);
    animation: sb-scoreboard-live 1.6s ease-in-out infinite;
  }
  @keyframes sb-scoreboard-live {
    50% {
      opacity: 0.35;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .live::before {
      animation: none;
    }
  }
  .tables {
    overflow-x: auto;
  }
`;

const compactPanel = css`
  border-radius: 0;
  .overlay {
    padding: 10px 12px 12px;
  }
  header {
    font-size: 11px;
  }
  .clock {
    font-size: 13px;
  }
`;

function TimeLabel({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const label = liveTimeLabel(event, 'events');
  const timeZone = usePageTimeZone();
  if (label.kind === 'text') return <span className="clock live">{t(label.key, label.defaultValue, label.values)}</span>;
  if (label.kind === 'finished') return <span className="clock">{t('events.finished', 'Event is finished')}</span>;
  if (label.kind === 'not-started') return <span className="clock">{t('events.scoreboard.notStarted', 'Not started')}</span>;
  const date = eventDateLabel(event.eventDate, undefined, timeZone);
  return <span className="clock">{`${date.day ? t(`events.${date.day}`, DAY_WORDS[date.day]) : ''} ${date.text}`.trim()}</span>;
}

/**
 * The event scoreboard (spec 2 section 2) over the sport's picture: generic, sets or periods by sport, and
 * nothing for the sports that have none. `compact` is the denser mobile one. `showHalfTimeScore` is the
 * environment flag of spec 2 section 9 that adds football's half-time score.
 */
export function Scoreboard({
  event,
  compact = false,
  showHalfTimeScore = false,
  heading,
}: {
  event: SportEvent;
  compact?: boolean;
  showHalfTimeScore?: boolean;
  /** What stands in the header's corner instead of the league's name (a phone's back and league trigger). */
  heading?: ReactNode;
}) {
  const { t } = useTranslation();
  // Keyed by sport, so the next event's picture is tried again.
  const [failedSport, setFailedSport] = useState<string | null>(null);
  const variant = scoreboardVariant(event.sportCode);
  if (variant === 'none' || event.opponents.length < 2) return null;
  const failed = failedSport === event.sportCode;
  const league = event.eventPaths[event.eventPaths.length - 1]?.description;
  return (
    <section
      css={[panel, compact && compactPanel]}
      aria-label={t('events.scoreboard.of', '{{name}} scoreboard', { name: event.name })}
      data-variant={variant}
      data-background={failed ? 'fallback' : 'picture'}
    >
      {failed ? null : (
        <img
          className="background"
          src={sportBackgroundUrl(event.sportCode)}
          alt=""
          decoding="async"
          onError={() => setFailedSport(event.sportCode)}
        />
      )}
      <div className="overlay">
        <header>
          {heading ?? <span className="league">{league}</span>}
          <TimeLabel event={event} />
        </header>
        {variant === 'sets' ? (
          <div className="tables">
            <SetsTable event={event} compact={compact} />
          </div>
        ) : (
          <ScoreHeadline event={event} compact={compact} showHalfTimeScore={showHalfTimeScore} />
        )}
        {variant === 'periods' ? (
          <div className="tables">
            <PeriodsTable event={event} compact={compact} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
