import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { eventDateLabel, liveTimeLabel, useShellContext, useShellRoute, type Market, type Outcome, type SportEvent } from '@sportsbook/contracts';
import { mainMarket } from './mainMarket';

const row = css`
  display: grid;
  grid-template-columns: 92px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
  padding: 10px 12px;
  border-top: 1px solid var(--sb-border);
  @media (max-width: 600px) {
    grid-template-columns: 70px minmax(0, 1fr);
    .prices {
      grid-column: 1 / -1;
    }
  }
`;

const when = css`
  color: var(--sb-text-muted);
  font-size: 12px;
  line-height: 1.3;
`;

const live = css`
  color: var(--sb-negative);
  font-weight: 700;
`;

const teams = css`
  color: var(--sb-text);
  text-decoration: none;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  span {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  b {
    color: var(--sb-accent);
  }
  &:hover {
    color: var(--sb-link);
  }
`;

const prices = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(64px, 1fr);
  gap: 6px;
`;

const priceButton = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: 6px 8px;
  border: 1px solid var(--sb-border);
  border-radius: 6px;
  background: var(--sb-surface-2);
  color: var(--sb-text);
  cursor: pointer;
  small {
    color: var(--sb-text-muted);
    font-size: 11px;
  }
  strong {
    color: var(--sb-accent);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &:hover:not(:disabled) {
    border-color: var(--sb-accent);
  }
`;

function PriceButton({ event, market, outcome }: { event: SportEvent; market: Market; outcome: Outcome }) {
  const { bus } = useShellContext();
  const decimal = outcome.consolidatedPrice.currentPrice.decimal;
  return (
    <button
      type="button"
      css={priceButton}
      disabled={market.status !== 'open'}
      aria-label={`${event.name}: ${outcome.description} at ${decimal.toFixed(2)}`}
      onClick={() =>
        bus.emit('betslip/toggle-outcome', {
          selection: {
            outcomeId: outcome.id,
            outcomeDescription: outcome.description,
            marketDescription: market.description,
            marketId: market.id,
            marketTypeId: market.marketTypeId,
            eventDescription: event.name,
            eventId: event.id,
            decimal,
          },
        })
      }
    >
      <small>{outcome.description}</small>
      <strong>{decimal.toFixed(2)}</strong>
    </button>
  );
}

export function EventRow({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const { href, go } = useShellRoute();
  const market = mainMarket(event);
  const date = eventDateLabel(event.eventDate);
  const label = liveTimeLabel(event);
  const path = `/${event.clock ? 'live' : 'events'}/${event.slug}`;
  const scoreOf = (opponentId: number) => event.scores?.score.find((s) => s.opponentId === opponentId)?.formattedPoints;
  return (
    <li css={row}>
      <div css={when}>
        {label.kind === 'text' ? (
          <span css={live}>{label.text}</span>
        ) : (
          <>
            {date.day ? t(`events.${date.day}`, date.day) : null} {date.text}
          </>
        )}
      </div>
      <a
        css={teams}
        href={href(path)}
        onClick={(e) => {
          e.preventDefault();
          go(path);
        }}
      >
        {event.opponents.length >= 2 ? (
          event.opponents.map((o) => (
            <span key={o.id}>
              {o.description}
              {label.kind === 'text' ? <b>{scoreOf(o.id)}</b> : null}
            </span>
          ))
        ) : (
          <span>{event.name}</span>
        )}
      </a>
      <div className="prices" css={prices}>
        {market?.outcomes
          .filter((outcome) => !outcome.hidden)
          .map((outcome) => <PriceButton key={outcome.id} event={event} market={market} outcome={outcome} />)}
      </div>
    </li>
  );
}
