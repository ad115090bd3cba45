import { act } from '@testing-library/react';
import { createEventBus, createShellStores, type ApiClient } from '@sportsbook/contracts';
import { startWalletPolling } from './walletPolling';
import { followWindowFocus } from './windowFocus';

/**
 * A platform whose balance the test changes, as a deposit in another tab would. Its two balance calls
 * answer different amounts, so the balance shown tells which call the site made.
 */
function setup({ deviceStyle = false } = {}) {
  let balance = 100;
  const api = {
    get: async (path: string) => {
      const amount = path === '/franco/accounts/me/balance' ? balance + 1000 : path.endsWith('/balance/sportsbook') ? balance : 0;
      return { data: { balance: amount, name: 'sportsbook', promoCash: 0, totalLeftToWager: 0, withdrawableAmount: amount } };
    },
  } as unknown as ApiClient;
  const stores = createShellStores();
  // Polling alone would not show the change within the test: only focus can.
  stores.globalSettings.setState((g) => ({
    settings: { ...g.settings, user_wallet_poll_time: 600_000, device_session_login: deviceStyle },
  }));
  stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 't', expirationTimeInSeconds: 3600 });
  followWindowFocus();
  const stop = startWalletPolling(api, stores, createEventBus());
  const shown = () => stores.wallet.getState().wallet?.balance;
  return { stop, shown, deposit: (amount: number) => (balance += amount) };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('wallet polling', () => {
  it('refetches the balance when the window regains focus', async () => {
    const wallet = setup();
    await settle();
    expect(wallet.shown()).toBe(100);
    act(() => void window.dispatchEvent(new Event('blur')));
    wallet.deposit(50);
    await settle();
    expect(wallet.shown()).toBe(100);
    act(() => void window.dispatchEvent(new Event('focus')));
    await settle();
    expect(wallet.shown()).toBe(150);
    wallet.stop();
  });

  it('reads the balance with GET {base}/accounts/me/balance on the device-session style (spec 1 section 7.2)', async () => {
    const wallet = setup({ deviceStyle: true });
    await settle();
    expect(wallet.shown()).toBe(1100);
    act(() => void window.dispatchEvent(new Event('blur')));
    wallet.deposit(50);
    act(() => void window.dispatchEvent(new Event('focus')));
    await settle();
    expect(wallet.shown()).toBe(1150);
    wallet.stop();
  });
});
