import { useTranslation } from 'react-i18next';
import { formatOdds } from '@sportsbook/contracts';
import type { SlipBet, SlipFigures } from '../slipModel';
import { StakeRow, type StakeEntry } from './StakeRow';

export interface PriceDisplay {
  format: Parameters<typeof formatOdds>[1];
  negativeOdds: boolean;
}

/** The price in the player's format, with an arrow while it differs from the one the player picked. */
export function Price({ decimal, previous, display }: { decimal: number; previous?: number; display: PriceDisplay }) {
  const { t } = useTranslation();
  const moved = previous === undefined || previous === decimal ? null : decimal > previous ? 'up' : 'down';
  return (
    <span className="price">
      {moved ? (
        <span
          className={moved}
          aria-label={moved === 'up' ? t('betslip.priceUp', 'price up') : t('betslip.priceDown', 'price down')}
        >
          {moved === 'up' ? '▲' : '▼'}{' '}
        </span>
      ) : null}
      {formatOdds(decimal, display.format, display.negativeOdds)}
    </span>
  );
}

/** A single on the slip: what it is, its price, its stake and returns; a closed outcome shows loading. */
export function BetRow({
  bet,
  closing,
  figures,
  entry,
  display,
  error,
  onRemove,
}: {
  bet: SlipBet;
  closing: boolean;
  figures?: SlipFigures['returns'][string];
  entry: StakeEntry;
  display: PriceDisplay;
  error?: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={closing ? 'bet closing' : 'bet'} data-ref={bet.ref} aria-busy={closing}>
      <div className="line">
        <span className="what">
          <strong>{bet.outcomeDescription}</strong>
          <small>
            {bet.marketDescription} · {bet.eventDescription}
          </small>
          {closing ? <small>{t('betslip.closing', 'No longer available, leaving the slip…')}</small> : null}
        </span>
        <Price decimal={bet.decimal} previous={bet.previousDecimal} display={display} />
        <button
          type="button"
          className="remove"
          aria-label={t('betslip.remove', { name: bet.outcomeDescription, defaultValue: `Remove ${bet.outcomeDescription}` })}
          onClick={onRemove}
        >
          ✕
        </button>
      </div>
      <StakeRow
        betKey={bet.ref}
        name={bet.outcomeDescription}
        unitStake={bet.unitStake}
        figures={figures}
        entry={entry}
        error={error}
      />
    </li>
  );
}
