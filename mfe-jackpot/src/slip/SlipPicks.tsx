import { useTranslation } from 'react-i18next';
import type { ActiveJackpot } from '@sportsbook/contracts';
import { eventsByOrdinal } from '../jackpots';
import type { SlipBet } from './jackpotSlipModel';

/** The slip's picks by ordinal, each with the event it is on and a button that takes it off. */
export function SlipPicks({
  bet,
  jackpot,
  disabled,
  onRemove,
}: {
  bet: SlipBet;
  jackpot: ActiveJackpot;
  disabled: boolean;
  onRemove: (outcomeId: number) => void;
}) {
  const { t } = useTranslation();
  const events = eventsByOrdinal(jackpot);
  return (
    <ul className="collapsible" aria-label={t('jackpot.picks', 'Your picks')}>
      {bet.selections.map((selection) => {
        const event = events.find((e) => e.ordinal === selection.ordinal);
        const outcome = event?.market.outcomes.find((o) => o.id === selection.outcomeId);
        const name = `${event?.eventDescription ?? ''}: ${outcome?.description ?? selection.outcomeId}`;
        return (
          <li key={selection.outcomeId}>
            <span className="ordinal">{selection.ordinal}</span>
            <span className="what">
              <span>{outcome?.description ?? selection.outcomeId}</span>
              <small>
                {event?.eventDescription}
                {selection.reserve ? ` · ${t('jackpot.reserve', 'Reserve')}` : ''}
              </small>
            </span>
            <button
              type="button"
              className="remove"
              aria-label={t('jackpot.remove', { defaultValue: 'Remove {{name}}', name })}
              disabled={disabled}
              onClick={() => onRemove(selection.outcomeId)}
            >
              ✕
            </button>
          </li>
        );
      })}
    </ul>
  );
}
