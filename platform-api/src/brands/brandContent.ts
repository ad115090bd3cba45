import type {
  Advert,
  CouponGroup,
  ExternalHeader,
  ExternalUrlEntry,
  ExternalUrlKey,
  HelpTopic,
  MarginEntry,
  ParlayConfig,
  Promotion,
  Submenu,
} from '@sportsbook/contracts';
import type { JackpotTermsTable } from '../jackpots/jackpotTerms';
import { SAVANNA_JACKPOT_TERMS, SEED_JACKPOT_TERMS } from './jackpotTermsSeed';
import { responsibleGamingHtml } from './promotionTexts';

/** Content an operator edits per brand, beside its settings. */
export interface BrandContent {
  submenus: Record<string, Submenu>;
  externalUrls: Record<ExternalUrlKey, ExternalUrlEntry>;
  adverts: Record<string, Advert & { id: number; usernames?: string[] }>;
  htmlWidgets: Record<string, { content: string; active: boolean }>;
  couponGroups: Record<string, CouponGroup>;
  margins: {
    marketTypes: Record<string, MarginEntry>;
    leagues: Record<string, MarginEntry>;
    outcomes: Record<string, MarginEntry>;
  };
  externalHeader?: ExternalHeader;
  gcbSealToken?: string;
  /** The jackpot's line stake and prize in each currency the brand offers it in. */
  jackpotTerms: JackpotTermsTable;
  /** The promotions page, VIP section included; usernames name an imported list's players. */
  promotions: (Omit<Promotion, 'optedIn'> & { usernames?: string[] })[];
  help: HelpTopic[];
  /**
   * Parlay extra winnings (spec 2 sections 1, 3, 6): the tiers by number of selections with the percentage
   * of a multiple's winnings each adds, and the most one multiple earns, in the player's currency (times
   * 1000 in the scaled currencies, as stakes). Offered where the brand's setting is on.
   */
  parlayExtraWinnings: ParlayConfig;
}

const promotion = (
  id: number,
  title: string,
  summary: string,
  terms: string[],
  audience: Promotion['audience'],
  extra: Partial<Promotion> & { usernames?: string[] } = {},
): BrandContent['promotions'][number] => ({
  id,
  title,
  summary,
  terms,
  image: `/api/promotions/${id}/image.svg`,
  audience,
  optInRequired: false,
  section: 'promotions',
  ...extra,
});

const PROMOTIONS: BrandContent['promotions'] = [
  promotion(
    1,
    'Welcome bonus',
    'Your first bet back as a free bet, up to 50, if it loses.',
    ['New customers only.', 'Minimum odds 1.50 on the first bet.', 'Free bet valid for 7 days.'],
    'logged_out',
  ),
  promotion(
    2,
    'Acca boost',
    'Up to 70% extra winnings on multiples of five legs or more.',
    ['Opt in before you place the multiple.', 'Each leg at odds of 1.20 or more.', 'Boost paid in cash.'],
    'all',
    { optInRequired: true },
  ),
  promotion(
    3,
    'Weekend cash back',
    'Lose a football single on Saturday and get 10% back on Monday.',
    ['Opt in once; it runs every weekend.', 'Cash back up to 20 a weekend.'],
    'logged_in',
    { optInRequired: true },
  ),
  promotion(
    4,
    'First deposit free bet',
    'Deposit today and get a free bet of 10.',
    ['Players who have not deposited yet.', 'Minimum deposit 10.'],
    'logged_in_not_deposited',
  ),
  promotion(
    5,
    'VIP levels',
    'Bronze, silver, gold and platinum: every level brings better boosts and a personal manager from gold.',
    ['Levels are reviewed each month on your turnover.', 'The VIP team contacts you when you move up.'],
    'all',
    { section: 'vip' },
  ),
  promotion(
    6,
    'VIP night',
    'An evening at the stadium for our platinum players.',
    ['Invitation only.', 'Opt in to reserve your place.'],
    'imported_list',
    { section: 'vip', optInRequired: true, usernames: ['vip1'] },
  ),
];

const HELP: HelpTopic[] = [
  {
    id: 'place-bet',
    question: 'How do I place a bet?',
    answer: [
      'Tap a price to add it to your betslip, enter a stake and press Place bet.',
      'Add more prices to build a multiple or a system bet.',
    ],
  },
  {
    id: 'settlement',
    question: 'When are bets settled?',
    answer: ['Bets are settled by the official result as soon as the market is resulted, usually minutes after the end.'],
  },
  {
    id: 'cash-out',
    question: 'What is cash out?',
    answer: ['Cash out settles an open bet early for the amount shown, before its events end.'],
  },
  {
    id: 'responsible',
    question: 'How do I take a break from betting?',
    answer: [
      'Choose Self-exclusion in the header or in your account to exclude yourself for a period from 24 hours to 5 years.',
      'While you are excluded you cannot log in or place bets.',
    ],
  },
  {
    id: 'contact',
    question: 'How do I contact support?',
    answer: ['Logged-in players reach us through Live chat from the header, every day from 8:00 to 24:00.'],
  },
];

const advert = (
  id: number,
  name: string,
  audience: Advert['audience'],
  extra: Partial<Advert> = {},
): Advert & { id: number } => ({
  id,
  audience,
  width_in_pixels: 380,
  height_in_pixels: 160,
  attachment_path: `/api/adverts/${id}/image.svg`,
  description: name,
  name,
  link: '/en/promotions',
  link_name: 'Find out more',
  popup: false,
  popup_allow_resize: false,
  popup_allow_scrollbars: false,
  popup_height: 0,
  popup_width: 0,
  show_description: true,
  ...extra,
});

const base = (brand: string): BrandContent => ({
  submenus: {
    '1': {
      submenu_links: [
        // Operator text with translation tokens (T_[section.text]_T), as a CMS sends it.
        { id: 1, name: 'T_[header.sports]_T', url: '/sports' },
        { id: 2, name: 'T_[header.moreLinks.live]_T', url: '/live/sport' },
        { id: 3, name: 'T_[header.moreLinks.jackpot]_T', url: '/jackpot' },
        { id: 4, name: 'T_[header.virtuals]_T', url: '/sports/kiron' },
        { id: 5, name: 'T_[header.esports]_T', url: '/sports/esports' },
        { id: 6, name: 'T_[header.moreLinks.fixtures]_T', url: '/sports/fixtures' },
      ],
      branding_header_id: 1,
    },
  },
  externalUrls: {
    forgot_password: { placeholder: `/${'{locale}'}/account/forgot-password?brand=${brand}`, open_in_parent_frame: false },
    cashier: { placeholder: `/${'{locale}'}/account/balances?cashier=1`, open_in_parent_frame: false },
    registration: { placeholder: `/${'{locale}'}/account/register`, open_in_parent_frame: false },
    profile: { placeholder: `/${'{locale}'}/account`, open_in_parent_frame: false },
    home: { placeholder: `/${'{locale}'}/homepage`, open_in_parent_frame: false },
  },
  adverts: {
    '1': advert(1, 'Welcome bonus: your first bet back up to 50', 'logged_out'),
    '2': advert(2, 'Acca boost: up to 70% extra on multiples', 'logged_in'),
    '3': advert(3, 'Deposit today and get 20 free spins', 'logged_in_not_deposited'),
    '4': advert(4, 'VIP night: invitation only', 'imported_list', { usernames: ['vip1'] } as Partial<Advert>),
  },
  htmlWidgets: {
    '1': {
      // The platform's responsible-gaming card, kept in every language (promotionTexts.ts).
      content: responsibleGamingHtml('en'),
      active: true,
    },
    '2': { content: '<p>Retired widget</p>', active: false },
  },
  couponGroups: {
    '1': {
      // Operator text: the token reads in the player's language.
      title: 'T_[menu.coupons]_T',
      coupons: [
        { id: 1, name: "Today's football", sport_id: 240 },
        { id: 2, name: 'Basketball tonight', sport_id: 227 },
        { id: 3, name: 'Tennis this week', sport_id: 239 },
      ],
    },
    '2': { title: 'T_[menu.thirdParty.esports]_T', coupons: [{ id: 4, name: 'Counter-Strike maps', sport_id: 233 }] },
  },
  margins: { marketTypes: {}, leagues: {}, outcomes: {} },
  gcbSealToken: `seal-${brand}-2026`,
  jackpotTerms: SEED_JACKPOT_TERMS,
  promotions: PROMOTIONS,
  help: HELP,
  parlayExtraWinnings: {
    epwPromoFilterValues: [
      { betSize: 3, percentage: 5 },
      { betSize: 5, percentage: 10 },
      { betSize: 8, percentage: 25 },
      { betSize: 12, percentage: 50 },
    ],
    maxAmount: 10_000,
  },
});

export function contentFor(brand: string): BrandContent {
  const content = base(brand);
  if (brand === 'nova') {
    // Asian brand: power odds on 1X2 and a lower margin on its home league.
    content.margins.marketTypes['1'] = { brandMarginType: 'POWER_ODDS', marketTypeId: 1, margin: 0.02 };
    content.margins.leagues['30000'] = { brandMarginType: 'PPB', leagueId: 30000, margin: 0.03 };
    content.parlayExtraWinnings = {
      epwPromoFilterValues: [
        { betSize: 4, percentage: 10 },
        { betSize: 6, percentage: 20 },
        { betSize: 10, percentage: 40 },
      ],
      maxAmount: 5_000,
    };
  }
  if (brand === 'savanna') {
    content.jackpotTerms = SAVANNA_JACKPOT_TERMS;
    content.parlayExtraWinnings = {
      epwPromoFilterValues: [
        { betSize: 3, percentage: 3 },
        { betSize: 6, percentage: 15 },
        { betSize: 10, percentage: 30 },
      ],
      maxAmount: 500_000,
    };
    content.externalHeader = {
      // Written for a whole page, as operators' headers are (body and bare a rules): the shadow root keeps it to the header.
      css: 'body{background:#0b3d2e}a{color:#2fd67b;font-weight:700;text-decoration:none}.savanna-header{display:flex;align-items:center;gap:16px;height:80px;padding:0 16px;background:#0b3d2e;color:#fff;font-family:sans-serif}',
      js: "document.querySelector('.savanna-header [data-year]').textContent = String(new Date().getFullYear());",
      html: '<header class="savanna-header"><a href="/en/homepage">SAVANNA BET</a><span>Kenya’s home of sport · <span data-year></span></span></header>',
    };
  }
  return content;
}
