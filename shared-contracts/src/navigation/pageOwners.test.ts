import { centreRemote, ownsPage } from './pageOwners';

describe('page owners', () => {
  it.each([
    ['/jackpot', 'jackpot'],
    ['/jackpot/', 'jackpot'],
    ['/jackpot/sport/7', 'jackpot'],
    ['/jackpots', 'events'],
    ['/open_bets', 'mybets'],
    ['/open_bets/123', 'mybets'],
    ['/mybets', 'mybets'],
    ['/account/mybets/settled', 'mybets'],
    ['/account/bets', 'mybets'],
    ['/account/bets/', 'mybets'],
    ['/account', 'account'],
    ['/account/', 'account'],
    ['/account/balances', 'account'],
    ['/account/transactions', 'account'],
    ['/account/settings', 'account'],
    ['/account/register', 'account'],
    ['/accounts', 'events'],
    ['/account-help', 'events'],
    ['/homepage', 'events'],
    ['/live/sport', 'events'],
    ['/sports/240-FOOT', 'events'],
    ['/', 'events'],
  ])('%s is the page of %s', (path, owner) => {
    expect(centreRemote(path)).toBe(owner);
  });

  it('gives each path to exactly one remote', () => {
    expect(ownsPage('account', '/account/bets')).toBe(false);
    expect(ownsPage('mybets', '/account/bets')).toBe(true);
    expect(ownsPage('account', '/account/balances')).toBe(true);
    expect(ownsPage('jackpot', '/jackpot/sport/7')).toBe(true);
    expect(ownsPage('jackpot', '/homepage')).toBe(false);
    expect(ownsPage('betslip', '/homepage')).toBe(false);
  });
});
