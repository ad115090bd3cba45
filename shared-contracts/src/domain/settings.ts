import type { OddsType } from './odds';
import type { PageView } from './player';

export type Channel = 'web' | 'mobile';

export type ColumnType = 'single' | 'side_left' | 'side_right' | 'triple' | 'triple_side_right';

/** A widget of a side column: navigation menu, advert, html widget, live stream video player, betslip, ... */
export interface ColumnWidget {
  name: WidgetName;
  id: number;
}

export type WidgetName = 'navigation_menu' | 'advert' | 'html_widget' | 'live_stream' | 'betslip' | 'my_bets' | 'jackpot';

export interface PageLayout {
  /** URL pattern with '*' wildcards, matched against the path; '/*' is the default. */
  url: string;
  column_type: ColumnType;
  left_column: ColumnWidget[];
  right_column: ColumnWidget[];
  centre_column_bottom: ColumnWidget[];
}

export type Audience3 = 'logged_in' | 'logged_out' | 'both';

/** Global settings of one channel (spec 1 section 3 and 9, spec 2 section 9). Raw values may be strings. */
export interface Settings {
  channel: Channel;
  force_dsb_login: boolean;
  /** The device-session (franco-type) login: a session per device with a refresh token (spec 1 section 7.2). */
  device_session_login: boolean;
  gcb_seal_required: boolean;
  /**
   * The risk-group player modal of a regional variant (spec 1 section 2.4): the spec names no flag, so this
   * one is ours; on, a logged-in player sees the responsible-gambling notice once a session.
   */
  show_risk_group_modal: boolean;
  enable_rebranding: boolean;
  single_scrolling_layout: boolean;
  enable_floating_betslip: boolean;
  show_flutter_notification: Audience3 | 'none';
  show_kiron_virtuals: boolean;
  show_golden_race_virtuals: boolean;
  golden_race_demo_id: string;
  display_login_button: boolean;
  display_registration_button: boolean;
  display_logout_button: boolean;
  enable_profile_tab: boolean;
  enable_balances_tab: boolean;
  enable_transactions_tab: boolean;
  display_vip_scheme: boolean;
  enable_self_exclusion: boolean;
  enable_flags: boolean;
  clem_external_header_enabled: boolean;
  clem_header_toggle_balance: boolean;
  open_cashier_in_new_window: boolean;
  single_allowed_session: boolean;
  enable_my_bets: boolean;
  clem_show_header: boolean;
  betcount_polling_interval: number;
  enable_als_scoreboard: boolean;
  enable_clem_streaming: boolean;
  enable_switching_theme_modes: boolean;
  allow_higher_odds_and_cashout: boolean;
  display_username_and_email: 'email' | 'username' | 'both';
  user_wallet_poll_time: number;
  odds_types: OddsType[];
  view_types: PageView[];
  /**
   * What the thai layout's event rows show, as the brand defines it: among 'main' (the list's market),
   * 'handicap', 'totals' and 'first_half', in order.
   */
  thai_view_markets: string[];
  default_price_format: OddsType;
  odds_per_brand_enabled: boolean;
  quick_bet_values: Record<string, number[]>;
  last_publication_timestamp: number;
  coupon_layout: string;
  location_configuration: Record<string, string[]>;
  currency_configuration: Record<string, string[]>;
  currency: string;
  currency_precision: number;
  enable_favorites: boolean;
  bet_stake_max_amount: number;
  bet_stake_min_amount: number;
  max_bets_on_betslip: number;
  max_bets_error_message: string;
  cashout_timeout: number;
  poll_changes_refresh: number;
  lazy_loading_markets_live_event_count_threshold: number;
  betslip_delay_before_update_stakes: number;
  african_betslip: boolean;
  uk_betslip: boolean;
  enable_parlay_extra_winnings: boolean;
  show_basketball_live_time: boolean;
  /** Football scoreboards add the half-time score once the second half is under way (spec 2 section 9). */
  show_football_half_time_score: boolean;
  show_edge_gaming: boolean;
  enable_retail_codes: boolean;
  /** A player shares the slip as a booking code, and loads a friend's code into the slip. */
  enable_booking_codes: boolean;
  /** The live chat: where it opens, and where its session token comes from (spec 1 section 7.2). */
  live_chat_url: string;
  live_chat_token_url: string;
  negative_odds_betslip: boolean;
  tax_deduction_enabled: boolean;
  tax_returns_percentage: number;
  enable_stake_after_tax: boolean;
  stake_rate_percentage: number;
  enable_stake_feature: boolean;
  default_locale: string;
  locales: string[];
  /** Parent origins allowed to talk to the site when it is embedded. */
  embedded_parent_origins: string[];
  page_layouts: PageLayout[];
  desktop_home_url: string;
  mobile_home_url: string;
  promotions_url: string;
  /** The sub-header's operator pages on the right (spec 1 section 2.5); an empty URL leaves the item out. */
  services_url: string;
  store_locator_url: string;
  chat_url: string;
  subheader_id: number;
  external_header_path: string;
  /** The footer's operator HTML for this channel (web or mobile variant); sanitised before use. */
  footer_html: string;
  theme: BrandTheme;
}

/** A brand's colours; the shell writes them as CSS variables for both modes. */
export interface BrandTheme {
  brandName: string;
  logoText: string;
  light: Record<string, string>;
  dark: Record<string, string>;
}

/** The answer of /api/all_cached_settings: one settings object per channel. */
export type CachedSettings = Record<Channel, Partial<Record<keyof Settings, unknown>>>;
