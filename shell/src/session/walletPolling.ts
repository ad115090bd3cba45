import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { platformPaths, type ApiClient, type EventBus, type ShellStores, type Wallet } from '@sportsbook/contracts';

/**
 * Wallet polling (spec 1 section 4): every user_wallet_poll_time while logged in, paused while the
 * window is unfocused, refetched when it regains focus (see followWindowFocus). Each new balance goes to the
 * wallet store.
 */
export function startWalletPolling(api: ApiClient, stores: ShellStores, bus: EventBus) {
  const client = new QueryClient();
  // Mounted, the client follows the focus manager: without it, regaining focus refetches nothing.
  client.mount();
  let observer: QueryObserver<Wallet> | undefined;
  let unsubscribe: (() => void) | undefined;

  const follow = () => {
    unsubscribe?.();
    const { status, session } = stores.session.getState();
    if (status !== 'logged-in' || !session) return;
    const { user_wallet_poll_time: interval, device_session_login: deviceStyle } = stores.globalSettings.getState().settings;
    observer = new QueryObserver<Wallet>(client, {
      queryKey: ['wallet', session.username],
      queryFn: async ({ signal }) =>
        // The device-session style has its own balance call (spec 1 section 7.2).
        (
          await api.get<Wallet>(deviceStyle ? platformPaths.deviceBalance : platformPaths.wallet(session.username), {
            params: deviceStyle ? {} : { includeFullBalanceDetails: true },
            withAuth: true,
            signal,
          })
        ).data,
      refetchInterval: interval,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      retry: false,
    });
    unsubscribe = observer.subscribe((result) => {
      if (result.data) {
        stores.wallet.getState().setWallet(result.data);
        bus.emit('wallet/updated', { wallet: result.data });
        bus.emit('parent/post', { type: 'balanceupdate', balance: result.data.balance });
      }
    });
  };

  const stop = stores.session.subscribe((state, previous) => {
    if (state.status !== previous.status || state.session?.username !== previous.session?.username) follow();
  });
  follow();
  return () => {
    stop();
    unsubscribe?.();
    client.unmount();
    client.clear();
  };
}
