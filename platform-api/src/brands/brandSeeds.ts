import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import type { MenuConfigEntry, PageLayout, Settings, TabMenuSection } from '@sportsbook/contracts';

type BrandSettings = Partial<Settings>;

export interface BrandSeed {
  id: string;
  name: string;
  web: BrandSettings;
  mobile: BrandSettings;
  tabs: TabMenuSection[];
}

/** The default layout of the spec's defaults: menu left, betslip, my bets and jackpot right. */
const tripleLayout: PageLayout = DEFAULT_SETTINGS.page_layouts[0];

/** The home sports page of the spec, '/*\/sports/10001*', keeps the full three columns. */
const homeSportsLayout: PageLayout = { ...tripleLayout, url: '/*/sports/10001*' };

/**
 * Event pages give the centre more room: menu in the drawer, betslip on the right, and under it the
 * operator's side widgets (spec 1 section 2.4): the adverts of both audiences (each player sees the one
 * meant for them) and the responsible-gaming html widget.
 */
const eventPageLayout: PageLayout = {
  url: '/*/events/*',
  column_type: 'side_right',
  left_column: [],
  right_column: [
    { name: 'betslip', id: 2 },
    { name: 'my_bets', id: 3 },
    { name: 'advert', id: 1 },
    { name: 'advert', id: 2 },
    { name: 'html_widget', id: 1 },
  ],
  centre_column_bottom: [],
};

/**
 * Live pages keep the three columns and put the live stream video player under the right column's remotes
 * (spec 1 section 2.4): on a live event's page it plays that event, on the live lists the first live event
 * with a stream.
 */
const livePageLayout: PageLayout = {
  ...tripleLayout,
  url: '/*/live/*',
  right_column: [...tripleLayout.right_column, { name: 'live_stream', id: 1 }],
};

/** Mobile pages are one column; the navigation menu listed on the left puts the bottom navigation's Menu item on the left. */
const mobileLayout: PageLayout = {
  url: '/*',
  column_type: 'single',
  left_column: [{ name: 'navigation_menu', id: 1 }],
  right_column: [],
  centre_column_bottom: [],
};

/** Titles are operator text carrying translation tokens (T_[section.text]_T), as a CMS would send them. */
const link = (id: number, key: string, path: string, extra: Partial<MenuConfigEntry> = {}): MenuConfigEntry => ({
  id,
  active: true,
  label: `T_[${key}]_T`,
  logged_in_link: path,
  logged_out_link: path,
  logged_in_title: `T_[${key}]_T`,
  logged_out_title: `T_[${key}]_T`,
  function: 'regular_url',
  ...extra,
});

const mainMenu: TabMenuSection = {
  section_name: 'main',
  submenu_items: [
    link(1, 'menu.home', '/homepage', { icon_name: 'home' }),
    link(2, 'menu.live', '/live/sport', { icon_name: 'live' }),
    link(3, 'menu.sports', '/sports', { icon_name: 'sports' }),
    link(4, 'menu.jackpot', '/jackpot', { icon_name: 'jackpot' }),
    link(5, 'menu.myBets', '/open_bets', { icon_name: 'mybets', logged_in_only: true }),
    link(6, 'menu.promotions', '/promotions', { icon_name: 'promotions' }),
  ],
};

const bottomMenu: TabMenuSection = {
  section_name: 'bottom_menu',
  submenu_items: [
    link(11, 'menu.menu', '', { function: 'open_menu', icon_name: 'menu' }),
    link(12, 'menu.live', '/live/sport/', { icon_name: 'live' }),
    link(13, 'menu.sports', '/sports', { icon_name: 'sports' }),
    link(14, 'menu.myBets', '', { function: 'open_my_bets', icon_name: 'mybets' }),
    link(15, 'menu.myAccount', '/account', { icon_name: 'account' }),
    // A sixth item: the bottom navigation shows at most five, so this one stays off the bar.
    link(16, 'menu.promotions', '/promotions', { icon_name: 'promotions' }),
  ],
};

const ALL_LOCALES = [
  'en',
  'de',
  'es',
  'fr',
  'it',
  'pt',
  'nl',
  'pl',
  'ro',
  'ru',
  'tr',
  'el',
  'bg',
  'cs',
  'sv',
  'fi',
  'no',
  'da',
  'eu',
  'zh',
  'ja',
  'ko',
  'th',
  'vi',
  'id',
  'hi',
  'sw',
];

const classicTheme = {
  brandName: 'Classic Bet',
  logoText: 'CLASSIC·BET',
  dark: { accent: '#ffc629', 'accent-text': '#14181d' },
  light: { accent: '#0a5fdf', 'accent-text': '#ffffff' },
};

/** Three brands that differ the way the spec's flags allow. */
export const BRAND_SEEDS: BrandSeed[] = [
  {
    id: 'classic',
    name: 'Classic Bet',
    web: {
      locales: ALL_LOCALES,
      odds_types: ['euro', 'hk', 'us'],
      default_price_format: 'euro',
      display_vip_scheme: true,
      // The regional brand: auto-exclusion in the header, the balance can be hidden, flags pick the language.
      enable_self_exclusion: true,
      clem_header_toggle_balance: true,
      enable_flags: true,
      show_kiron_virtuals: true,
      show_edge_gaming: true,
      subheader_id: 1,
      // The operator's chat provider; its session token comes from the platform.
      live_chat_url: 'https://support.classicbet.example/chat',
      live_chat_token_url: '/api/chat/token',
      // The operator's own pages beside the sportsbook, on its main site.
      services_url: 'https://www.classicbet.example/services',
      store_locator_url: 'https://www.classicbet.example/shops',
      chat_url: 'https://community.classicbet.example/chat',
      page_layouts: [tripleLayout, homeSportsLayout, eventPageLayout, livePageLayout],
      theme: classicTheme,
      footer_html:
        '<p><a href="/en/public">Terms</a> · <a href="/en/public">Responsible gaming</a> · <a href="/en/public">Contact</a></p>',
      // 3100 a partner on the same site, 3101 one on another site (the embedding drills frame from both).
      embedded_parent_origins: ['http://localhost:3100', 'http://127.0.0.1:3101'],
    },
    mobile: {
      locales: ALL_LOCALES,
      odds_types: ['euro', 'hk', 'us'],
      page_layouts: [mobileLayout],
      theme: classicTheme,
      enable_floating_betslip: true,
    },
    tabs: [mainMenu, bottomMenu],
  },
  {
    id: 'nova',
    name: 'Nova Sports',
    web: {
      locales: ['en', 'th', 'vi', 'id', 'zh', 'ko', 'ja'],
      enable_rebranding: true,
      enable_switching_theme_modes: true,
      display_vip_scheme: true,
      show_golden_race_virtuals: true,
      golden_race_demo_id: 'nova-demo',
      odds_types: ['euro', 'hk', 'malay', 'indo'],
      default_price_format: 'hk',
      view_types: ['asian', 'euro', 'thai'],
      // Nova's Thai board: the handicap and the over/under of the match, then the first half's result.
      thai_view_markets: ['handicap', 'totals', 'first_half'],
      currency: 'USD',
      // Nova and Savanna offer parlay extra winnings (their tiers are in the brand content).
      enable_parlay_extra_winnings: true,
      // Nova's licence shows the gaming authority's seal in the footer.
      gcb_seal_required: true,
      page_layouts: [{ ...tripleLayout, column_type: 'triple_side_right' }],
      theme: {
        brandName: 'Nova Sports',
        logoText: 'NOVA',
        dark: { accent: '#7c5cff', 'accent-text': '#ffffff', bg: '#0b0b1a', surface: '#15152b' },
        light: { accent: '#5b3df5', 'accent-text': '#ffffff' },
      },
    },
    mobile: {
      locales: ['en', 'th', 'vi', 'id', 'zh', 'ko', 'ja'],
      enable_rebranding: true,
      odds_types: ['euro', 'hk', 'malay', 'indo'],
      page_layouts: [mobileLayout],
      // Nova's phone site is the regional variant whose licence asks each logged-in player to read the
      // risk-group notice once a session (spec 1 section 2.4); every other brand and channel keeps it off.
      show_risk_group_modal: true,
    },
    tabs: [mainMenu, bottomMenu],
  },
  {
    id: 'savanna',
    name: 'Savanna Bet',
    web: {
      locales: ['en', 'sw'],
      clem_external_header_enabled: true,
      external_header_path: '/api/external_header',
      african_betslip: true,
      enable_retail_codes: true,
      // Its players share slips as booking codes, as they do on the African books they know.
      enable_booking_codes: true,
      currency: 'KES',
      enable_parlay_extra_winnings: true,
      show_kiron_virtuals: true,
      tax_deduction_enabled: true,
      tax_returns_percentage: 20,
      // Its own header has no sports navigation, so the desktop keeps the navigation menu on the left.
      page_layouts: [tripleLayout],
      theme: {
        brandName: 'Savanna Bet',
        logoText: 'SAVANNA',
        dark: { accent: '#2fd67b', 'accent-text': '#04210f' },
        // A green dark enough for white text and for prices on the light surfaces (WCAG AA, 5.4:1).
        light: { accent: '#0b7a43', 'accent-text': '#ffffff' },
      },
    },
    // Savanna's mobile site logs in with device sessions (the franco-type variant).
    mobile: {
      locales: ['en', 'sw'],
      african_betslip: true,
      enable_retail_codes: true,
      enable_booking_codes: true,
      currency: 'KES',
      device_session_login: true,
      page_layouts: [mobileLayout],
    },
    tabs: [mainMenu, bottomMenu],
  },
];
