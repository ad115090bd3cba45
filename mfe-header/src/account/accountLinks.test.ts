import { accountLinks } from './accountLinks';

const all = { enable_profile_tab: true, enable_balances_tab: true, enable_transactions_tab: true };
const paths = (flags: typeof all) => accountLinks(flags).map((link) => link.path);

describe('account dropdown pages', () => {
  it.each([
    [all, ['/account', '/account/bets', '/account/balances', '/account/transactions']],
    [{ ...all, enable_profile_tab: false }, ['/account/bets', '/account/balances', '/account/transactions']],
    [{ ...all, enable_balances_tab: false }, ['/account', '/account/bets', '/account/transactions']],
    [{ ...all, enable_transactions_tab: false }, ['/account', '/account/bets', '/account/balances']],
    [{ enable_profile_tab: false, enable_balances_tab: false, enable_transactions_tab: false }, ['/account/bets']],
  ])('%j lists %j', (flags, expected) => {
    expect(paths(flags)).toEqual(expected);
  });
});
