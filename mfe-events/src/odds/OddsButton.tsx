import { memo, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatOdds, outcomeClick } from '@sportsbook/domain';
import { useShellContext, useShellStore, warmIntent, type Market, type Outcome, type SportEvent } from '@sportsbook/contracts';
import { fresh, useLiveEntry, PolledAtContext } from '../live';
import { usePriceFormat } from './PriceFormat';
import { useBoost, BoostedPrice } from '../priceBoosts';
import { oddsButtonShell } from '@sportsbook/ui';

/** How long a price change shows its arrow. */
export const PRICE_CHANGE_MS = 3000;

const button = css`
  ${oddsButtonShell};
  min-width: 64px;
  padding: 6px 8px;
  small {
    color: var(--sb-text-muted);
    font-size: 11px;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    color: var(--sb-accent);
  }
  &[aria-pressed='true'] {
    strong,
    small {
      color: var(--sb-accent-text);
    }
  }
  .arrow {
    position: absolute;
    top: 2px;
    right: 4px;
    font-size: 10px;
  }
  .arrow.up {
    color: var(--sb-positive);
  }
  .arrow.down {
    color: var(--sb-negative);
  }
`;

const HIDDEN = { visibility: 'hidden' } as const;

const withSpread = (outcome: Outcome, spread: number): Outcome => ({
  ...outcome,
  consolidatedPrice: { currentPrice: { ...outcome.consolidatedPrice.currentPrice, spread } },
});

const withLine = (market: Market, line: number): Market => ({
  ...market,
  outcomes: market.outcomes.map((outcome) => withSpread(outcome, line)),
});

/** The arrow of the last price change, shown for a few seconds. */
function usePriceMove(decimal: number): 'up' | 'down' | null {
  const previous = useRef(decimal);
  const [move, setMove] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (decimal === previous.current) return;
    setMove(decimal > previous.current ? 'up' : 'down');
    previous.current = decimal;
    const timer = setTimeout(() => setMove(null), PRICE_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [decimal]);
  return move;
}

/**
 * An outcome's price in the player's odds format. Clicking it adds or removes the outcome on the betslip;
 * a visitor is asked to log in (or the embedding parent is), unless the brand offers retail codes (the
 * contracts' `outcomeClick`, the rule the betslip follows too). `label`
 * replaces the outcome's name over the price (a line in the asian and thai layouts).
 */
export const OddsButton = memo(function OddsButton({
  event,
  market,
  outcome,
  label: givenLabel = outcome.description,
  lineLabel,
}: {
  event: SportEvent;
  market: Market;
  outcome: Outcome;
  label?: string;
  /** The label of a line market's outcome, worked out again when a pushed price moves the line. */
  lineLabel?: (market: Market, outcome: Outcome) => string;
}) {
  const { t } = useTranslation();
  // A pushed price or status wins over the poll it is newer than.
  const polledAt = useContext(PolledAtContext);
  const pushedPrice = fresh(useLiveEntry('prices', outcome.id), polledAt);
  const pushedStatus = fresh(useLiveEntry('statuses', market.id), polledAt);
  const pushedLine = fresh(useLiveEntry('lines', market.id), polledAt);
  // The market's line is its outcomes' spread: a pushed one relabels the outcome (Over 2.5 becomes Over 2.75).
  const label =
    pushedLine && lineLabel ? lineLabel(withLine(market, pushedLine.line), withSpread(outcome, pushedLine.line)) : givenLabel;
  // A feed alert suspends every market of the event, whatever the market's own last status said.
  const alert = fresh(useLiveEntry('events', event.id), polledAt)?.alert;
  const feed = pushedPrice?.decimal ?? outcome.consolidatedPrice.currentPrice.decimal;
  const { format, negativeOdds, price: brandPrice } = usePriceFormat();
  const price = brandPrice(event, market, {
    ...outcome,
    consolidatedPrice: { currentPrice: { ...outcome.consolidatedPrice.currentPrice, decimal: feed } },
  });
  const { bus, stores } = useShellContext();
  const selected = useShellStore('ui', (s) => s.betslipOutcomeIds.includes(outcome.id));
  const move = usePriceMove(price);
  const shown = formatOdds(price, format, negativeOdds);
  const open = !alert && (pushedStatus?.status ?? market.status) === 'open';
  // The brand's boost of this price (issue 42), while the book's is below it: the slip offers it up to its maximum stake.
  const boost = useBoost(outcome.id);
  const boostShown = open && boost && boost.decimal > price ? formatOdds(boost.decimal, format, negativeOdds) : null;
  // A player prop's Yes or No means nothing without the prop it answers.
  const named = market.playerName ? `${market.description} ${outcome.description}` : outcome.description;
  // The text shown over the price is part of the name too (label in name), where the outcome's lacks it.
  const what = named.includes(label) ? named : `${named} (${label})`;

  const click = () => {
    bus.emit('betslip/toggle-outcome', {
      selection: {
        outcomeId: outcome.id,
        outcomeDescription: outcome.description,
        marketDescription: market.description,
        periodDescription: market.period.fullDescription,
        marketId: market.id,
        marketTypeId: market.marketTypeId,
        slug: event.slug,
        eventDescription: event.name,
        eventId: event.id,
        sportId: event.eventPaths[0]?.id,
        decimal: price,
        price: shown,
      },
    });
    const asked = outcomeClick({
      loggedIn: stores.session.getState().status === 'logged-in',
      retailCodes: stores.globalSettings.getState().settings.enable_retail_codes,
      onSlip: selected,
      embedded: stores.ui.getState().embedded,
    });
    if (asked === 'ask-parent-login') bus.emit('parent/post', { type: 'login-requested' });
    else if (asked === 'ask-login') bus.emit('session/login-requested', { reason: 'place-bet' });
  };

  // The feed hid the outcome (its h flag): it leaves the row, its place kept so the columns stay aligned.
  if (pushedPrice?.hidden) return <span css={button} className="hidden-outcome" aria-hidden="true" style={HIDDEN} />;

  return (
    <button
      type="button"
      css={button}
      disabled={!open}
      data-outcome-id={outcome.id}
      // A tap adds to the betslip, which a phone loads only then: reaching for a price starts loading it.
      {...warmIntent('betslip')}
      aria-pressed={selected}
      // The visible outcome and price read together in the name (WCAG 2.5.3, label in name).
      aria-label={`${event.name}: ${what} ${
        boostShown ? t('events.boost.label', 'boosted {{price}}, was {{was}}', { price: boostShown, was: shown }) : shown
      }${open ? '' : `, ${t('events.unavailable', 'unavailable')}`}`}
      data-boosted={boostShown ? true : undefined}
      onClick={click}
    >
      <small>{label || '\u00a0'}</small>{' '}
      {boostShown ? (
        <Suspense fallback={<strong>{boostShown}</strong>}>
          <BoostedPrice was={shown} now={boostShown} />
        </Suspense>
      ) : (
        <strong>{open ? shown : '—'}</strong>
      )}
      {move ? (
        <span className={`arrow ${move}`} aria-hidden="true">
          {move === 'up' ? '▲' : '▼'}
        </span>
      ) : null}
    </button>
  );
});
