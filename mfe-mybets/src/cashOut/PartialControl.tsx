import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDigits } from '@sportsbook/domain';
import { useFormats } from '../state';
import type { PartialPayment } from './partialModel';

const control = css`
  width: 100%;
  display: grid;
  grid-template-columns: 1fr minmax(88px, 120px);
  align-items: center;
  gap: 4px 10px;
  label {
    grid-column: 1 / -1;
    font-size: 12px;
    font-weight: 700;
  }
  input[type='range'] {
    width: 100%;
    min-height: 32px;
    accent-color: var(--sb-accent);
  }
  input[type='number'] {
    min-height: 36px;
    border: 1px solid var(--sb-border);
    border-radius: 6px;
    padding: 4px 8px;
    font: inherit;
    background: var(--sb-surface);
    color: var(--sb-text);
  }
  output {
    grid-column: 1 / -1;
    font-size: 12px;
    color: var(--sb-text-muted);
  }
`;

/**
 * The amount of a partial cash out: a slider for the thumb and a field for the exact figure, over the range
 * the offer allows, with what it pays and what stays on.
 */
export function PartialControl({
  range,
  value,
  currency,
  payment,
  onChange,
}: {
  range: { min: number; max: number };
  value: number;
  currency: string;
  payment: PartialPayment | null;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const { money } = useFormats();
  const id = useId();
  const step = 10 ** -currencyDigits(currency);
  const label = t('mybets.cashOut.partAmount', 'Amount to cash out');
  // The field keeps what the player types (an empty field, a figure half typed); the amount is kept within
  // the range, and the field shows it again once the player leaves it.
  const [text, setText] = useState(String(value));
  const slide = (next: number) => {
    setText(String(next));
    onChange(next);
  };
  return (
    <div css={control}>
      <label htmlFor={`${id}-range`}>{label}</label>
      <input
        id={`${id}-range`}
        type="range"
        min={range.min}
        max={range.max}
        step={step}
        value={value}
        aria-valuetext={money(value)}
        onChange={(e) => slide(Number(e.target.value))}
      />
      <input
        type="number"
        inputMode="decimal"
        aria-label={label}
        min={range.min}
        max={range.max}
        step={step}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const typed = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(typed)) onChange(typed);
        }}
        onBlur={() => setText(String(value))}
      />
      {payment && (
        <output htmlFor={`${id}-range`} aria-live="polite">
          {t('mybets.cashOut.partPays', 'Pays {{amount}} · {{stake}} stays on to return {{returns}}', {
            amount: money(payment.amount),
            stake: money(payment.stakeLeft),
            returns: money(payment.potentialReturnsLeft),
          })}
        </output>
      )}
    </div>
  );
}
