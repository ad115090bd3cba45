/** Spec 1 sections 5 and 9: a one-time code is exactly six digits; a new one may be asked for after 5 cycles of 59 s. */
export const OTP_LENGTH = 6;
export const OTP_CYCLE_SECONDS = 59;
export const OTP_CYCLES = 5;
export const OTP_RESEND_WAIT_SECONDS = OTP_CYCLE_SECONDS * OTP_CYCLES;
/** Spec 1 section 9: the OTP validity stated to the player, 30 minutes. */
export const OTP_VALIDITY_MINUTES = 30;

export type OtpProblem = 'required' | 'numeric' | 'minimum' | 'maximum';

/** The spec's exact wording; the form passes them through t() with these as the English defaults. */
export const OTP_MESSAGES: Record<OtpProblem, { key: string; text: string }> = {
  required: { key: 'account.otp.required', text: 'Field should be required' },
  numeric: { key: 'account.otp.numeric', text: 'Field should be numeric' },
  minimum: { key: 'account.otp.minimum', text: 'Minimum requirement not met' },
  maximum: { key: 'account.otp.maximum', text: 'Maximum requirement not met' },
};

/** What is wrong with a typed code, in the spec's order of checks, or null when it is six digits. */
export function otpProblem(code: string): OtpProblem | null {
  if (code === '') return 'required';
  if (!/^\d+$/.test(code)) return 'numeric';
  if (code.length < OTP_LENGTH) return 'minimum';
  if (code.length > OTP_LENGTH) return 'maximum';
  return null;
}

type TimerStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Per user, so another player on the same browser has their own wait, and a reload keeps it. */
export const otpTimerKey = (username: string) => `sb-otp-timer:${username.trim().toLowerCase()}`;

function storedStart(storage: TimerStorage, username: string): number | null {
  const start = Number(storage.getItem(otpTimerKey(username)));
  return Number.isFinite(start) && start > 0 ? start : null;
}

/** Seconds until Request New OTP is allowed again; 0 when no wait is running. */
export function otpSecondsLeft(storage: TimerStorage, username: string, now: number): number {
  const start = storedStart(storage, username);
  if (start === null) return 0;
  return Math.max(0, Math.ceil((start + OTP_RESEND_WAIT_SECONDS * 1000 - now) / 1000));
}

/** At first display: a wait already running for this user goes on (a reload), otherwise one starts now. */
export function startOtpTimer(storage: TimerStorage, username: string, now: number): void {
  if (otpSecondsLeft(storage, username, now) === 0) restartOtpTimer(storage, username, now);
}

/** After a new code was sent the full wait starts again. */
export function restartOtpTimer(storage: TimerStorage, username: string, now: number): void {
  storage.setItem(otpTimerKey(username), String(now));
}
