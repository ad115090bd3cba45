import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../state';
import { box } from './editBetStyles';
import type { EditStep } from './useEditBet';

/**
 * The new bet the platform quotes for an edit, beside the bet as it stands, to confirm within the quote's
 * countdown or go back to choosing.
 */
export function EditQuote({
  step,
  canConfirm,
  secondsLeft,
  onConfirm,
  onBack,
}: {
  step: Extract<EditStep, { step: 'quoted' | 'confirming' }>;
  canConfirm: boolean;
  secondsLeft: number;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { money, odds } = useFormats();
  const titleId = useId();
  const { quote } = step;
  return (
    <section css={box} aria-labelledby={titleId}>
      <fieldset>
        <legend id={titleId}>{t('mybets.editBet.newBet', 'Your edited bet')}</legend>
        {step.step === 'quoted' && step.changed && (
          <p className="note changed" role="alert">
            {t('mybets.editBet.changed', 'Prices have moved: check the new figures.')}
          </p>
        )}
        <ul aria-label={t('mybets.editBet.newLegs', 'Selections of the edited bet')}>
          {quote.legs.map((leg) => (
            <li key={leg.outcomeId}>
              <span className="what">
                {leg.outcomeDescription}
                <small>
                  {leg.marketDescription} · {leg.eventDescription}
                </small>
              </span>
              <strong>{odds(leg.price)}</strong>
            </li>
          ))}
        </ul>
        <dl>
          <dt>{t('mybets.editBet.stake', 'Stake (cash-out value)')}</dt>
          <dd>
            {money(quote.stake)}
            <small>{t('mybets.editBet.was', 'was {{value}}', { value: money(quote.was.stake) })}</small>
          </dd>
          <dt>{t('mybets.editBet.odds', 'Odds')}</dt>
          <dd>
            {odds(quote.odds)}
            {quote.was.odds !== null && (
              <small>{t('mybets.editBet.was', 'was {{value}}', { value: odds(quote.was.odds) })}</small>
            )}
          </dd>
          <dt>{t('mybets.editBet.returns', 'Potential returns')}</dt>
          <dd>
            {money(quote.potentialReturns)}
            <small>{t('mybets.editBet.was', 'was {{value}}', { value: money(quote.was.potentialReturns) })}</small>
          </dd>
        </dl>
        <div className="actions">
          <button type="button" className="primary" disabled={step.step === 'confirming' || !canConfirm} onClick={onConfirm}>
            {step.step === 'confirming'
              ? t('mybets.editBet.confirming', 'Editing…')
              : t('mybets.editBet.confirm', 'Confirm edit')}
          </button>
          <button type="button" disabled={step.step === 'confirming'} onClick={onBack}>
            {t('mybets.editBet.back', 'Back')}
          </button>
        </div>
        <p className="note" role="timer" aria-live="off">
          {t('mybets.editBet.countdown', 'Held for {{seconds}} s', { seconds: secondsLeft })}
        </p>
      </fieldset>
    </section>
  );
}
