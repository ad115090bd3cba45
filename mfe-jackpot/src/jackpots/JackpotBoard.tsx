import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  DAY_WORDS,
  eventDateLabel,
  formatBooked,
  isPlainClick,
  type ActiveJackpot,
  type JackpotEvent,
} from '@sportsbook/contracts';
import { eventCounts, eventsByOrdinal, outcomeLabel } from './activeJackpot';

const boardStyle = css`
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  overflow: hidden;
  .hero {
    display: grid;
    gap: 4px;
    padding: 18px 16px;
    background:
      radial-gradient(120% 140% at 100% 0%, color-mix(in srgb, var(--sb-accent) 35%, transparent) 0%, transparent 60%),
      linear-gradient(135deg, var(--sb-surface-2) 0%, var(--sb-surface) 100%);
    border-bottom: 1px solid var(--sb-border);
  }
  .hero h2 {
    margin: 0;
    font-size: 20px;
  }
  .prize {
    font-size: clamp(26px, 6cqi, 40px);
    font-weight: 800;
    color: var(--sb-accent);
    letter-spacing: -0.5px;
    line-height: 1.1;
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 16px;
    color: var(--sb-text-muted);
    font-size: 13px;
  }
  .progress {
    height: 6px;
    border-radius: 3px;
    background: var(--sb-surface-2);
    overflow: hidden;
    margin-top: 6px;
  }
  .progress > span {
    display: block;
    height: 100%;
    background: var(--sb-accent);
    transition: width 0.2s;
  }
  h3 {
    margin: 0;
    padding: 10px 16px;
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.6px;
    color: var(--sb-text-muted);
    background: var(--sb-surface-2);
    border-top: 1px solid var(--sb-border);
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .event {
    display: grid;
    grid-template-columns: 32px minmax(0, 1fr) minmax(168px, 42%);
    gap: 10px;
    align-items: center;
    padding: 10px 16px;
    border-top: 1px solid var(--sb-border);
  }
  .ordinal {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-weight: 700;
    font-size: 13px;
    background: var(--sb-surface-2);
    border: 1px solid var(--sb-border);
  }
  .event.done .ordinal {
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    border-color: var(--sb-accent);
  }
  .what {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .what strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .what small {
    color: var(--sb-text-muted);
  }
  .reserve {
    display: inline-block;
    margin-left: 6px;
    padding: 0 6px;
    border-radius: 4px;
    font-size: 11px;
    font-weight: 600;
    color: var(--sb-accent);
    border: 1px solid var(--sb-accent);
    vertical-align: middle;
  }
  .outcomes {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: 6px;
  }
  .outcome {
    min-height: 44px;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 1px;
    padding: 4px;
    border-radius: 6px;
    border: 1px solid var(--sb-border);
    background: var(--sb-surface-2);
    color: var(--sb-text);
    font: inherit;
    cursor: pointer;
    transition:
      background 0.12s,
      border-color 0.12s;
  }
  .outcome b {
    font-size: 15px;
  }
  .outcome small {
    max-width: 100%;
    font-size: 10px;
    color: var(--sb-text-muted);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .outcome:hover:not(:disabled) {
    border-color: var(--sb-accent);
  }
  .outcome[aria-pressed='true'] {
    background: var(--sb-accent);
    border-color: var(--sb-accent);
    color: var(--sb-accent-text);
  }
  .outcome[aria-pressed='true'] small {
    color: inherit;
  }
  .outcome:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  .outcome:focus-visible {
    outline: 2px solid var(--sb-accent);
    outline-offset: 2px;
  }
  @container (max-width: 520px) {
    .event {
      grid-template-columns: 32px minmax(0, 1fr);
    }
    .outcomes {
      grid-column: 1 / -1;
    }
  }
`;

/** Selecting needs no login (a visitor may fill a jackpot); placing does, which the slip handles. */
export function JackpotBoard({
  jackpot,
  closed,
  next,
  selectedOutcomeIds,
  onSelect,
}: {
  jackpot: ActiveJackpot;
  /** From its first kick-off: nothing can be picked, and the player is told why. */
  closed: boolean;
  /** The jackpot that replaced a closed one, if any. */
  next?: { name: string; href: string; go: () => void };
  selectedOutcomeIds: ReadonlySet<number>;
  onSelect: (outcomeId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const events = eventsByOrdinal(jackpot);
  const { main, reserves } = eventCounts(jackpot);
  const picked = events.filter((e) => e.market.outcomes.some((o) => selectedOutcomeIds.has(o.id))).length;
  const closesText = dateText(t, jackpot.closesAt);
  const titleId = `jackpot-${jackpot.jackpotId}-title`;
  const row = (event: JackpotEvent) => (
    <EventRow key={event.ordinal} event={event} closed={closed} selected={selectedOutcomeIds} onSelect={onSelect} />
  );

  return (
    <section css={boardStyle} aria-labelledby={titleId}>
      <header className="hero">
        <h2 id={titleId}>{jackpot.name}</h2>
        <span
          className="prize"
          aria-label={t('jackpot.prizeLabel', {
            defaultValue: 'Prize {{prize}}',
            prize: formatBooked(jackpot.jackpotPrize, jackpot.currency, i18n.language),
          })}
        >
          {formatBooked(jackpot.jackpotPrize, jackpot.currency, i18n.language)}
        </span>
        <div className="facts">
          <span>{t('jackpot.pickAll', { defaultValue: 'Pick {{main}} matches and {{reserves}} reserves', main, reserves })}</span>
          <span>{t('jackpot.closes', { defaultValue: 'Closes {{when}}', when: closesText })}</span>
          <span>
            {t('jackpot.perLine', {
              defaultValue: '{{stake}} per line',
              stake: formatBooked(jackpot.unitStake, jackpot.currency, i18n.language),
            })}
          </span>
        </div>
        {closed ? (
          <p className="closed" role="status">
            {t('jackpot.closedNotice', 'This jackpot is closed: its first match has started.')}{' '}
            {next ? (
              <a
                href={next.href}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  next.go();
                }}
              >
                {t('jackpot.nextJackpot', { defaultValue: 'Play {{name}}', name: next.name })}
              </a>
            ) : null}
          </p>
        ) : null}
        <div
          className="progress"
          role="progressbar"
          aria-label={t('jackpot.progress', 'Events picked')}
          aria-valuemin={0}
          aria-valuemax={events.length}
          aria-valuenow={picked}
          aria-valuetext={t('jackpot.picked', { defaultValue: '{{picked}} of {{total}} picked', picked, total: events.length })}
        >
          <span style={{ width: `${events.length ? (picked / events.length) * 100 : 0}%` }} />
        </div>
      </header>
      <h3 id={`${titleId}-main`}>{t('jackpot.matches', 'Matches')}</h3>
      <ol aria-labelledby={`${titleId}-main`}>{events.filter((e) => !e.reserve).map(row)}</ol>
      {reserves ? (
        <>
          <h3 id={`${titleId}-reserves`}>{t('jackpot.reserves', 'Reserve matches: one pick each')}</h3>
          <ol aria-labelledby={`${titleId}-reserves`}>{events.filter((e) => e.reserve).map(row)}</ol>
        </>
      ) : null}
    </section>
  );
}

/** Today or tomorrow as a word, in the events remote's words (spec 1 section 9). */
function dateText(t: TFunction, iso: string): string {
  const date = eventDateLabel(iso);
  return date.day ? `${t(`jackpot.day.${date.day}`, DAY_WORDS[date.day])} ${date.text}` : date.text;
}

function EventRow({
  event,
  closed,
  selected,
  onSelect,
}: {
  event: JackpotEvent;
  closed: boolean;
  selected: ReadonlySet<number>;
  onSelect: (outcomeId: number) => void;
}) {
  const { t } = useTranslation();
  const open = event.market.status === 'open' && !closed;
  const done = event.market.outcomes.some((o) => selected.has(o.id));
  const outcomes = [...event.market.outcomes].sort((a, b) => a.ordinalPosition - b.ordinalPosition);
  return (
    <li className={done ? 'event done' : 'event'} data-ordinal={event.ordinal} data-event-id={event.eventId}>
      <span className="ordinal" aria-label={t('jackpot.ordinal', { defaultValue: 'Event {{ordinal}}', ordinal: event.ordinal })}>
        {event.ordinal}
      </span>
      <div className="what">
        <strong>
          {event.eventDescription}
          {event.reserve ? <span className="reserve">{t('jackpot.reserve', 'Reserve')}</span> : null}
        </strong>
        <small>
          {dateText(t, event.eventDate)} · {event.market.description}
        </small>
      </div>
      <div className="outcomes" role="group" aria-label={event.eventDescription}>
        {outcomes.map((outcome) => (
          <button
            key={outcome.id}
            type="button"
            className="outcome"
            data-outcome-id={outcome.id}
            aria-pressed={selected.has(outcome.id)}
            aria-label={`${event.eventDescription}: ${outcome.description}`}
            disabled={!open}
            onClick={() => onSelect(outcome.id)}
          >
            <b>{outcomeLabel(outcome, event.market)}</b>
            <small>{outcome.description}</small>
          </button>
        ))}
      </div>
    </li>
  );
}
