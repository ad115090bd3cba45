import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDigits } from '@sportsbook/domain';
import type { MyBet } from '@sportsbook/contracts';
import { actionButtons } from '../betView';
import { useFormats, usePlayer } from '../state';
import { targetProblem } from './autoCashOutModel';
import { useAutoCashOut } from './useAutoCashOut';

const box = css`
  ${actionButtons}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 8px;
  font-size: 12px;
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px;
    width: 100%;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    flex: 1 1 180px;
    font-weight: 700;
  }
  input {
    min-height: 36px;
    border: 1px solid var(--sb-border);
    border-radius: 6px;
    padding: 4px 8px;
    font: inherit;
    background: var(--sb-surface);
    color: var(--sb-text);
  }
  .armed {
    flex: 1 1 auto;
    margin: 0;
    font-weight: 700;
  }
  .note {
    width: 100%;
    margin: 0;
    color: var(--sb-text-muted);
  }
  .note.error {
    color: var(--sb-negative);
  }
`;

/**
 * A bet's auto cash-out rule: shown with a way to remove it when set, else a form for the offer to cash out
 * at. The platform keeps the rule and fires it once, whether or not this page is open.
 */
export function AutoCashOut({ bet }: { bet: MyBet }) {
  const { t } = useTranslation();
  const { money } = useFormats();
  const currency = usePlayer()?.currency ?? 'EUR';
  const rule = useAutoCashOut(bet.betId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof targetProblem>>(null);
  const id = useId();

  if (bet.autoCashOut) {
    return (
      <div css={box}>
        <p className="armed">
          {t('mybets.autoCashOut.armed', 'Auto cash out at {{amount}}', { amount: money(bet.autoCashOut.target) })}
        </p>
        <button type="button" disabled={rule.busy} onClick={() => void rule.remove()}>
          {t('mybets.autoCashOut.remove', 'Remove auto cash out')}
        </button>
        {rule.refusal !== null && <Refusal message={rule.refusal} />}
      </div>
    );
  }
  if (!editing) {
    return (
      <div css={box}>
        <button type="button" onClick={() => setEditing(true)}>
          {t('mybets.autoCashOut.open', 'Auto cash out')}
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target = Number(text.replace(',', '.'));
    const found = targetProblem(target, bet, currency);
    setProblem(found);
    if (!found && (await rule.set(target))) setEditing(false);
  };
  const problemText = {
    notAnAmount: t('mybets.autoCashOut.notAnAmount', 'Enter the offer to cash out at.'),
    alreadyReached: t('mybets.autoCashOut.alreadyReached', 'The offer is already {{amount}}: cash out now, or enter more.', {
      amount: money(bet.cashoutValue ?? 0),
    }),
    neverReached: t('mybets.autoCashOut.neverReached', 'An offer stays below the potential returns of {{amount}}: enter less.', {
      amount: money(bet.potentialReturns),
    }),
  };
  return (
    <div css={box}>
      <form onSubmit={(event) => void submit(event)} aria-describedby={`${id}-now`}>
        <label>
          {t('mybets.autoCashOut.target', 'Cash out when the offer reaches')}
          <input
            type="number"
            inputMode="decimal"
            step={10 ** -currencyDigits(currency)}
            min={0}
            value={text}
            aria-invalid={problem !== null}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" disabled={rule.busy}>
          {t('mybets.autoCashOut.set', 'Set')}
        </button>
        <button type="button" onClick={() => setEditing(false)}>
          {t('mybets.cashOut.cancel', 'Cancel')}
        </button>
      </form>
      {typeof bet.cashoutValue === 'number' && (
        <p className="note" id={`${id}-now`}>
          {t('mybets.autoCashOut.now', 'Offer now {{amount}}', { amount: money(bet.cashoutValue) })}
        </p>
      )}
      {problem && (
        <p className="note error" role="alert">
          {problemText[problem]}
        </p>
      )}
      {rule.refusal !== null && <Refusal message={rule.refusal} />}
    </div>
  );
}

function Refusal({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <p className="note error" role="alert">
      {message || t('mybets.autoCashOut.failed', 'The auto cash out could not be saved right now.')}
    </p>
  );
}
