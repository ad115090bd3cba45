import { accountLinks } from './accountLinks';

const all = { enable_profile_tab: true, enable_balances_tab: true, enable_transactions_tab: true };
const paths = (flags: typeof all) => accountLinks(flags).map((link) => link.path);

describe('account dropdown pages', () => {
  it.each([
    [all, ['/account', '/account/bets', '/account/balances', '/account/transactions', '/account/settings']],
    [{ ...all, enable_profile_tab: false }, ['/account/bets', '/account/balances', '/account/transactions', '/account/settings']],
    [{ ...all, enable_balances_tab: false }, ['/account', '/account/bets', '/account/transactions', '/account/settings']],
    [{ ...all, enable_transactions_tab: false }, ['/account', '/account/bets', '/account/balances', '/account/settings']],
    [
      { enable_profile_tab: false, enable_balances_tab: false, enable_transactions_tab: false },
      ['/account/bets', '/account/settings'],
    ],
  ])('%j lists %j', (flags, expected) => {
    expect(paths(flags)).toEqual(expected);
  });
});
