import type { LoginSession } from '@sportsbook/contracts';

/**
 * A session after the platform renewed it (the stored token's check, a device session's refresh): the new
 * token, and the providers' tokens when the answer brings them (they expire too, so they are renewed with it).
 */
export function renewedSession(
  session: LoginSession,
  token: string,
  thirdPartyTokens: LoginSession['thirdPartyTokens'],
): LoginSession {
  return { ...session, jwe_token: token, jweToken: token, ...(thirdPartyTokens && { thirdPartyTokens }) };
}
