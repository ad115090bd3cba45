import { isPartnerAffiliate, type SessionState } from './sessionStore';

describe('isPartnerAffiliate', () => {
  const session = { username: 'p', currency: 'EUR' };
  it.each<[string, Pick<SessionState, 'status' | 'session'>, boolean]>([
    [
      'a logged-in affiliate (the platform spelling)',
      { status: 'logged-in', session: { ...session, is_partner_matrix_affiliate: true } },
      true,
    ],
    [
      'a logged-in affiliate (the camel-case spelling)',
      { status: 'logged-in', session: { ...session, isPartnerMatrixAffiliate: true } },
      true,
    ],
    ['a logged-in player who is none', { status: 'logged-in', session: { ...session, isPartnerMatrixAffiliate: false } }, false],
    ['a player without the flag', { status: 'logged-in', session }, false],
    ['an ended session that was one', { status: 'anonymous', session: { ...session, isPartnerMatrixAffiliate: true } }, false],
  ])('%s: %p', (_, state, expected) => {
    expect(isPartnerAffiliate(state)).toBe(expected);
  });
});
