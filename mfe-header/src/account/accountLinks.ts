import type { Settings } from '@sportsbook/contracts';

export interface AccountLink {
  key: 'profile' | 'bets' | 'balances' | 'transactions' | 'settings';
  path: string;
  /** The English text of the link's translation key `header.account.<key>`. */
  text: string;
}

/** The English texts of the links' translation keys `header.account.<key>`. */
export const ACCOUNT_LINK_TEXT: Record<AccountLink['key'], string> = {
  profile: 'My profile',
  bets: 'My bets',
  balances: 'Balances',
  transactions: 'Transactions',
  settings: 'Settings',
};

type TabFlags = Pick<Settings, 'enable_profile_tab' | 'enable_balances_tab' | 'enable_transactions_tab'>;

/**
 * The account dropdown's pages (spec 1 section 2.5): my bets always, the others as the brand's tab flags
 * allow, and the settings panel, which desktop players have no other way to open.
 */
export function accountLinks(flags: TabFlags): AccountLink[] {
  const links: (AccountLink | false)[] = [
    flags.enable_profile_tab && { key: 'profile', path: '/account', text: ACCOUNT_LINK_TEXT.profile },
    { key: 'bets', path: '/account/bets', text: ACCOUNT_LINK_TEXT.bets },
    flags.enable_balances_tab && { key: 'balances', path: '/account/balances', text: ACCOUNT_LINK_TEXT.balances },
    flags.enable_transactions_tab && { key: 'transactions', path: '/account/transactions', text: ACCOUNT_LINK_TEXT.transactions },
    { key: 'settings', path: '/account/settings', text: ACCOUNT_LINK_TEXT.settings },
  ];
  return links.filter((link): link is AccountLink => link !== false);
}
