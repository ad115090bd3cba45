import { AUTH_BASE, FRANCO_BASE } from '@sportsbook/contracts';

const route = (locale: string, path: string) => `${AUTH_BASE}/${locale}/api/plugins/component/route/${path}`;

/** The login calls of spec 1 section 7.2; {auth} and {base} are the contracts' AUTH_BASE and FRANCO_BASE. */
export const loginPaths = {
  icoreLogin: '/xapi/icore/players/login',
  authenticate: (locale: string) => route(locale, 'header_login/authenticate'),
  otpGenerate: (locale: string) => route(locale, 'otp/generate'),
  otpValidate: (locale: string) => route(locale, 'otp/validate'),
  question: (locale: string) => route(locale, 'security_question/getquestion'),
  checkAnswer: (locale: string) => route(locale, 'security_question/checkAnswer'),
  acceptTerms: `${FRANCO_BASE}/accounts/me/sessions/accept-terms`,
  externalUrls: '/api/external_urls',
} as const;
