import { useTranslation } from 'react-i18next';
import type { JackpotEvent } from '@sportsbook/contracts';
import { outcomeLabel } from './activeJackpot';
import { dateText } from './dateText';

/** One numbered match of the board: its picks, pressed when chosen, shut once its market or the jackpot is. */
export function EventRow({
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
