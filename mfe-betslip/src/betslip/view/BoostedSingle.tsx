import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatOdds, formatShown, boostApplies } from '@sportsbook/domain';
import type { SlipPriceBoost } from '@sportsbook/domain';
import type { SlipBet } from '../slipModel';
import type { PriceDisplay } from './BetRow';

type BoostedBet = SlipBet & { boost: SlipPriceBoost };

const price = css`
  display: inline-flex;
  align-items: baseline;
  gap: 6px;
  .badge {
    padding: 1px 6px;
    border-radius: 8px;
    font-size: 10px;
    font-weight: 800;
    text-transform: uppercase;
    background: var(--sb-positive);
    color: #fff;
  }
  s {
    color: var(--sb-text-muted);
    font-weight: 500;
  }
`;

const note = css`
  display: block;
  margin: 4px 0 0;
  font-size: 11px;
  color: var(--sb-text-muted);
  &.over {
    color: var(--sb-text);
    font-weight: 700;
  }
`;

/**
 * A boosted single's price (issue 42): within the boost's maximum stake, the book's price struck through beside
 * the boost; above it, the book's price, which is what a larger stake gets.
 */
export function BoostedSinglePrice({ bet, display }: { bet: BoostedBet; display: PriceDisplay }) {
  const { t } = useTranslation();
  const book = formatOdds(bet.decimal, display.format, display.negativeOdds);
  const boosted = formatOdds(bet.boost.decimal, display.format, display.negativeOdds);
  if (!boostApplies(bet.boost, bet.unitStake)) return <span className="price">{book}</span>;
  return (
    <span
      className="price"
      css={price}
      aria-label={t('betslip.boost.label', 'Boosted price {{price}}, was {{was}}', { price: boosted, was: book })}
    >
      <span className="badge" aria-hidden="true">
        {t('betslip.boost.badge', 'Boost')}
      </span>
      <s aria-hidden="true">{book}</s>
      <span aria-hidden="true">{boosted}</span>
    </span>
  );
}

/** What the boost pays on, and, once the stake is over its maximum, that the book's price applies instead. */
export function BoostNote({ bet, currencyCode, display }: { bet: BoostedBet; currencyCode: string; display: PriceDisplay }) {
  const { t, i18n } = useTranslation();
  const max = formatShown(bet.boost.maxStake, currencyCode, i18n.language);
  if (boostApplies(bet.boost, bet.unitStake))
    return (
      <small css={note} className="boost-note">
        {t('betslip.boost.upTo', 'Boosted price on stakes up to {{amount}}', { amount: max })}
      </small>
    );
  return (
    <small css={note} className="boost-note over" role="status">
      {t('betslip.boost.over', 'Over {{amount}} the boost does not apply: your price is {{price}}.', {
        amount: max,
        price: formatOdds(bet.decimal, display.format, display.negativeOdds),
      })}
    </small>
  );
}
