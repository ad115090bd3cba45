import { platformPaths, type ApiClient } from '@sportsbook/contracts';

/** Spec 1 sections 7.2 and 9: the probe waits for idle at most this long, the metrics call at most this long. */
export const IDLE_PROBE_TIMEOUT_MS = 2000;
export const METRICS_TIMEOUT_MS = 3000;
export const METRICS_PATH = '/api/metrics';

type WhenIdle = (run: () => void) => void;

const whenBrowserIdle: WhenIdle = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_PROBE_TIMEOUT_MS });
  else setTimeout(run, IDLE_PROBE_TIMEOUT_MS);
};

/**
 * Once per page load, when the browser is idle (or after 2 s at the latest): a probe of the platform
 * (geo data, with the brand and language the API client adds) and the metrics call of the channel's
 * app. Neither holds anything up; a failure is reported, never shown.
 */
export function startIdleProbe(
  api: ApiClient,
  channel: () => 'web' | 'mobile',
  report: (message: string) => void,
  whenIdle: WhenIdle = whenBrowserIdle,
): void {
  const failed = (what: string) => (error: unknown) =>
    report(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  whenIdle(() => {
    void api.get(platformPaths.geoData).catch(failed('idle probe'));
    void api
      .get(METRICS_PATH, {
        params: { app: channel() === 'mobile' ? 'sportsbook-mobile' : 'sportsbook' },
        signal: AbortSignal.timeout(METRICS_TIMEOUT_MS),
      })
      .catch(failed('metrics'));
  });
}
