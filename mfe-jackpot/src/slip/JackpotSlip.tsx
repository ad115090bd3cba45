import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBooked, useShellStore, type ActiveJackpot } from '@sportsbook/contracts';
import { slipCardFrame } from '@sportsbook/contracts/pure';
import { eventsByOrdinal } from '../jackpots';
import { canPlace, isComplete, stakeChoices, type SlipJackpot } from './jackpotSlipModel';
import { useJackpotSlip, useJackpotSlipController } from './JackpotSlipProvider';

const slipStyle = css`
  ${slipCardFrame}
  .actions {
    display: flex;
    gap: 4px;
  }
  .summary {
    display: flex;
    justify-content: space-between;
    margin: 0;
    font-size: 13px;
    color: var(--sb-text-muted);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    max-height: 40vh;
    overflow-y: auto;
  }
  li {
    display: grid;
    grid-template-columns: 26px minmax(0, 1fr) auto;
    gap: 8px;
    align-items: center;
    padding: 8px 12px;
    border-top: 1px solid var(--sb-border);
  }
  li .ordinal {
    font-weight: 700;
    color: var(--sb-text-muted);
  }
  li .what {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  li .what span,
  li .what small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  li .what small {
    color: var(--sb-text-muted);
  }
  .remove {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 1px solid var(--sb-border);
    background: transparent;
    color: var(--sb-text-muted);
    cursor: pointer;
  }
  .body {
    display: grid;
    gap: 10px;
    padding: 12px;
    border-top: 1px solid var(--sb-border);
  }
  .stakes {
    display: flex;
    gap: 6px;
    border: 0;
    margin: 0;
    padding: 0;
    flex-wrap: wrap;
  }
  .stakes legend {
    font-size: 12px;
    color: var(--sb-text-muted);
    margin-bottom: 6px;
  }
  .stakes button {
    flex: 1;
    min-width: 0;
    min-height: 36px;
    padding: 0 4px;
    font-size: 13px;
    white-space: nowrap;
    border-radius: 6px;
    border: 1px solid var(--sb-border);
    background: var(--sb-surface-2);
    color: var(--sb-text);
    font-family: inherit;
    cursor: pointer;
  }
  .stakes button[aria-pressed='true'] {
    border-color: var(--sb-accent);
    color: var(--sb-accent);
    font-weight: 700;
  }
  .totals {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    font-size: 14px;
  }
  .totals span {
    color: var(--sb-text-muted);
  }
  .hint {
    margin: 0;
    font-size: 13px;
    color: var(--sb-text-muted);
  }
  .alert {
    margin: 0;
    padding: 8px 10px;
    border-radius: 6px;
    font-size: 13px;
    color: var(--sb-negative);
    border: 1px solid var(--sb-negative);
  }
  .place,
  .secondary {
    min-height: 44px;
    border-radius: 6px;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  .place {
    border: 0;
    background: var(--sb-accent);
    color: var(--sb-accent-text);
  }
  .place:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  .secondary {
    border: 1px solid var(--sb-border);
    background: transparent;
    color: var(--sb-text);
  }
  .success {
    display: grid;
    gap: 8px;
    padding: 16px 12px;
    text-align: center;
  }
  .success strong {
    color: var(--sb-positive, var(--sb-accent));
    font-size: 17px;
  }
  .code {
    font-family: ui-monospace, monospace;
    font-size: 20px;
    letter-spacing: 1px;
  }
  /* The page is the container (JackpotPage): beside the board the slip stays in view as the board scrolls;
     in a narrow column it is a bar pinned under the board, its picks and stakes folded until asked for. */
  @container (min-width: 900px) {
    position: sticky;
    top: calc(var(--sb-header-height, 0px) + 12px);
    .toggle,
    .summary {
      display: none;
    }
  }
  @container (max-width: 899px) {
    position: sticky;
    bottom: calc(var(--sb-bottom-inset, 0px) + 8px);
    z-index: 2;
    max-height: 75vh;
    overflow-y: auto;
    box-shadow: 0 -6px 24px rgb(0 0 0 / 0.3);
    &:not(.expanded) .collapsible {
      display: none;
    }
    .body {
      gap: 8px;
      padding: 10px 12px;
    }
  }
`;

/**
 * The jackpot slip (spec 2 sections 3 and 4): the bet of the jackpot on screen, its picks by ordinal, the
 * stake per line, the platform's price, and placement (or a retail code for a visitor where offered).
 * It is closed until the first pick and closes again when the last one is removed.
 */
export function JackpotSlip({
  jackpot,
  slipJackpot,
  closed,
}: {
  jackpot: ActiveJackpot;
  slipJackpot: SlipJackpot;
  closed: boolean;
}) {
  const { t, i18n } = useTranslation();
  const controller = useJackpotSlipController();
  const state = useJackpotSlip((s) => s);
  const retailCodes = useShellStore('globalSettings', (s) => s.settings.enable_retail_codes);
  const loggedIn = useShellStore('session', (s) => s.status === 'logged-in');
  // In a narrow column the slip is a bar over the board: its picks and stakes open on demand.
  const [expanded, setExpanded] = useState(false);
  const money = (amount: number) => formatBooked(amount, jackpot.currency, i18n.language);
  const bet = state.bets[jackpot.jackpotId];
  const placed = state.placed?.jackpotId === jackpot.jackpotId ? state.placed : null;
  if (!state.open || state.activeJackpotId !== jackpot.jackpotId || (!bet && !placed)) return null;

  const count = bet?.selections.length ?? 0;
  const events = eventsByOrdinal(jackpot);
  const eventOf = (ordinal: number) => events.find((e) => e.ordinal === ordinal);
  const placeable = canPlace(state, bet) && !closed;
  const remaining = bet ? bet.numberOfEvents - new Set(bet.selections.map((s) => s.ordinal)).size : 0;

  return (
    <section className={expanded ? 'slip expanded' : 'slip'} css={slipStyle} aria-labelledby="jackpot-slip-title">
      <div className="head">
        <h2 id="jackpot-slip-title">
          {t('jackpot.slip', 'Jackpot slip')}
          <span className="count" aria-label={t('jackpot.selections', { count, defaultValue: '{{count}} selections' })}>
            {count}
          </span>
        </h2>
        <span className="actions">
          {bet && !placed && !state.retailCode ? (
            <button type="button" className="link toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {expanded ? t('jackpot.hidePicks', 'Hide picks') : t('jackpot.showPicks', 'Show picks')}
            </button>
          ) : null}
          {bet && !state.placing ? (
            <button type="button" className="link" onClick={() => controller.clear(slipJackpot)}>
              {t('jackpot.clear', 'Clear all')}
            </button>
          ) : null}
        </span>
      </div>
      {placed ? (
        <div className="success" role="status">
          <strong>{t('jackpot.placed', 'Jackpot bet placed')}</strong>
          <span>{t('jackpot.reference', { defaultValue: 'Reference {{reference}}', reference: placed.reference })}</span>
          <span>
            {t('jackpot.placedLines', {
              defaultValue: '{{lines}} lines, {{amount}} staked',
              lines: placed.noOfBets,
              amount: money(placed.totalCost),
            })}
          </span>
          <button type="button" className="secondary" onClick={() => controller.startAgain()}>
            {t('jackpot.newSlip', 'New jackpot slip')}
          </button>
        </div>
      ) : state.retailCode && bet ? (
        <div className="success" role="status">
          <span>{t('jackpot.retailCodeIntro', 'Take this code to a shop to place your jackpot bet:')}</span>
          <span className="code">{state.retailCode}</span>
          <button type="button" className="secondary" onClick={() => controller.clear(slipJackpot)}>
            {t('jackpot.newSlip', 'New jackpot slip')}
          </button>
        </div>
      ) : bet ? (
        <>
          <ul className="collapsible" aria-label={t('jackpot.picks', 'Your picks')}>
            {bet.selections.map((selection) => {
              const event = eventOf(selection.ordinal);
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
                    disabled={state.placing}
                    onClick={() => controller.remove(slipJackpot, selection.outcomeId)}
                  >
                    ✕
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="body">
            <p className="summary">
              <span>
                {t('jackpot.picked', {
                  defaultValue: '{{picked}} of {{total}} picked',
                  picked: bet.numberOfEvents - remaining,
                  total: bet.numberOfEvents,
                })}
              </span>
              <span>{t('jackpot.linesCount', { count: bet.noOfBets, defaultValue: '{{count}} lines' })}</span>
            </p>
            <fieldset className="stakes collapsible">
              <legend>{t('jackpot.stakePerLine', 'Stake per line')}</legend>
              {stakeChoices(bet.unitStake).map((stake) => (
                <button
                  key={stake}
                  type="button"
                  aria-pressed={bet.globalStake === stake}
                  disabled={state.placing}
                  onClick={() => controller.setStake(bet.jackpotId, stake)}
                >
                  {money(stake)}
                </button>
              ))}
            </fieldset>
            {isComplete(bet) ? null : (
              <p className="hint collapsible">
                {t('jackpot.remaining', { count: remaining, defaultValue: 'Pick {{count}} more to complete your jackpot' })}
              </p>
            )}
            <div className="totals collapsible">
              <span>{t('jackpot.lines', 'Lines')}</span>
              <strong>{bet.noOfBets}</strong>
            </div>
            <div className="totals">
              <span>{t('jackpot.totalStake', 'Total stake')}</span>
              <strong aria-busy={state.priceStatus === 'pending'}>
                {bet.jackpotTotalStake === null ? '…' : money(bet.jackpotTotalStake)}
              </strong>
            </div>
            <div className="totals collapsible">
              <span>{t('jackpot.toWin', 'Jackpot prize')}</span>
              <strong>{money(bet.jackpotPrize)}</strong>
            </div>
            {state.errors.map((error) => (
              <p key={error} className="alert" role="alert">
                {t(error, error)}
              </p>
            ))}
            {closed ? (
              <p className="alert" role="alert">
                {t('jackpot.closedNoBets', 'This jackpot is closed: its first match has started')}
              </p>
            ) : null}
            <button
              type="button"
              className="place"
              disabled={loggedIn ? !placeable : state.placing || closed}
              aria-busy={state.placing}
              onClick={() => void controller.place(bet.jackpotId)}
            >
              {state.placing
                ? t('jackpot.placing', 'Placing…')
                : loggedIn
                  ? t('jackpot.place', {
                      defaultValue: 'Place jackpot bet {{amount}}',
                      amount: bet.jackpotTotalStake === null ? '' : money(bet.jackpotTotalStake),
                    }).trim()
                  : t('jackpot.loginToPlace', 'Log in to place bet')}
            </button>
            {!loggedIn && retailCodes ? (
              <button
                type="button"
                className="secondary"
                disabled={!placeable}
                onClick={() => void controller.retailCode(bet.jackpotId)}
              >
                {t('jackpot.retailCode', 'Get a retail code')}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
