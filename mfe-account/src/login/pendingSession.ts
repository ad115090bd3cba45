import { platformPaths, sessionToken } from '@sportsbook/contracts';
import type { CompletedLogin } from '@sportsbook/contracts';
import { clearDeviceSession } from './deviceSession';

/**
 * Ends on the platform a session that never got past the terms step: declined, closed, or the page
 * reloaded or left. The browser drops it; the platform must not keep it live against the player's quota.
 * The call is fetch itself, started at once with keepalive: a page that is going away runs no more of the
 * API client's promise chain, but a keepalive request already started still arrives.
 */
export async function endPendingSession(
  session: CompletedLogin,
  deviceStyle: boolean,
  locale: string,
  send: typeof fetch = (...args) => fetch(...args),
): Promise<unknown> {
  clearDeviceSession();
  const headers = { Authorization: `Bearer ${sessionToken(session) ?? session.alsToken}` };
  return deviceStyle
    ? send(platformPaths.deviceSession, { method: 'DELETE', headers, keepalive: true })
    : send(`${platformPaths.logout(locale)}?reason=terms_declined`, { headers, keepalive: true });
}
