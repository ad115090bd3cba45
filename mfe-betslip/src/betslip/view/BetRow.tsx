import { useTranslation } from 'react-i18next';
import { formatOdds, formatShown, betBuilderLegs, freeStakeChoiceOf, type FreeStakeChoice } from '@sportsbook/domain';
import type { SlipBet } from '../slipModel';
import type { SlipFigures } from '../slipFigures';
import { StakeRow, type StakeEntry } from './StakeRow';
import { BoostedSinglePrice, BoostNote } from './BoostedSingle';

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
  onFreeStake,
}: {
  bet: SlipBet;
  closing: boolean;
  figures?: SlipFigures['returns'][string];
  entry: StakeEntry;
  display: PriceDisplay;
  error?: string;
  onRemove: () => void;
  /** The free-bet choice, offered while free money can pay some of this single. */
  onFreeStake: (choice: FreeStakeChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const builderLegs = betBuilderLegs(bet);
  return (
    <li className={closing ? 'bet closing' : 'bet'} data-ref={bet.ref} aria-busy={closing}>
      <div className="line">
        <span className="what">
          <strong>{builderLegs ? t('betslip.betBuilder.title', 'Bet builder') : bet.outcomeDescription}</strong>
          {builderLegs ? (
            <ul className="builder-legs" aria-label={t('betslip.betBuilder.legs', 'Bet builder selections')}>
              {builderLegs.map((part) => (
                <li key={part}>{part}</li>
              ))}
            </ul>
          ) : null}
          <small>{builderLegs ? bet.eventDescription : `${bet.marketDescription} · ${bet.eventDescription}`}</small>
          {closing ? <small>{t('betslip.closing', 'No longer available, leaving the slip…')}</small> : null}
        </span>
        {bet.boost ? (
          <BoostedSinglePrice bet={{ ...bet, boost: bet.boost }} display={display} />
        ) : (
          <Price decimal={bet.decimal} previous={bet.previousDecimal} display={display} />
        )}
        <button
          type="button"
          className="remove"
          aria-label={t('betslip.remove', { name: bet.outcomeDescription, defaultValue: `Remove ${bet.outcomeDescription}` })}
          onClick={onRemove}
        >
          ✕
        </button>
      </div>
      {bet.boost ? <BoostNote bet={{ ...bet, boost: bet.boost }} currencyCode={entry.currencyCode} display={display} /> : null}
      <StakeRow
        betKey={bet.ref}
        name={bet.outcomeDescription}
        unitStake={bet.unitStake}
        figures={figures}
        entry={entry}
        error={error}
      />
      {bet.maxFreeMoneyStake ? (
        <label className="free-bet">
          <span>{t('betslip.freeBetOn', { defaultValue: 'Free bet on {{name}}', name: bet.outcomeDescription })}</span>
          {/* Spec 2 section 4: the free-bet stake accepts 'none' or 'max'; max is the single's maxFreeMoneyStake. */}
          <select
            value={bet.freeStakeChoice ?? 'none'}
            onChange={(event) => {
              const choice = freeStakeChoiceOf(event.target.value);
              if (choice) onFreeStake(choice);
            }}
          >
            <option value="none">{t('betslip.freeBetNone', 'None')}</option>
            <option value="max">
              {t('betslip.freeBetMax', {
                defaultValue: 'Max ({{amount}})',
                amount: formatShown(bet.maxFreeMoneyStake, entry.currencyCode, i18n.language),
              })}
            </option>
          </select>
          {bet.freeMoneyUnitStake ? (
            <small>
              {t('betslip.freeBetPays', {
                defaultValue: 'Free money pays {{amount}}',
                amount: formatShown(bet.freeMoneyUnitStake, entry.currencyCode, i18n.language),
              })}
            </small>
          ) : null}
        </label>
      ) : null}
    </li>
  );
}
