import { nextCheckAt, rememberContinue, rememberedContinue, sessionLength } from './realityCheckTimer';

const login = '2026-04-01T10:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('reality check timing', () => {
  it('is due an interval after login, then an interval after each Continue', () => {
    expect(nextCheckAt(login, null, 30)).toBe(at('2026-04-01T10:30:00.000Z'));
    expect(nextCheckAt(login, at('2026-04-01T10:31:10.000Z'), 30)).toBe(at('2026-04-01T11:01:10.000Z'));
    // A test brand's fraction of a minute: 0.05 minutes is 3 seconds.
    expect(nextCheckAt(login, null, 0.05)).toBe(at('2026-04-01T10:00:03.000Z'));
  });

  it('shows the session as hh:mm:ss', () => {
    expect(sessionLength(login, at('2026-04-01T11:02:03.000Z'))).toBe('01:02:03');
    expect(sessionLength(login, at('2026-04-01T09:00:00.000Z'))).toBe('00:00:00');
  });

  it('remembers a Continue for the same login only', () => {
    const storage = new Map<string, string>();
    const fake = { setItem: (k: string, v: string) => storage.set(k, v), getItem: (k: string) => storage.get(k) ?? null };
    rememberContinue(fake, login, 1234);
    expect(rememberedContinue(fake, login)).toBe(1234);
    expect(rememberedContinue(fake, '2026-04-02T08:00:00.000Z')).toBeNull();
  });
});
