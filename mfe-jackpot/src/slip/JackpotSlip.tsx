import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBooked } from '@sportsbook/domain';
import { useShellStore, type ActiveJackpot } from '@sportsbook/contracts';
import { canPlace, isComplete, stakeChoices, type SlipJackpot } from './jackpotSlipModel';
import { useJackpotSlip, useJackpotSlipController } from './JackpotSlipProvider';
import { slipStyle } from './jackpotSlipStyles';
import { SlipPicks } from './SlipPicks';

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
          <SlipPicks
            bet={bet}
            jackpot={jackpot}
            disabled={state.placing}
            onRemove={(outcomeId) => controller.remove(slipJackpot, outcomeId)}
          />
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
