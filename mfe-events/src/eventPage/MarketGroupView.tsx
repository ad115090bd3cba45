import { useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { MarketGroup, SportEvent } from '@sportsbook/contracts';
import { OddsButton } from '../odds';

const group = css`
  border-top: 1px solid var(--sb-border);
  h3 {
    margin: 0;
  }
  h3 button {
    width: 100%;
    display: flex;
    justify-content: space-between;
    padding: 10px 12px;
    border: 0;
    background: transparent;
    color: var(--sb-text);
    font-weight: 700;
    cursor: pointer;
    text-align: left;
  }
  h3 small {
    color: var(--sb-text-muted);
    font-weight: 500;
  }
  .markets {
    display: grid;
    gap: 6px;
    padding: 0 12px 12px;
  }
  .outcomes {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(90px, 1fr));
    gap: 6px;
  }
  .suspended {
    font-size: 12px;
    color: var(--sb-text-muted);
  }
  /* A player prop is one line: the player's prop, then Yes and No. */
  .prop {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    align-items: center;
    gap: 8px;
  }
  .player {
    font-size: 13px;
    font-weight: 600;
  }
`;

/** One market group of the event page: its markets, suspended ones shown as unavailable. */
export function MarketGroupView({ event, group: marketGroup }: { event: SportEvent; group: MarketGroup }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <section css={group} aria-label={`${marketGroup.description} (${marketGroup.periodDescription})`}>
      <h3>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {/* The feed's names, as the platform sends them: not texts of this remote. */}
          <span translate="no">
            {marketGroup.description} <small>{marketGroup.periodDescription}</small>
          </span>
        </button>
      </h3>
      {open ? (
        <div className="markets">
          {marketGroup.markets.map((market) => (
            <div key={market.id} className={market.playerName ? 'prop' : undefined}>
              {market.playerName ? (
                <span className="player" translate="no">
                  {market.description}
                </span>
              ) : null}
              {market.status === 'suspended' ? <span className="suspended">{t('events.suspended', 'Suspended')}</span> : null}
              <div className="outcomes">
                {market.outcomes
                  .filter((o) => !o.hidden)
                  .map((outcome) => (
                    <OddsButton key={outcome.id} event={event} market={market} outcome={outcome} />
                  ))}
              </div>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
