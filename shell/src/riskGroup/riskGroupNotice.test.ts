import { riskGroupNoticeDue, riskGroupSessionMark } from './riskGroupNotice';

const session = riskGroupSessionMark('demo', 1_700_000_000_000);

describe('who sees the risk-group player modal', () => {
  it.each([
    // enabled, logged in, native app, session, acknowledged, due
    ['a logged-in player of the variant, not yet acknowledged', true, true, false, session, null, true],
    ['the same player after acknowledging in this session', true, true, false, session, session, false],
    [
      'the same player at the next login (a new session)',
      true,
      true,
      false,
      riskGroupSessionMark('demo', 1_700_000_900_000),
      session,
      true,
    ],
    [
      'another player logging in in the same tab',
      true,
      true,
      false,
      riskGroupSessionMark('other', 1_700_000_000_000),
      session,
      true,
    ],
    ['a visitor of the variant', true, false, false, null, null, false],
    ['a logged-in player of a brand or channel without the flag', false, true, false, session, null, false],
    ["the native app's content-only view", true, true, true, session, null, false],
  ] as const)('%s: %p', (_who, enabled, loggedIn, nativeApp, mark, acknowledged, due) => {
    expect(riskGroupNoticeDue({ enabled, loggedIn, nativeApp, session: mark, acknowledged })).toBe(due);
  });

  it('marks a session by its player and its start, and has no mark without a player', () => {
    expect(riskGroupSessionMark('demo', 1_700_000_000_000)).toBe('demo|1700000000000');
    expect(riskGroupSessionMark('demo', null)).toBe('demo|');
    expect(riskGroupSessionMark(undefined, 1)).toBeNull();
  });
});
