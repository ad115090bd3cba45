import { useState } from 'react';
import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@sportsbook/domain';
import { addQuickStake, allowsDecimalPoint, pressKey, type KeypadKey, type StakeCurrency } from './stakeRules';

const shake = keyframes`
  0%, 100% { transform: translateX(0); }
  25% { transform: translateX(-4px); }
  75% { transform: translateX(4px); }
`;

const keyboard = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 8px;
  background: var(--sb-surface);
  border-top: 1px solid var(--sb-border);
  color: var(--sb-text);
  button {
    min-height: 44px;
    border: 1px solid var(--sb-border);
    border-radius: 6px;
    background: var(--sb-surface-2);
    color: var(--sb-text);
    font: inherit;
    font-size: 18px;
    cursor: pointer;
    touch-action: manipulation;
  }
  button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  button.refused {
    border-color: var(--sb-negative);
    animation: ${shake} 0.25s ease-in-out 2;
  }
  @media (prefers-reduced-motion: reduce) {
    button.refused {
      animation: none;
    }
  }
  .quick {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 8px;
  }
  .quick button {
    font-size: 14px;
    font-weight: 600;
    color: var(--sb-accent);
  }
  .keys {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    grid-template-areas:
      'k1 k2 k3 delete'
      'k4 k5 k6 delete'
      'k7 k8 k9 done'
      'point k0 clear done';
    gap: 8px;
  }
  .clear {
    font-size: 14px;
  }
  .done {
    background: var(--sb-accent);
    border-color: var(--sb-accent);
    color: var(--sb-accent-text);
    font-weight: 700;
    font-size: 16px;
  }
  .feedback {
    margin: 0;
    min-height: 1.2em;
    font-size: 13px;
    text-align: center;
    color: var(--sb-negative);
  }
`;

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;

/**
 * The numeric on-screen keyboard of the betslip (spec 2 section 2): quick stakes on top, a phone
 * keypad below. A refused key shakes and is announced, so the player knows the tap was seen.
 */
export function StakeKeyboard({
  value,
  currency,
  onChange,
  onDone,
  quickStakes = [],
}: {
  value: string;
  currency: StakeCurrency;
  onChange: (next: string) => void;
  onDone: () => void;
  quickStakes?: number[];
}) {
  const { t, i18n } = useTranslation();
  const [refused, setRefused] = useState<string | null>(null);
  const [notAllowed, setNotAllowed] = useState(false);

  const press = (button: string, next: string | null) => {
    if (next === null) {
      setRefused(button);
      setNotAllowed(true);
      return;
    }
    setRefused(null);
    setNotAllowed(false);
    if (next !== value) onChange(next);
  };
  const key = (pressed: KeypadKey) => () => press(pressed, pressKey(value, pressed, currency));
  const refusedClass = (button: string) => (refused === button ? 'refused' : undefined);

  return (
    // A tap must not take focus from the stake field the keyboard types into.
    <div css={keyboard} onMouseDown={(event) => event.preventDefault()}>
      {quickStakes.length > 0 ? (
        <div className="quick" role="group" aria-label={t('betslip.keyboard.quickStakes', 'Quick stakes')}>
          {quickStakes.map((amount) => {
            const button = `quick-${amount}`;
            return (
              <button
                key={amount}
                type="button"
                className={refusedClass(button)}
                onAnimationEnd={() => setRefused(null)}
                onClick={() => press(button, addQuickStake(value, amount, currency))}
              >
                +{formatAmount(amount, Number.isInteger(amount) ? 0 : 2, i18n.language)}
              </button>
            );
          })}
        </div>
      ) : null}
      <div className="keys" role="group" aria-label={t('betslip.keyboard.label', 'Stake keyboard')}>
        {DIGITS.map((digit) => (
          <button
            key={digit}
            type="button"
            className={refusedClass(digit)}
            style={{ gridArea: `k${digit}` }}
            onAnimationEnd={() => setRefused(null)}
            onClick={key(digit)}
          >
            {digit}
          </button>
        ))}
        <button
          type="button"
          className={refusedClass('.')}
          style={{ gridArea: 'point' }}
          aria-label={t('betslip.keyboard.decimalPoint', 'Decimal point')}
          disabled={!allowsDecimalPoint(currency)}
          onAnimationEnd={() => setRefused(null)}
          onClick={key('.')}
        >
          .
        </button>
        <button type="button" className="clear" style={{ gridArea: 'clear' }} onClick={key('clear')}>
          {t('betslip.keyboard.clear', 'Clear')}
        </button>
        <button
          type="button"
          style={{ gridArea: 'delete' }}
          aria-label={t('betslip.keyboard.delete', 'Delete')}
          onClick={key('backspace')}
        >
          <span aria-hidden="true">⌫</span>
        </button>
        <button type="button" className="done" style={{ gridArea: 'done' }} onClick={onDone}>
          {t('betslip.keyboard.done', 'Done')}
        </button>
      </div>
      <p className="feedback" role="status">
        {notAllowed ? t('betslip.keyboard.notAllowed', 'Not allowed') : ''}
      </p>
    </div>
  );
}
