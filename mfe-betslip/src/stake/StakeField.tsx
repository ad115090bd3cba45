import { useId } from 'react';
import { css } from '@emotion/react';
import { allowsDecimalPoint, parseStakeText, type StakeChange, type StakeCurrency } from './stakeRules';
import { controlField } from '@sportsbook/ui';

const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    font-size: 12px;
    color: var(--sb-text-muted);
  }
  input {
    ${controlField};
    width: 100%;
    box-sizing: border-box;
    padding: 8px 10px;
    text-align: right;
  }
  .error {
    margin: 0;
    font-size: 12px;
    color: var(--sb-negative);
  }
`;

/**
 * A stake typed on the device's own keyboard. Every change goes through the stake rules: the field
 * shows `change.text` and the slip takes `change.stake` when `change.update` says so.
 */
export function StakeField({
  label,
  value,
  currency,
  onChange,
  onFocus,
  invalid,
}: {
  label: string;
  value: string;
  currency: StakeCurrency;
  onChange: (change: StakeChange) => void;
  onFocus?: () => void;
  invalid?: string;
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div css={field}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="text"
        // Without a decimal point to type, the phone's plain number pad fits better.
        inputMode={allowsDecimalPoint(currency) ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(parseStakeText(event.target.value, currency, value))}
        onFocus={onFocus}
      />
      {invalid ? (
        <p id={errorId} className="error">
          {invalid}
        </p>
      ) : null}
    </div>
  );
}
