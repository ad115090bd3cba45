import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyBet } from '@sportsbook/contracts';
import { useFormats, usePlayer } from '../state';
import { cashOutOffered } from './cashOutModel';
import { halfOf, offerChanged, partialPayment, partialRange } from './partialModel';
import { PartialControl } from './PartialControl';
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
  .note.changed {
    color: var(--sb-text);
    font-weight: 700;
  }
`;

/**
 * The cash out control of an open bet: the offer in full or a part of it (the rest of the stake stays on),
 * the countdown to confirm, and the outcome. An offer that differs from the value the player saw says so,
 * and is accepted as the new value, never confirmed unawares.
 */
export function CashOut({ bet, onDone }: { bet: MyBet; onDone: (bet: MyBet, amount: number) => void }) {
  const { t } = useTranslation();
  const { money } = useFormats();
  const currency = usePlayer()?.currency ?? 'EUR';
  const cashOut = useCashOut(bet, onDone);
  const [partOpen, setPartOpen] = useState(false);
  const [part, setPart] = useState<number | null>(null);
  // The part asked for when the offer was requested: the confirmation keeps to it, whatever the live value does
  // meanwhile (a suspension withdraws the control, never turns a part into a full cash out).
  const [askedPart, setAskedPart] = useState<number | null>(null);
  const { step } = cashOut;
  const partialDone = step.step === 'done' && step.stakeLeft !== undefined;
  if (!cashOutOffered(bet) && (step.step === 'offered' || step.step === 'expired' || partialDone)) return null;
  const value = bet.cashoutValue ?? 0;
  const range = partialRange(bet, currency);
  // Half the range until the player moves the slider; always within what the value now allows.
  const chosen = range ? Math.min(Math.max(part ?? halfOf(range, currency), range.min), range.max) : null;
  const partial = partOpen && range !== null && chosen !== null;

  if (step.step === 'countdown' || step.step === 'confirming') {
    const { offer, shown } = step;
    const payment = askedPart === null ? null : partialPayment(askedPart, offer, bet, currency);
    const amount = money(payment?.amount ?? askedPart ?? offer.amount);
    const changed = shown !== undefined && offerChanged(shown, offer.amount, currency);
    return (
      <div css={box}>
        {changed && (
          <p className="note changed" role="alert">
            {t('mybets.cashOut.changed', 'The value changed from {{from}} to {{to}}.', {
              from: money(shown),
              to: money(offer.amount),
            })}
          </p>
        )}
        <button
          type="button"
          className="take"
          disabled={step.step === 'confirming'}
          onClick={() => void cashOut.confirm(payment?.amount ?? askedPart ?? undefined)}
        >
          {changed
            ? t('mybets.cashOut.accept', 'Accept {{amount}}', { amount })
            : t('mybets.cashOut.confirm', 'Confirm cash out {{amount}}', { amount })}
        </button>
        <button type="button" className="quiet" disabled={step.step === 'confirming'} onClick={cashOut.cancel}>
          {t('mybets.cashOut.cancel', 'Cancel')}
        </button>
        {payment && (
          <p className="note">
            {t('mybets.cashOut.partLeft', '{{stake}} of your stake stays on.', { stake: money(payment.stakeLeft) })}
          </p>
        )}
        <p className="note" role="timer" aria-live="off">
          {step.step === 'confirming'
            ? t('mybets.cashOut.confirming', 'Cashing out…')
            : t('mybets.cashOut.countdown', 'Offer held for {{seconds}} s', { seconds: cashOut.secondsLeft })}
        </p>
      </div>
    );
  }
  if (step.step === 'done' && !partialDone) {
    return (
      <p css={box} role="status">
        <span className="note">{t('mybets.cashOut.done', 'Cashed out {{amount}}', { amount: money(step.amount) })}</span>
      </p>
    );
  }
  const preview = partial ? partialPayment(chosen, { amount: value, partial: range }, bet, currency) : null;
  return (
    <div css={box}>
      {step.step === 'done' && step.stakeLeft !== undefined && (
        <p className="note" role="status">
          {t('mybets.cashOut.doneLeft', 'Cashed out {{amount}}. {{stake}} stays on.', {
            amount: money(step.amount),
            stake: money(step.stakeLeft),
          })}
        </p>
      )}
      <button
        type="button"
        className="take"
        disabled={step.step === 'requesting'}
        onClick={() => {
          setAskedPart(preview ? preview.amount : null);
          void cashOut.request(value);
        }}
      >
        {t('mybets.cashOut.offer', 'Cash out {{amount}}', { amount: money(preview?.amount ?? value) })}
      </button>
      {range && (
        <button type="button" className="quiet" aria-expanded={partOpen} onClick={() => setPartOpen((open) => !open)}>
          {t('mybets.cashOut.part', 'Cash out part')}
        </button>
      )}
      {partial && <PartialControl range={range} value={chosen} currency={currency} payment={preview} onChange={setPart} />}
      {step.step === 'expired' && <p className="note">{t('mybets.cashOut.expired', 'The offer ran out. Ask for a new one.')}</p>}
      {step.step === 'failed' && (
        <p className="note error" role="alert">
          {step.message || t('mybets.cashOut.failed', 'Cash out is not available right now.')}
        </p>
      )}
    </div>
  );
}
