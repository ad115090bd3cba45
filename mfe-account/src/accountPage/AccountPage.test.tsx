import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { AccountPage } from './AccountPage';
import { BalancesTab } from './BalancesTab';

const entry = (id: number, kind: string, amount: number, balanceAfter: number) => ({
  id,
  kind,
  amount,
  balanceAfter,
  date: '2026-11-22T10:00:00Z',
});

function renderAt(path: string) {
  window.history.pushState(null, '', `/en${path}`);
  const shell = renderInShell(<AccountPage />, (config) => {
    if (config.url === '/xapi/rest/accounts/42/transactions') {
      const page = (config.params as { page: number }).page;
      return page === 1
        ? {
            status: 200,
            data: { page: 1, pageSize: 2, total: 3, transactions: [entry(3, 'win', 25, 1015), entry(2, 'stake', -10, 990)] },
          }
        : { status: 200, data: { page: 2, pageSize: 2, total: 3, transactions: [entry(1, 'deposit', 1000, 1000)] } };
    }
    if (config.url === '/xapi/icore/players/demo/details')
      return {
        status: 200,
        data: {
          username: 'demo',
          firstName: 'Dee',
          lastName: 'Mo',
          email: 'demo@example.com',
          accountNumber: '00000042',
          currency: 'EUR',
          countryCode: 'GB',
        },
      };
    if (config.url === '/franco/accounts/me/profile')
      return {
        status: 200,
        data: {
          email: 'kenya@example.com',
          firstName: 'Wanjiru',
          lastName: 'Kamau',
          accountCode: '00000007',
          accountStatus: 'active',
          registerDate: '2026-01-15T09:00:00Z',
          residence: { countryCode: 'KE' },
        },
      };
    return { status: 404 };
  });
  act(() =>
    shell.stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '42' } as never),
  );
  return shell;
}

describe('account area', () => {
  it('lists the transactions newest first, money out and in, a page at a time', async () => {
    renderAt('/account/transactions');
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(1)
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Winnings', 'EUR 25.00', 'EUR 1,015.00'],
      ['Stake', 'EUR -10.00', 'EUR 990.00'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('Deposit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows the profile from the player details, the country by its name', async () => {
    renderAt('/account');
    expect(await screen.findByText('demo@example.com')).toBeInTheDocument();
    expect(screen.getByText('Dee Mo')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Country').nextSibling).toHaveTextContent('United Kingdom'));
  });

  it("shows the device session's own profile (GET {base}/accounts/me/profile) on brands that log in that way", async () => {
    const shell = renderAt('/account');
    act(() => {
      const settings = shell.stores.globalSettings.getState();
      settings.setAll({ web: { ...settings.settings, device_session_login: true }, mobile: settings.byChannel.mobile }, 'web');
    });
    expect(await screen.findByText('kenya@example.com')).toBeInTheDocument();
    expect(screen.getByText('Wanjiru Kamau')).toBeInTheDocument();
    expect(screen.getByText('Account number').nextSibling).toHaveTextContent('00000007');
    expect(screen.getByText('Country').nextSibling).toHaveTextContent('Kenya');
    // Username and currency come from the session, which the profile answer leaves out.
    expect(screen.getByText('Currency').nextSibling).toHaveTextContent('EUR');
    expect(screen.getByText('Username').nextSibling).toHaveTextContent('demo');
  });

  it('has a back control, which goes back through the shell (home for a page opened directly)', async () => {
    const shell = renderAt('/account/balances');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(shell.emittedOf('navigation/back')).toHaveLength(1);
  });

  it('shows the wallet on the balances tab', () => {
    const shell = renderAt('/account/balances');
    act(() =>
      shell.stores.wallet
        .getState()
        .setWallet({ balance: 990, name: 'sportsbook', promoCash: 5, totalLeftToWager: 20, withdrawableAmount: 990 }),
    );
    expect(screen.getByText('Free money').nextSibling).toHaveTextContent('EUR 5.00');
    expect(screen.getByText('Left to wager').nextSibling).toHaveTextContent('EUR 20.00');
  });

  it('says that rupiah balances are shown in thousands, and says nothing of it for other currencies', () => {
    const wallet = { balance: 5_000_000, name: 'sportsbook', promoCash: 0, totalLeftToWager: 0, withdrawableAmount: 5_000_000 };
    const shell = renderInShell(<BalancesTab currency="IDR" />);
    act(() => shell.stores.wallet.getState().setWallet(wallet));
    expect(screen.getByText('Balance').nextSibling).toHaveTextContent('IDR 5,000.00');
    expect(screen.getByText('Amounts in IDR are shown in thousands.')).toBeInTheDocument();
    shell.rerender(<BalancesTab currency="EUR" />);
    expect(screen.queryByText(/shown in thousands/)).not.toBeInTheDocument();
  });

  it('hides the tabs the brand turns off', () => {
    const shell = renderAt('/account');
    act(() => {
      const settings = shell.stores.globalSettings.getState();
      settings.setAll(
        { web: { ...settings.settings, enable_transactions_tab: false }, mobile: settings.byChannel.mobile },
        'web',
      );
    });
    expect(screen.queryByRole('link', { name: 'Transactions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Balances' })).toBeInTheDocument();
  });
});
