import {
  addErrorHandler,
  getAppStatus,
  LOAD_ERROR,
  registerApplication,
  SKIP_BECAUSE_BROKEN,
  triggerAppChange,
  unregisterApplication,
  type AppError,
} from 'single-spa';
import { REMOTE_NAMES, isRemoteName, type ClientErrorReport, type RemoteName, type ShellContext } from '@sportsbook/contracts';
import type { RemoteLoader } from './federation';
import type { createFallbacks } from './fallbacks';

/** single-spa retries a LOAD_ERROR app only this long after the failure (checked on this machine). */
const LOAD_ERROR_RETRY_GAP_MS = 200;

interface RegisterDeps {
  loader: RemoteLoader;
  fallbacks: ReturnType<typeof createFallbacks>;
  isActive: (remote: RemoteName, location: Location) => boolean;
  contextOf: (remote: RemoteName) => ShellContext;
  report: (report: ClientErrorReport) => void;
}

/** Every remote becomes a single-spa application whose failures stay inside its own region. */
export function registerRemoteApps({ loader, fallbacks, isActive, contextOf, report }: RegisterDeps) {
  const failedAt = new Map<RemoteName, number>();

  const config = (remote: RemoteName) => ({
    name: remote,
    app: async () => {
      const lifecycles = await loader.load(remote);
      fallbacks.clear(remote);
      failedAt.delete(remote);
      return lifecycles;
    },
    activeWhen: (location: Location) => isActive(remote, location),
    customProps: contextOf(remote),
  });

  async function retry(remote: RemoteName) {
    fallbacks.clear(remote);
    loader.reset(remote);
    const status = getAppStatus(remote);
    if (status === SKIP_BECAUSE_BROKEN) {
      // single-spa never retries a broken app: it has to be registered anew.
      await unregisterApplication(remote);
      registerApplication(config(remote));
      return;
    }
    const wait = LOAD_ERROR_RETRY_GAP_MS - (Date.now() - (failedAt.get(remote) ?? 0));
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 10));
    await triggerAppChange();
  }

  addErrorHandler((error: AppError) => {
    const remote = error.appOrParcelName;
    if (!isRemoteName(remote)) return;
    const status = getAppStatus(remote);
    failedAt.set(remote, Date.now());
    const phase = status === LOAD_ERROR ? 'load' : 'mount';
    report({ remote, phase, message: error.message, stack: error.stack });
    fallbacks.show(remote, () => void retry(remote));
  });

  for (const remote of REMOTE_NAMES) registerApplication(config(remote));
}
