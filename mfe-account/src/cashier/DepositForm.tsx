import { useState } from 'react';
import { css } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failedCall, ShellLink, useShellContext } from '@sportsbook/contracts';
import { formatBooked, depositsPath, SAFER_GAMBLING_CODES, type DepositResult } from '@sportsbook/domain';
import type { DepositRequest } from '@sportsbook/contracts/wire';
import {
  depositLimitsKey,
  useDepositLimits,
  DepositLimitsForm,
  bookedAmount,
  depositRoom,
  saferGamblingStyles,
} from '../saferGambling';

const cashier = css`
  ${saferGamblingStyles}
  border-top: 1px solid var(--sb-border);
  margin-top: 16px;
  padding-top: 16px;
`;

/**
 * The reference cashier's deposit, on the balances tab (where the brand's cashier link leads). A player who
 * has not answered the deposit-limit question is asked it first; the platform refuses a deposit over a limit.
 */
export default function DepositForm() {
  const { t, i18n } = useTranslation();
  const { api, stores } = useShellContext();
  const queryClient = useQueryClient();
  const { accountId, query } = useDepositLimits();
  const [amount, setAmount] = useState('');
  const pay = useMutation({
    mutationFn: async (value: number) =>
      (await api.post<DepositResult>(depositsPath(accountId!), { amount: value } satisfies DepositRequest, { withAuth: true }))
        .data,
    onSuccess: (result) => {
      stores.wallet.getState().setBalance(result.balance);
      setAmount('');
      void queryClient.invalidateQueries({ queryKey: depositLimitsKey(accountId) });
    },
  });
  const limits = query.data;
  if (!limits) return null;
  if (!limits.answered)
    return (
      <div css={cashier}>
        <DepositLimitsForm limits={limits} prompt />
      </div>
    );
  // Typed as the player sees amounts (thousands for a scaled currency), booked as the platform keeps them.
  const value = bookedAmount(amount, limits.currency);
  const valid = value !== null && value > 0;
  const refusedOverLimit = pay.isError && failedCall(pay.error).code === SAFER_GAMBLING_CODES.limitExceeded;
  const room = depositRoom(limits);
  const money = (n: number) => formatBooked(n, limits.currency, i18n.language);
  return (
    <form
      css={cashier}
      aria-labelledby="deposit-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== null && value > 0) pay.mutate(value);
      }}
    >
      <h2 id="deposit-title">{t('account.deposit.title', 'Deposit')}</h2>
      <label>
        {t('account.deposit.amount', 'Amount ({{currency}})', { currency: limits.currency })}
        <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      {/* A raised limit whose wait is over is asked again where the player deposits, too. */}
      {limits.limits.some((limit) => limit.pending?.confirmable) ? (
        <p className="pending">
          <ShellLink path="/account/safer-gambling">
            {t('account.deposit.confirmLimit', 'Your new deposit limit is ready: confirm it to use it.')}
          </ShellLink>
        </p>
      ) : null}
      {room !== null ? (
        <p className="hint">
          {t('account.deposit.room', 'Your limits let you deposit up to {{amount}} now.', { amount: money(room) })}
        </p>
      ) : null}
      {refusedOverLimit ? (
        <p className="error" role="alert">
          {t('account.deposit.overLimit', 'This deposit is over your deposit limit.')}
        </p>
      ) : pay.isError ? (
        <p className="error" role="alert">
          {t('errors.something-went-wrong', 'Something went wrong.')}
        </p>
      ) : null}
      {pay.isSuccess ? (
        <p role="status">
          {t('account.deposit.done', 'Deposited {{amount}}. Your balance is {{balance}}.', {
            amount: money(pay.data.amount),
            balance: money(pay.data.balance),
          })}
        </p>
      ) : null}
      <button type="submit" disabled={!valid || pay.isPending}>
        {t('account.deposit.submit', 'Deposit')}
      </button>
    </form>
  );
}
