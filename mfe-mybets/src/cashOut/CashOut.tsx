import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { MyBet } from '@sportsbook/contracts';
import { useFormats } from '../state/useFormats';
import { cashOutOffered } from './cashOutModel';
import { useCashOut } from './useCashOut';

const box = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 10px;
  button {
    flex: 1 1 auto;
    min-height: 40px;
    border-radius: 6px;
    padding: 8px 12px;
    font-weight: 700;
    cursor: pointer;
    border: 1px solid var(--sb-accent);
  }
  .take {
    background: var(--sb-accent);
    color: var(--sb-accent-text);
  }
  .quiet {
    background: transparent;
    color: var(--sb-text);
    border-color: var(--sb-border);
    flex: 0 0 auto;
  }
  button:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  .note {
    width: 100%;
    margin: 0;
    font-size: 12px;
    color: var(--sb-text-muted);
  }
  .note.error {
    color: var(--sb-negative);
  }
`;

/** The cash out control of an open bet: offer, countdown to confirm, and the outcome. */
export function CashOut({ bet, onDone }: { bet: MyBet; onDone: (bet: MyBet, amount: number) => void }) {
  const { t } = useTranslation();
  const { money } = useFormats();
  const cashOut = useCashOut(bet, onDone);
  const { step } = cashOut;
  if (!cashOutOffered(bet) && (step.step === 'offered' || step.step === 'expired')) return null;
  const value = money(bet.cashoutValue ?? 0);

  if (step.step === 'countdown' || step.step === 'confirming') {
    const amount = money(step.offer.amount);
    return (
      <div css={box}>
        <button type="button" className="take" disabled={step.step === 'confirming'} onClick={() => void cashOut.confirm()}>
          {t('mybets.cashOut.confirm', 'Confirm cash out {{amount}}', { amount })}
        </button>
        <button type="button" className="quiet" disabled={step.step === 'confirming'} onClick={cashOut.cancel}>
          {t('mybets.cashOut.cancel', 'Cancel')}
        </button>
        <p className="note" role="timer" aria-live="off">
          {step.step === 'confirming'
            ? t('mybets.cashOut.confirming', 'Cashing out…')
            : t('mybets.cashOut.countdown', 'Offer held for {{seconds}} s', { seconds: cashOut.secondsLeft })}
        </p>
      </div>
    );
  }
  if (step.step === 'done') {
    return (
      <p css={box} role="status">
        <span className="note">{t('mybets.cashOut.done', 'Cashed out {{amount}}', { amount: money(step.amount) })}</span>
      </p>
    );
  }
  return (
    <div css={box}>
      <button type="button" className="take" disabled={step.step === 'requesting'} onClick={() => void cashOut.request()}>
        {t('mybets.cashOut.offer', 'Cash out {{amount}}', { amount: value })}
      </button>
      {step.step === 'expired' && <p className="note">{t('mybets.cashOut.expired', 'The offer ran out. Ask for a new one.')}</p>}
      {step.step === 'failed' && (
        <p className="note error" role="alert">
          {step.message || t('mybets.cashOut.failed', 'Cash out is not available right now.')}
        </p>
      )}
    </div>
  );
}
