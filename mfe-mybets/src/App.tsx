import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useShellContext, useShellRoute, useShellStore } from '@sportsbook/contracts';
import { AccountTabStrip } from './accountTabs/AccountTabStrip';
import { useBetCount } from './betCount/useBetCount';
import { MyBetsModal } from './modal/MyBetsModal';
import { useModalToggle } from './modal/useModalToggle';
import { usePresentation } from './modal/usePresentation';
import { MyBetsPanel } from './panel/MyBetsPanel';
import { createMyBetsStore } from './state/myBetsStore';
import { MyBetsStoreProvider, useMyBetsStoreApi } from './state/MyBetsStoreContext';
import { MY_BETS_KEY } from './state/myBetsPaths';

/**
 * My bets where the shell put it: a page or a column panel, or a modal that the bottom navigation (or
 * any remote, through mybets/open) opens. The bet count runs in every case: it feeds the badge, the
 * wallet and an embedding parent.
 */
function MyBets() {
  const { bus, stores, domElementGetter } = useShellContext();
  const store = useMyBetsStoreApi();
  const queryClient = useQueryClient();
  const presentation = usePresentation();
  const modalState = useShellStore('ui', (s) => s.myBetsModalState);
  const toggle = useModalToggle();
  const shown = presentation.kind === 'panel' || modalState === 'visible';
  useBetCount(shown);

  const isModal = presentation.kind === 'modal';
  // On in the commit, before the shell hears the mount is done and sends the open it held while my bets loaded.
  useLayoutEffect(
    () =>
      bus.on('mybets/open', () => {
        if (isModal) toggle(true);
        else {
          // The panel is already on the page: bring it into view on its open tab.
          store.getState().setTab('open');
          const heading = domElementGetter().querySelector<HTMLElement>('h1, h2');
          heading?.scrollIntoView({ block: 'nearest' });
          heading?.focus();
        }
      }),
    [bus, domElementGetter, isModal, store, toggle],
  );
  // A modal left open when my bets moves into a column (a wider window, a new layout) is closed by the state machine.
  useEffect(() => {
    if (!isModal && stores.ui.getState().myBetsModalState === 'visible') toggle(false);
  }, [isModal, stores, toggle]);

  useEffect(
    () => bus.on('bets/placed', () => void queryClient.invalidateQueries({ queryKey: [MY_BETS_KEY] })),
    [bus, queryClient],
  );
  useEffect(
    () =>
      bus.on('session/changed', ({ loggedIn }) => {
        if (loggedIn) return;
        store.getState().reset();
        stores.ui.getState().setMyBetsModalState('closed');
        queryClient.removeQueries({ queryKey: [MY_BETS_KEY] });
      }),
    [bus, queryClient, store, stores],
  );

  const { path } = useShellRoute();
  const loggedIn = useShellStore('session', (s) => s.status === 'logged-in');
  const close = useCallback(() => toggle(false), [toggle]);
  // At /account/bets my bets is the account's tab: its page keeps the account's tab strip above it.
  const accountTab =
    presentation.kind === 'panel' && presentation.variant === 'page' && loggedIn && /^\/account\/bets\/?$/.test(path);
  if (presentation.kind === 'panel')
    return (
      <>
        {accountTab ? <AccountTabStrip /> : null}
        <MyBetsPanel variant={presentation.variant} />
      </>
    );
  return <MyBetsModal onClose={close} />;
}

export function App() {
  const [store] = useState(createMyBetsStore);
  return (
    <MyBetsStoreProvider store={store}>
      <MyBets />
    </MyBetsStoreProvider>
  );
}
