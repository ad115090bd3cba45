import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ageOn, isCalendarDate, passwordWeakness } from './signUpRules';

describe('sign-up rules', () => {
  const ages: [string, string, number][] = [
    ['2008-11-24', '2026-11-24', 18],
    ['2008-11-25', '2026-11-24', 17],
    ['2008-12-01', '2026-11-24', 17],
    ['2008-01-31', '2026-11-24', 18],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['1950-06-15', '2026-06-14', 75],
  ];
  for (const [born, today, age] of ages) it(`born ${born}, on ${today} is ${age}`, () => assert.equal(ageOn(born, today), age));

  const dates: [string, boolean][] = [
    ['2000-01-31', true],
    ['2000-02-29', true],
    ['2001-02-29', false],
    ['2000-13-01', false],
    ['2000-1-01', false],
    ['01/02/2000', false],
  ];
  for (const [value, ok] of dates)
    it(`${value} is ${ok ? '' : 'not '}a calendar day`, () => assert.equal(isCalendarDate(value), ok));

  const passwords: [string, string, string | null][] = [
    ['abc123', 'newbie', 'The password needs at least 8 characters.'],
    ['abcdefgh', 'newbie', 'The password needs letters and digits.'],
    ['12345678', 'newbie', 'The password needs letters and digits.'],
    ['Newbie2026', 'newbie', 'The password must not contain the username.'],
    ['goal4goal', 'newbie', null],
  ];
  for (const [password, username, why] of passwords)
    it(`"${password}" for ${username}`, () => assert.equal(passwordWeakness(password, username), why));
});
