import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { createBetslipStore } from './betslipStore';

const card = css`
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  overflow: hidden;
`;

const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px;
  background: var(--sb-surface-2);
  h2 {
    margin: 0;
    font-size: 15px;
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .count {
    min-width: 22px;
    height: 22px;
    padding: 0 6px;
    border-radius: 11px;
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    font-size: 12px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  button {
    border: 0;
    background: transparent;
    color: var(--sb-link);
    cursor: pointer;
  }
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    gap: 8px;
    align-items: center;
    padding: 10px 12px;
    border-top: 1px solid var(--sb-border);
  }
  .what {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .what small {
    color: var(--sb-text-muted);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .price {
    color: var(--sb-accent);
    font-weight: 700;
  }
  .remove {
    border: 0;
    background: transparent;
    color: var(--sb-text-muted);
    cursor: pointer;
    font-size: 16px;
  }
`;

const empty = css`
  padding: 16px 12px;
  margin: 0;
  color: var(--sb-text-muted);
`;

/** A first betslip: selections in, out and counted; stakes and placement come with the betslip issue. */
export function Betslip() {
  const { t } = useTranslation();
  const { bus, stores } = useShellContext();
  const [store] = useState(createBetslipStore);
  const bets = useStore(store, (s) => s.bets);
  const maxBets = useShellStore('globalSettings', (s) => s.settings.max_bets_on_betslip);
  const maxMessage = useShellStore('globalSettings', (s) => s.settings.max_bets_error_message);
  const isDesktop = useShellStore('ui', (s) => s.isDesktop);
  const open = useStore(store, (s) => s.open);

  useEffect(
    () =>
      bus.on('betslip/toggle-outcome', ({ selection }) => {
        if (store.getState().toggle(selection, maxBets) === 'refused-max') {
          bus.emit('toast/show', { kind: 'error', messageKey: maxMessage });
        }
      }),
    [bus, store, maxBets, maxMessage],
  );
  useEffect(() => stores.ui.getState().setBetslip({ outcomeIds: bets.map((b) => b.outcomeId), open: bets.length > 0 }), [bets, stores]);

  // On mobile an empty slip takes no room, and a filled one is a bar until opened.
  if (!isDesktop && bets.length === 0) return null;
  const expanded = isDesktop || open;

  return (
    <section css={card} aria-labelledby="betslip-title">
      <div css={head}>
        {isDesktop ? null : (
          <button
            type="button"
            aria-expanded={open}
            aria-label={open ? t('betslip.hide', 'Hide betslip') : t('betslip.show', 'Show betslip')}
            onClick={() => store.getState().setOpen(!open)}
          >
            {open ? '▾' : '▴'}
          </button>
        )}
        <h2 id="betslip-title">
          {t('betslip.title', 'Betslip')}
          <span className="count" aria-label={`${bets.length} selections`}>
            {bets.length}
          </span>
        </h2>
        {bets.length > 0 ? (
          <button type="button" onClick={() => store.getState().clear()}>
            {t('betslip.clear', 'Clear all')}
          </button>
        ) : null}
      </div>
      {!expanded ? null : bets.length === 0 ? (
        <p css={empty}>{t('betslip.empty', 'Your betslip is empty. Pick a price to add a selection.')}</p>
      ) : (
        <ul css={list}>
          {bets.map((bet) => (
            <li key={bet.outcomeId} data-ref={bet.ref}>
              <span className="what">
                <strong>{bet.outcomeDescription}</strong>
                <small>
                  {bet.marketDescription} · {bet.eventDescription}
                </small>
              </span>
              <span className="price">{bet.decimal.toFixed(2)}</span>
              <button
                type="button"
                className="remove"
                aria-label={t('betslip.remove', { name: bet.outcomeDescription, defaultValue: `Remove ${bet.outcomeDescription}` })}
                onClick={() => store.getState().remove(bet.outcomeId)}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
