import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBooked, DEPOSIT_LIMIT_PERIODS, type DepositLimits } from '@sportsbook/domain';
import { dateTimeOf } from '../dateTimeOf';
import { useDepositLimits } from './depositLimitsCalls';
import { limitInputs, limitsRequest, PERIOD_LABELS, type LimitInputs } from './depositLimitsModel';

/**
 * The deposit limits: a field a period (empty is no limit). A lower limit applies at once; a higher one
 * waits 24 hours, after which the player is asked again here. As the prompt before the first deposit it
 * also offers "No limit", an answer the platform takes as one.
 */
export function DepositLimitsForm({ limits, prompt = false }: { limits: DepositLimits; prompt?: boolean }) {
  const { t, i18n } = useTranslation();
  const { save, confirm } = useDepositLimits();
  const [inputs, setInputs] = useState<LimitInputs>(() => limitInputs(limits));
  const [invalid, setInvalid] = useState<string | null>(null);
  const money = (amount: number | null) =>
    amount === null ? t('account.limits.none', 'No limit') : formatBooked(amount, limits.currency, i18n.language);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const made = limitsRequest(inputs, limits.currency);
    if ('invalid' in made) return setInvalid(made.invalid);
    setInvalid(null);
    save.mutate(made.request);
  };
  const titleId = prompt ? 'limits-prompt-title' : 'limits-title';
  return (
    <form onSubmit={submit} aria-labelledby={titleId} noValidate>
      <h2 id={titleId}>
        {prompt
          ? t('account.limits.promptTitle', 'Set a deposit limit before your first deposit')
          : t('account.limits.title', 'Deposit limits')}
      </h2>
      <p className="hint">
        {t(
          'account.limits.intro',
          'A lower limit applies at once. A higher limit, or removing one, waits 24 hours and then asks you to confirm it.',
        )}
      </p>
      {DEPOSIT_LIMIT_PERIODS.map((period) => {
        const limit = limits.limits.find((l) => l.period === period);
        const hintId = `limit-${period}-hint`;
        return (
          <div key={period} className="limit">
            <label>
              {t(...PERIOD_LABELS[period])} ({limits.currency})
              <input
                inputMode="decimal"
                value={inputs[period]}
                aria-invalid={invalid === period}
                aria-describedby={hintId}
                onChange={(event) => setInputs({ ...inputs, [period]: event.target.value })}
              />
            </label>
            <p id={hintId} className="hint">
              {limit && !prompt
                ? t('account.limits.now', 'Now: {{amount}}, deposited {{used}}', {
                    amount: money(limit.amount),
                    used: money(limit.used),
                  })
                : t('account.limits.emptyIsNone', 'Leave empty for no limit')}
            </p>
            {limit?.pending ? (
              <div className="pending" role="status">
                {limit.pending.confirmable ? (
                  <>
                    {t('account.limits.confirmAsk', 'Your change to {{amount}} is ready. Do you still want it?', {
                      amount: money(limit.pending.amount),
                    })}{' '}
                    <button type="button" disabled={confirm.isPending} onClick={() => confirm.mutate(period)}>
                      {t('account.limits.confirm', 'Confirm the new limit')}
                    </button>
                  </>
                ) : (
                  t('account.limits.pending', 'Your change to {{amount}} applies from {{date}}, once you confirm it then.', {
                    amount: money(limit.pending.amount),
                    date: dateTimeOf(limit.pending.from),
                  })
                )}
              </div>
            ) : null}
          </div>
        );
      })}
      {invalid ? (
        <p className="error" role="alert">
          {t('account.limits.invalid', 'Enter an amount, or leave the field empty for no limit.')}
        </p>
      ) : null}
      {save.isError || confirm.isError ? (
        <p className="error" role="alert">
          {t('errors.something-went-wrong', 'Something went wrong.')}
        </p>
      ) : null}
      {save.isSuccess && !prompt ? <p role="status">{t('account.limits.saved', 'Your deposit limits are saved.')}</p> : null}
      <div className="actions">
        <button type="submit" disabled={save.isPending}>
          {t('account.limits.save', 'Save limits')}
        </button>
        {prompt ? (
          <button
            type="button"
            className="secondary"
            disabled={save.isPending}
            onClick={() => save.mutate({ daily: null, weekly: null, monthly: null })}
          >
            {t('account.limits.none', 'No limit')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
