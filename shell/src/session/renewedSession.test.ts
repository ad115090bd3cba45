import { renewedSession } from './renewedSession';

const stored = { username: 'demo', currency: 'EUR', jwe_token: 'old', jweToken: 'old', thirdPartyTokens: { dst: 'dst-old' } };

describe('a renewed session', () => {
  it.each([
    ['takes the new token and the providers’ new tokens', { dst: 'dst-new' }, { dst: 'dst-new' }],
    ['keeps the providers’ tokens it had when the answer brings none (an older platform)', undefined, { dst: 'dst-old' }],
  ])('%s', (_case, answered, kept) => {
    expect(renewedSession(stored, 'new', answered)).toEqual({
      username: 'demo',
      currency: 'EUR',
      jwe_token: 'new',
      jweToken: 'new',
      thirdPartyTokens: kept,
    });
  });
});
