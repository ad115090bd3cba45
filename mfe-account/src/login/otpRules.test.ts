import {
  OTP_MESSAGES,
  OTP_RESEND_WAIT_SECONDS,
  otpProblem,
  otpSecondsLeft,
  otpTimerKey,
  restartOtpTimer,
  startOtpTimer,
} from './otpRules';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('OTP rules', () => {
  it.each([
    ['', 'required'],
    ['12a456', 'numeric'],
    ['12 456', 'numeric'],
    ['-12345', 'numeric'],
    ['12345', 'minimum'],
    ['1', 'minimum'],
    ['1234567', 'maximum'],
    ['123456', null],
    ['000000', null],
  ])('%j is %s', (code, problem) => {
    expect(otpProblem(code)).toBe(problem);
  });

  it('has the spec wording', () => {
    expect(Object.values(OTP_MESSAGES).map((m) => m.text)).toEqual([
      'Field should be required',
      'Field should be numeric',
      'Minimum requirement not met',
      'Maximum requirement not met',
    ]);
  });

  it('waits 5 cycles of 59 s', () => expect(OTP_RESEND_WAIT_SECONDS).toBe(295));

  it.each([
    [0, 295],
    [1, 295],
    [1_000, 294],
    [58_500, 237],
    [294_000, 1],
    [295_000, 0],
    [400_000, 0],
  ])('%i ms after the start, %i s are left', (elapsed, left) => {
    const storage = memoryStorage();
    startOtpTimer(storage, 'otp', 1_000_000);
    expect(otpSecondsLeft(storage, 'otp', 1_000_000 + elapsed)).toBe(left);
  });

  it('keeps a running wait per user, across displays', () => {
    const storage = memoryStorage();
    startOtpTimer(storage, 'Otp ', 1_000_000);
    startOtpTimer(storage, 'otp', 1_100_000);
    expect(otpSecondsLeft(storage, 'otp', 1_100_000)).toBe(195);
    expect(otpSecondsLeft(storage, 'someone', 1_100_000)).toBe(0);
    expect(storage.getItem(otpTimerKey('otp'))).toBe('1000000');
  });

  it('starts again after the wait ran out, or when a new code is sent', () => {
    const storage = memoryStorage();
    startOtpTimer(storage, 'otp', 0);
    startOtpTimer(storage, 'otp', 300_000);
    expect(otpSecondsLeft(storage, 'otp', 300_000)).toBe(295);
    restartOtpTimer(storage, 'otp', 310_000);
    expect(otpSecondsLeft(storage, 'otp', 310_000)).toBe(295);
  });

  it('treats a damaged stored value as no wait', () => {
    const storage = memoryStorage();
    storage.setItem(otpTimerKey('otp'), 'garbage');
    expect(otpSecondsLeft(storage, 'otp', 5)).toBe(0);
  });
});
