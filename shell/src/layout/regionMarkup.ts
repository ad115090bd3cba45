import type { RemoteName } from '@sportsbook/contracts';

/** Each remote's region names what it holds for a screen reader; the shell's server draws the same element. */
export const REGION_LABELS: Record<RemoteName, string> = {
  header: 'Header',
  menu: 'Sports menu',
  events: 'Events',
  betslip: 'Betslip',
  mybets: 'My bets',
  jackpot: 'Jackpot',
  account: 'Account',
};

/** The area of the page's HTML (src/index.html) a server-drawn region is put into. */
export const CENTRE_AREA = /(<main data-area="centre">)[\s\S]*?(<\/main>)/;
