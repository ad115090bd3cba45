import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, type FakeRequest } from '@sportsbook/testing';
import type { DepositLimits } from '@sportsbook/domain';
import DepositForm from './DepositForm';

const limits = (answered: boolean, daily: number | null = null): DepositLimits => ({
  answered,
  currency: 'EUR',
  limits: [
    { period: 'daily', amount: daily, used: 0 },
    { period: 'weekly', amount: null, used: 0 },
    { period: 'monthly', amount: null, used: 0 },
  ],
});

function renderLoggedIn(answer: (request: FakeRequest) => { status: number; data?: unknown }) {
  const shell = renderInShell(<DepositForm />, answer);
  act(() =>
    shell.stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '42' } as never),
  );
  return shell;
}

describe('the cashier deposit', () => {
  it('asks a new player for a deposit limit first; "No limit" is an answer, then the deposit form shows', async () => {
    let answered = false;
    const shell = renderLoggedIn((request) => {
      if (request.url.endsWith('/depositLimits') && request.method === 'put') {
        answered = true;
        return { status: 200, data: limits(true) };
      }
      return { status: 200, data: limits(answered) };
    });
    expect(await screen.findByRole('heading', { name: 'Set a deposit limit before your first deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No limit' }));
    expect(JSON.parse(shell.requests.find((r) => r.method === 'put')!.data!)).toEqual({
      daily: null,
      weekly: null,
      monthly: null,
    });
    expect(await screen.findByRole('button', { name: 'Deposit' })).toBeDisabled();
  });

  it('says a deposit over the limit is refused, and a deposit that fits updates the balance', async () => {
    const shell = renderLoggedIn((request) => {
      if (request.url.endsWith('/deposits')) {
        const { amount } = JSON.parse(request.data!);
        return amount > 50
          ? { status: 422, data: { code: 'DEPOSIT_LIMIT_EXCEEDED', message: 'Deposit over your daily limit' } }
          : { status: 200, data: { amount, balance: 130, currency: 'EUR' } };
      }
      return { status: 200, data: limits(true, 50) };
    });
    act(() =>
      shell.stores.wallet
        .getState()
        .setWallet({ balance: 100, name: 'sportsbook', promoCash: 0, totalLeftToWager: 0, withdrawableAmount: 100 }),
    );
    expect(await screen.findByText(/deposit up to .*50\.00 now/)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Amount (EUR)' });
    await userEvent.type(field, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This deposit is over your deposit limit.');
    await userEvent.clear(field);
    await userEvent.type(field, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Deposited .*30\.00\. Your balance is .*130\.00\./);
    expect(shell.stores.wallet.getState().wallet?.balance).toBe(130);
  });

  it('asks again where the player deposits once a raised limit may be confirmed', async () => {
    renderLoggedIn(() => ({
      status: 200,
      data: {
        ...limits(true, 50),
        limits: [
          { period: 'daily', amount: 50, used: 0, pending: { amount: 80, from: '2026-04-02T10:00:00.000Z', confirmable: true } },
          { period: 'weekly', amount: null, used: 0 },
          { period: 'monthly', amount: null, used: 0 },
        ],
      },
    }));
    expect(await screen.findByRole('link', { name: 'Your new deposit limit is ready: confirm it to use it.' })).toHaveAttribute(
      'href',
      '/en/account/safer-gambling',
    );
  });
});
