import type { LoginSession, ThirdPartyTokenProvider } from '../domain/session';

/** A session as the platform returns it at the end of a login, with the terms-of-use flag. */
export type CompletedLogin = LoginSession & { termsAccepted?: boolean };

/** The answer of the header-login authenticate route: its OTP flag decides the next form (spec 1 section 4). */
export type AuthenticateAnswer =
  | { otp: true; challenge: string; resendIn?: number }
  | { otp: null; challenge: string }
  | { otp: false; session: CompletedLogin };

/** What the device-session login answers (spec 1 section 7.2, the franco-type variant). */
export interface DeviceSessionAnswer {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  termsAccepted: boolean;
  username: string;
  currency: string;
  /** The providers' tokens for the player (2.1.0), as the token-style login session carries them. */
  thirdPartyTokens?: Partial<Record<ThirdPartyTokenProvider, string>>;
}

/** The answer of the OTP and security-question checks once the second factor is right: the session. */
export interface SecondFactorAnswer {
  session: CompletedLogin;
}
