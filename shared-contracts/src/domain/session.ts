/** Spec 1 section 3: the login session as the platform returns it. */
export interface LoginSession {
  id?: string;
  jwe_token?: string;
  jweToken?: string;
  username: string;
  currency: string;
  locale?: string;
  icore_token?: string;
  icore_player_id?: string;
  icore_betradar_virtuals_token?: string;
  icore_esports_bull_token?: string;
  icore_kiron_token?: string;
  icore_scout_token?: string;
  is_partner_matrix_affiliate?: boolean;
  isPartnerMatrixAffiliate?: boolean;
  alsToken?: string;
  alsPlayerId?: string;
  expirationTimeInSeconds?: number;
  externalPlayerId?: string;
  externalSessionToken?: string;
  /** Third-party tokens keyed by provider: dst, edge, highlight, inspired, kiron, kryptium, parlaybay, scout, esportsbull. */
  thirdPartyTokens?: Partial<Record<ThirdPartyTokenProvider, string>>;
  authExecuted?: boolean;
  question?: string;
  savedUsername?: string;
  email?: string;
  firstName?: string;
  priceFormat?: string;
  vipLevel?: number;
}

export type ThirdPartyTokenProvider =
  'dst' | 'edge' | 'highlight' | 'inspired' | 'kiron' | 'kryptium' | 'parlaybay' | 'scout' | 'esportsbull';

export interface LoginDetails {
  username?: string;
  savedUsername?: string;
  question?: string;
  externalSessionToken?: string;
  authExecuted?: boolean;
  currency?: string;
}

/** Why a session ended (spec 1 section 4: jwe_token_expired, unauthorized, ...). */
export type LogoutReason =
  'user' | 'unauthorized' | 'jwe_token_expired' | 'single-session' | 'blocked' | 'terms_declined' | 'self_excluded' | 'timed_out';

export interface Device {
  clientType: string;
  /** A generated UUID kept in a cookie. */
  deviceId: string;
  deviceType: string;
}

/**
 * The device-session style's id and refresh token (spec 1 section 4: the franco-type variant keeps its
 * tokens in local storage, cleared on logout): the account remote writes them at login, the shell uses
 * them to refresh the session before it expires.
 */
export const DEVICE_SESSION_KEY = 'sb-device-session';

export interface DeviceSessionCredentials {
  sessionId: string;
  refreshToken: string;
}
