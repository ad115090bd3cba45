import type { Audience } from '@sportsbook/contracts';
import { audienceMatches, audiencesOf, type AudienceFacts } from './audience';

const now = Date.parse('2026-11-22T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3600_000).toISOString();

describe('audiences (spec 1 section 2.8)', () => {
  it.each<[string, AudienceFacts, Audience[]]>([
    ['a visitor', { loggedIn: false }, ['logged_out']],
    [
      'a depositing player who has played',
      { loggedIn: true, nonDepositor: false, nonBettor: false, firstLoginTime: hoursAgo(100) },
      ['logged_in', 'logged_in_deposited'],
    ],
    ['a player who never deposited', { loggedIn: true, nonDepositor: true }, ['logged_in', 'logged_in_not_deposited']],
    ['a player who never bet', { loggedIn: true, nonBettor: true }, ['logged_in', 'logged_in_deposited', 'logged_in_not_played']],
    [
      'within a day of the first login, counted as not played',
      { loggedIn: true, firstLoginTime: hoursAgo(23) },
      ['logged_in', 'logged_in_deposited', 'logged_in_not_played'],
    ],
    [
      'a day and more after it, no longer',
      { loggedIn: true, firstLoginTime: hoursAgo(24) },
      ['logged_in', 'logged_in_deposited'],
    ],
    [
      'registered this morning',
      { loggedIn: true, registrationDateTime: hoursAgo(3), firstLoginTime: hoursAgo(3) },
      ['logged_in', 'logged_in_deposited', 'logged_in_not_played', 'just_registered'],
    ],
  ])('%s', (_case, facts, audiences) => {
    expect([...audiencesOf(facts, now)].sort()).toEqual([...audiences].sort());
  });

  it.each<[Audience | undefined, AudienceFacts, string | undefined, boolean]>([
    ['all', { loggedIn: false }, undefined, true],
    [undefined, { loggedIn: false }, undefined, true],
    ['logged_out', { loggedIn: false }, undefined, true],
    ['logged_out', { loggedIn: true }, 'demo', false],
    ['logged_in', { loggedIn: true }, 'demo', true],
    ['logged_in_deposited', { loggedIn: true, nonDepositor: true }, 'demo', false],
    ['imported_list', { loggedIn: true }, 'demo', true],
    ['imported_list', { loggedIn: true }, 'other', false],
    ['imported_list', { loggedIn: false }, undefined, false],
  ])('a link for %s shows to %j as %s: %s', (audience, facts, username, shown) => {
    expect(audienceMatches(audience, audiencesOf(facts, now), username, ['demo', 'vip1'])).toBe(shown);
  });
});
