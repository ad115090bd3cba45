import type { ApiClient, ClientErrorReport, EventBus, ShellStores } from '@sportsbook/contracts';
import { loadPlayerPreferences } from './playerPreferences';
import { startIdleProbe } from './idleProbe';
import { startSessionLifecycle } from './sessionLifecycle';
import { startWalletPolling } from './walletPolling';

interface SessionPhaseDeps {
  api: ApiClient;
  bus: EventBus;
  stores: ShellStores;
  locale: () => string;
  report: (report: ClientErrorReport) => void;
  reload?: () => void;
}

/**
 * The player's session and what runs beside it: the stored token checked, the wallet polled, the idle probe,
 * the saved preferences. `ready` settles once the stored session is known, so remotes mount for the right player.
 */
export function startSession({ api, bus, stores, locale, report, reload = () => window.location.reload() }: SessionPhaseDeps) {
  const lifecycle = startSessionLifecycle({ api, bus, stores, locale, reload });
  startWalletPolling(api, stores, bus);
  startIdleProbe(
    api,
    () => (stores.ui.getState().isDesktop ? 'web' : 'mobile'),
    (message) => report({ phase: 'shell', message }),
  );
  loadPlayerPreferences(api, stores);
  return { ready: lifecycle.ready };
}
