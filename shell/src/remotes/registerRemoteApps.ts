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
/** A remote that failed to load is tried again after these waits, one after the other, then every minute. */
export const LOAD_RETRY_BACKOFF_MS = [2000, 5000, 15_000, 60_000];

interface RegisterDeps {
  loader: RemoteLoader;
  fallbacks: ReturnType<typeof createFallbacks>;
  isActive: (remote: RemoteName, location: Location) => boolean;
  contextOf: (remote: RemoteName) => ShellContext;
  report: (report: ClientErrorReport) => void;
  /**
   * Runs once the remote's React tree is mounted: the bus listeners it puts on as it commits (layout
   * effects) are on; passive effects may still be to come.
   */
  onMounted?: (remote: RemoteName) => void;
  /** Runs as the remote starts to unmount (its bus listeners go). */
  onUnmounting?: (remote: RemoteName) => void;
  /** Marks the remote's region while its code loads (a phone's slip shows it is coming on the first tap). */
  onLoading?: (remote: RemoteName, loading: boolean) => void;
}

/** Every remote becomes a single-spa application whose failures stay inside its own region. */
export function registerRemoteApps({
  loader,
  fallbacks,
  isActive,
  contextOf,
  report,
  onMounted,
  onUnmounting,
  onLoading,
}: RegisterDeps) {
  const failedAt = new Map<RemoteName, number>();
  /** Failed loads in a row per remote, and the try scheduled after the last one. */
  const failures = new Map<RemoteName, number>();
  const retryTimers = new Map<RemoteName, ReturnType<typeof setTimeout>>();
  /** The load under way per remote: single-spa tries a failed remote again on every reroute, in the background. */
  const loading = new Map<RemoteName, Promise<unknown>>();

  const load = async (remote: RemoteName) => {
    // single-spa tries a failed remote again on the next navigation: afresh, not the failure the runtime keeps.
    if (failedAt.has(remote)) loader.reset(remote);
    const lifecycles = await loader.load(remote);
    fallbacks.clear(remote);
    failedAt.delete(remote);
    failures.delete(remote);
    return {
      ...lifecycles,
      mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
        await lifecycles.mount(props);
        onMounted?.(remote);
      },
      unmount: (props: Parameters<typeof lifecycles.unmount>[0]) => {
        onUnmounting?.(remote);
        return lifecycles.unmount(props);
      },
    };
  };
  const config = (remote: RemoteName) => ({
    name: remote,
    app: () => {
      const attempt = load(remote);
      loading.set(remote, attempt);
      onLoading?.(remote, true);
      const done = () => onLoading?.(remote, false);
      attempt.then(done, done);
      return attempt;
    },
    activeWhen: (location: Location) => isActive(remote, location),
    customProps: contextOf(remote),
  });

  /**
   * Tries a failed remote again. The player's Retry clears the fallback at once; a try of its own keeps it
   * until the remote has loaded, so a region on a slow network does not blink between tries.
   */
  async function retry(remote: RemoteName, byPlayer: boolean) {
    // A background attempt that started while the remote was down fails after the player's retry began:
    // let it end (and single-spa record it) first, or it would overwrite this retry with a failure.
    await loading.get(remote)?.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (byPlayer) fallbacks.clear(remote);
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
    fallbacks.show(remote, () => void retry(remote, true));
    // A remote that did not load (down, hung, a network blip) is tried again by itself, later and later; one
    // that crashed as it mounted would crash again, and waits for the player's Retry.
    if (status === LOAD_ERROR) {
      const failed = failures.get(remote) ?? 0;
      failures.set(remote, failed + 1);
      clearTimeout(retryTimers.get(remote));
      const wait = LOAD_RETRY_BACKOFF_MS[Math.min(failed, LOAD_RETRY_BACKOFF_MS.length - 1)];
      retryTimers.set(
        remote,
        setTimeout(() => void retry(remote, false), wait),
      );
    }
  });

  for (const remote of REMOTE_NAMES) registerApplication(config(remote));
}
