import { platformPaths, sessionToken, type ApiClient } from '@sportsbook/contracts';
import type { CompletedLogin } from './loginFlow';
import { clearDeviceSession } from './deviceSession';

/**
 * Ends on the platform a session that never got past the terms step: declined, closed, or the page
 * reloaded or left. The browser drops it; the platform must not keep it live against the player's quota.
 * keepalive lets the call arrive even as the page goes.
 */
export function endPendingSession(api: ApiClient, session: CompletedLogin, deviceStyle: boolean, locale: string): Promise<unknown> {
  clearDeviceSession();
  const headers = { Authorization: `Bearer ${sessionToken(session) ?? session.alsToken}` };
  return deviceStyle
    ? api.request({ method: 'delete', url: platformPaths.deviceSession, headers, keepalive: true })
    : api.get(platformPaths.logout(locale), { params: { reason: 'terms_declined' }, headers, keepalive: true });
}
