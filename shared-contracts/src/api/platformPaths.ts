/**
 * Paths of the platform calls that more than one part of the site makes. {auth} and {base} of the spec
 * are the '/auth' and '/franco' prefixes here; the shell's server forwards both to the platform API.
 */
export const AUTH_BASE = '/auth';
export const FRANCO_BASE = '/franco';

export const platformPaths = {
  settings: '/api/all_cached_settings',
  languages: '/api/languages',
  /** Followed by '/{locale}'. */
  translations: '/api/translations',
  tabs: '/api/tabs',
  session: '/api/session',
  clientErrors: '/api/client_errors',
  geoData: '/api/v2/geo_data',
  playerDetails: (username: string) => `/xapi/icore/players/${encodeURIComponent(username)}/details`,
  wallet: (username: string) => `/xapi/icore/players/${encodeURIComponent(username)}/balance/sportsbook`,
  logout: (locale: string) => `${AUTH_BASE}/${locale}/api/plugins/component/route/header_login/logout`,
  /** The device-session style's own session: DELETE logs out, POST .../refresh renews before expiry. */
  deviceSession: `${FRANCO_BASE}/accounts/me/sessions`,
  deviceSessionRefresh: `${FRANCO_BASE}/accounts/me/sessions/refresh`,
  deviceBalance: `${FRANCO_BASE}/accounts/me/balance`,
  deviceProfile: `${FRANCO_BASE}/accounts/me/profile`,
} as const;
