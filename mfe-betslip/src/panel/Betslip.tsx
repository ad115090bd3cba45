import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import {
  currencyDigits,
  formatShown,
  betTypeName,
  MIN_MULTIPLE_STAKE,
  multipleStakeUnderMin,
  quickStakesFor,
  taxSettingsOf,
} from '@sportsbook/domain';
import { useShellStore } from '@sportsbook/contracts';
import { stakeCurrency, stakeDecimals } from '../stake';
import {
  canPlace,
  missingCombinationReason,
  MULTIPLE_KEY,
  orderedBets,
  slipFigures,
  systemKey,
  worsenedPrices,
  messageOf,
  maxStake,
  ComboRow,
  PlaceBar,
  SlipMessages,
  slipCard,
  FloatingButton,
  BetRow,
} from '../betslip';
import type { StakeEntry, PriceDisplay } from '../betslip';
import { BookingPanel } from '../booking';
import { useSlipControllers } from './useSlipControllers';

/**
 * The betslip (spec 2 sections 2 to 5): the desktop panel in the side column, and on mobile a bar that
 * opens into the overlay. Singles, the multiple and the systems with their stakes, the platform's
 * messages, and placement with its states.
 */
export function Betslip() {
  const { t, i18n } = useTranslation();
  const { store, controller, booking } = useSlipControllers();

  const state = useStore(store);
  const settings = useShellStore('globalSettings', (s) => s.settings);
  const isDesktop = useShellStore('ui', (s) => s.isDesktop);
  const loggedIn = useShellStore('session', (s) => s.status === 'logged-in');
  const currencyCode = useShellStore('session', (s) => s.session?.currency) ?? settings.currency;
  const oddsType = useShellStore('playerSettings', (s) => s.oddsType);
  const userAcceptOdds = useShellStore('playerSettings', (s) => s.userAcceptOdds);
  const balance = useShellStore('wallet', (s) => (loggedIn ? s.wallet?.balance : undefined));
  const [keypadFor, setKeypadFor] = useState<string | null>(null);
  const [section, setSection] = useState<HTMLElement | null>(null);

  const bets = orderedBets(state);
  const precision = settings.currency_precision;
  const figures = useMemo(
    () => slipFigures(state, taxSettingsOf(settings), precision, state.parlay),
    [state, settings, precision],
  );
  const display: PriceDisplay = {
    format: oddsType === 'not_selected' ? settings.default_price_format : oddsType,
    negativeOdds: settings.negative_odds_betslip,
  };
  // The player's currency decides the stake's decimals (none for JPY), not the brand's default precision.
  const currency = stakeCurrency(currencyCode, currencyDigits(currencyCode));
  /** The Max button's stake for a single (by ref), the multiple or a system: the bet's limits and the balance. */
  const maxFor = (key: string) => {
    const single = bets.find((bet) => bet.ref === key);
    const system = state.systems.find((s) => systemKey(s.betTypeId) === key);
    const maxBetStake = single ? single.maxBetStake : key === MULTIPLE_KEY ? state.multiples[0]?.maxBetStake : undefined;
    return maxStake({
      maxBetStake,
      settingMax: settings.bet_stake_max_amount,
      balance,
      noOfBets: system?.noOfBets ?? 1,
      currency: currencyCode,
      decimals: stakeDecimals(currency),
    });
  };
  const entry: StakeEntry = {
    currency,
    currencyCode,
    quickStakes: quickStakesFor(currencyCode, settings.quick_bet_values),
    onStake: (key, stake, text, update) => controller.setStake(key, stake, text, update),
    onFocus: (key, text) => controller.focusStake(key, text),
    maxFor,
    keypadFor,
    setKeypadFor,
    activeKey: state.activeBetKey,
    activeText: state.activeBetStake,
  };
  const errorFor = (key: string) => {
    const error = state.errors.find((e) => e.ref === key);
    return error ? t(...messageOf(error.code)) : undefined;
  };
  const minimumMultipleError = multipleStakeUnderMin(state.multiples[0]?.unitStake)
    ? t('betslip.minMultipleStake', {
        amount: formatShown(MIN_MULTIPLE_STAKE, currencyCode, i18n.language),
        defaultValue: 'The minimum stake for a multiple is {{amount}}',
      })
    : undefined;
  const worsened = worsenedPrices(state, userAcceptOdds);
  const count = bets.length;
  /** A multiple's or system's name in the player's language, from its type id; the model's own name otherwise. */
  const comboName = (betTypeId: number, description: string) => {
    const name = betTypeName({ betTypeId, legs: count }, 'betslip');
    return name ? t(name.key, name.defaultValue, { size: name.size }) : description;
  };

  const bookingCodes = settings.enable_booking_codes;
  // On mobile an empty slip takes no room (but for the receipt of a bet just placed, or opened where a booking
  // code can be typed in it), and a filled one is a bar until opened.
  if (!isDesktop && count === 0 && !state.placementSuccess && !(bookingCodes && state.open)) return null;
  const showBody = isDesktop || state.open;

  return (
    <section css={slipCard} aria-labelledby="betslip-title" ref={setSection}>
      {settings.enable_floating_betslip && count > 0 && (isDesktop || !state.open) ? (
        <FloatingButton
          count={count}
          onOpen={() => {
            controller.setOpen(true);
            section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        />
      ) : null}
      <div className="head">
        {isDesktop ? null : (
          <button
            type="button"
            className="link"
            aria-expanded={state.open}
            aria-label={state.open ? t('betslip.hide', 'Hide betslip') : t('betslip.show', 'Show betslip')}
            onClick={() => controller.setOpen(!state.open)}
          >
            {state.open ? '▾' : '▴'}
          </button>
        )}
        <h2 id="betslip-title">
          {t('betslip.title', 'Betslip')}
          <span
            className="count"
            // Counts above 99 get a wider badge (spec 2 section 9).
            data-wide={count > 99}
            aria-label={t('betslip.count', { count, defaultValue: '{{count}} selections' })}
          >
            {count}
          </span>
        </h2>
        {count > 0 && !state.betPlacing && !state.statusWaitApproval ? (
          <button type="button" className="link" onClick={() => controller.clear()}>
            {t('betslip.clear', 'Clear all')}
          </button>
        ) : null}
      </div>
      {!showBody ? null : state.placementSuccess ? (
        <div className="success" role="status">
          <strong>{t('betslip.placed', 'Bet placed')}</strong>
          {state.placement?.reference ? (
            <span>
              {t('betslip.reference', { defaultValue: 'Reference {{reference}}', reference: state.placement.reference })}
            </span>
          ) : null}
          <button type="button" className="secondary" onClick={() => controller.startAgain()}>
            {t('betslip.newSlip', 'New betslip')}
          </button>
        </div>
      ) : state.retailCode ? (
        <div className="success" role="status">
          <span>{t('betslip.retailCodeIntro', 'Take this code to a shop to place your bet:')}</span>
          <span className="code">{state.retailCode}</span>
          <button type="button" className="secondary" onClick={() => controller.clear()}>
            {t('betslip.newSlip', 'New betslip')}
          </button>
        </div>
      ) : count === 0 ? (
        <>
          <p className="empty">{t('betslip.empty', 'Your betslip is empty. Pick a price to add a selection.')}</p>
          {bookingCodes ? <BookingPanel booking={booking} slip={state} /> : null}
        </>
      ) : (
        <>
          <h3 className="section-title">{t('betslip.singles', 'Singles')}</h3>
          <ul aria-label={t('betslip.singles', 'Singles')}>
            {bets.map((bet) => (
              <BetRow
                key={bet.outcomeId}
                bet={bet}
                closing={state.closingOutcomeIds.includes(bet.outcomeId)}
                figures={figures.returns[bet.ref]}
                entry={entry}
                display={display}
                error={errorFor(bet.ref)}
                onRemove={() => controller.remove(bet.outcomeId)}
                onFreeStake={(choice) => controller.setFreeStake(bet.ref, choice)}
              />
            ))}
          </ul>
          {missingCombinationReason(bets) === 'sameEvent' ? (
            <p className="notice" role="note">
              {t(
                'betslip.sameEventNoMultiple',
                'Selections from the same event cannot be combined, so there is no multiple and no system that needs one.',
              )}
            </p>
          ) : null}
          {state.multiples.length ? (
            <>
              <h3 className="section-title">{t('betslip.multiples', 'Multiples')}</h3>
              <ul aria-label={t('betslip.multiples', 'Multiples')}>
                {state.multiples.map((multiple) => (
                  <ComboRow
                    key={multiple.betTypeId}
                    betKey={MULTIPLE_KEY}
                    description={comboName(multiple.betTypeId, multiple.description)}
                    noOfBets={multiple.noOfBets}
                    decimal={multiple.decimal}
                    unitStake={multiple.unitStake}
                    figures={figures.returns[MULTIPLE_KEY]}
                    entry={entry}
                    display={display}
                    error={minimumMultipleError ?? errorFor(MULTIPLE_KEY)}
                  />
                ))}
              </ul>
            </>
          ) : null}
          {state.systems.length ? (
            <>
              <h3 className="section-title">
                {t('betslip.systems', 'Systems')}
                <button
                  type="button"
                  className="link"
                  aria-expanded={state.showSystemBets}
                  onClick={() => controller.toggleSystems()}
                >
                  {state.showSystemBets
                    ? t('betslip.hideSystems', 'Hide systems')
                    : t('betslip.showSystems', { count: state.systems.length, defaultValue: 'Show {{count}} systems' })}
                </button>
              </h3>
              {state.showSystemBets ? (
                <ul aria-label={t('betslip.systems', 'Systems')}>
                  {state.systems.map((system) => (
                    <ComboRow
                      key={system.betTypeId}
                      betKey={systemKey(system.betTypeId)}
                      description={comboName(system.betTypeId, system.description)}
                      noOfBets={system.noOfBets}
                      unitStake={system.unitStake}
                      figures={figures.returns[systemKey(system.betTypeId)]}
                      entry={entry}
                      display={display}
                      error={errorFor(systemKey(system.betTypeId))}
                    />
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
          <SlipMessages state={state} worsened={worsened} display={display} onAccept={() => controller.acceptPrices()} />
          {bookingCodes ? <BookingPanel booking={booking} slip={state} /> : null}
          <PlaceBar
            state={state}
            figures={figures}
            currencyCode={currencyCode}
            placeable={canPlace(state) && worsened.length === 0}
            loggedIn={loggedIn}
            retailCodes={settings.enable_retail_codes}
            onPlace={() => void controller.place()}
            onRetailCode={() => void controller.retailCode()}
          />
        </>
      )}
    </section>
  );
}
