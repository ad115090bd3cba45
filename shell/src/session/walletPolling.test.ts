import { act } from '@testing-library/react';
import { createEventBus, createShellStores, type ApiClient } from '@sportsbook/contracts';
import { startWalletPolling } from './walletPolling';

/** A platform whose balance the test changes, as a deposit in another tab would. */
function setup() {
  let balance = 100;
  const api = {
    get: async () => ({ data: { balance, name: 'sportsbook', promoCash: 0, totalLeftToWager: 0, withdrawableAmount: balance } }),
  } as unknown as ApiClient;
  const stores = createShellStores();
  // Polling alone would not show the change within the test: only focus can.
  stores.globalSettings.setState((g) => ({ settings: { ...g.settings, user_wallet_poll_time: 600_000 } }));
  stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 't', expirationTimeInSeconds: 3600 });
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
});
