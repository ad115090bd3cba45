/** What sign-up asks of a new player, as pure rules: the routes and the sign-up form apply the same ones. */
export const MINIMUM_AGE = 18;
export const PASSWORD_MIN_LENGTH = 8;

/** Full years from a date of birth (YYYY-MM-DD) to a day (YYYY-MM-DD), as a birthday counts them. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A real calendar day: 2007-02-30 is not one. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Why a password is too weak, or null when it will do. */
export function passwordWeakness(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'The password needs letters and digits.';
  if (username && password.toLowerCase().includes(username.toLowerCase())) return 'The password must not contain the username.';
  return null;
}
