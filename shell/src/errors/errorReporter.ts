import { platformPaths, type ClientErrorPost, type ClientErrorReport } from '@sportsbook/contracts';

const DEDUPE_WINDOW_MS = 10_000;
const MAX_REPORTS_PER_PAGE = 50;

/**
 * Sends client errors to the platform's collector. The same error is sent once per window, and a page
 * sends a bounded number, so a remote failing in a loop cannot flood the collector.
 */
export function createErrorReporter(send: (body: ClientErrorPost) => void = postReport) {
  const lastSent = new Map<string, number>();
  let sent = 0;
  return (report: ClientErrorReport) => {
    const key = `${report.remote ?? ''}|${report.phase}|${report.message}`;
    const now = Date.now();
    if ((lastSent.get(key) ?? -Infinity) > now - DEDUPE_WINDOW_MS || sent >= MAX_REPORTS_PER_PAGE) return;
    lastSent.set(key, now);
    sent += 1;
    console.error(`[${report.phase}] ${report.remote ?? 'shell'}: ${report.message}`);
    send({ ...report, url: window.location.href, at: new Date(now).toISOString() });
  };
}

function postReport(body: ClientErrorPost): void {
  fetch(platformPaths.clientErrors, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
