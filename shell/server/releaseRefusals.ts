// A release's file the shell's server refused to run is an operator's matter: it is logged and written to the
// platform's client-error log (as the browsers report the remotes they refuse), where monitoring looks.
import type { RemoteName } from '@sportsbook/contracts';

export function reportRefusal(apiOrigin: string) {
  return (remote: RemoteName, url: string, reason: string) => {
    const message = `the shell's server refused ${url}: ${reason}`;
    console.warn(`[shell] ${remote}: ${message}`);
    fetch(`${apiOrigin}/api/client_errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ remote, phase: 'load', message, url, at: new Date().toISOString() }),
      signal: AbortSignal.timeout(2000),
    }).catch(() => undefined);
  };
}
