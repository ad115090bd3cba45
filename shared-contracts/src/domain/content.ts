/** Brand content the header, menu and side columns read (spec 1 section 3). */
export type Audience =
  | 'all'
  | 'logged_in'
  | 'logged_in_deposited'
  | 'logged_in_not_deposited'
  | 'logged_in_not_played'
  | 'imported_list'
  | 'just_registered'
  | 'logged_out';

export type MenuItemFunction = 'open_menu' | 'open_my_bets' | 'regular_url';

export interface MenuConfigEntry {
  id: number;
  active: boolean;
  label: string;
  tag?: string;
  logged_in_only?: boolean;
  logged_in_title?: string;
  logged_out_title?: string;
  icon_name?: string;
  logged_in_link?: string;
  logged_out_link?: string;
  submenu_items?: MenuConfigEntry[];
  open_in_parent_frame?: boolean;
  section_name?: string;
  function?: MenuItemFunction;
  open_in_new_window?: boolean;
  audience?: Audience;
}

export interface TabMenuSection {
  section_name: string;
  submenu_items: MenuConfigEntry[];
}

export interface MenuItem {
  id: number | string;
  name?: string;
  title?: string;
  icon?: string;
  href?: string;
  tag?: string;
  target?: string;
  submenu?: MenuItem[];
  enabled?: boolean;
  sportCode?: string;
}

export interface ExternalUrlEntry {
  placeholder: string;
  open_in_parent_frame: boolean;
}

export type ExternalUrlKey = 'forgot_password' | 'cashier' | 'registration' | 'profile' | 'home';

export interface SubmenuLink {
  id: number;
  name: string;
  url: string;
}

export interface Submenu {
  submenu_links: SubmenuLink[];
  branding_header_id?: number;
}

export interface ExternalHeader {
  css: string;
  js: string;
  html: string;
}

export interface Advert {
  audience: Audience;
  width_in_pixels: number;
  height_in_pixels: number;
  attachment_path: string;
  description: string;
  name: string;
  link: string;
  link_name: string;
  popup: boolean;
  popup_allow_resize: boolean;
  popup_allow_scrollbars: boolean;
  popup_height: number;
  popup_width: number;
  show_description: boolean;
}

export interface HtmlWidget {
  content: string;
}

export interface Language {
  id: number;
  name: string;
  locale: string;
  external_locale: string;
}

export interface Coupon {
  id: number;
  name: string;
  sport_id: number;
}

export interface CouponGroup {
  title?: string;
  name?: string;
  coupons: Coupon[];
}

export interface NewsPopup {
  id: number;
  title: string;
  pages: string[];
}

/**
 * A promotion of the brand's promotions page: its audience is matched as an advert's; one that needs an
 * opt-in counts for a player only once they opted in. VIP promotions form the page's VIP section.
 */
export interface Promotion {
  id: number;
  title: string;
  summary: string;
  /** The terms, one per line. */
  terms: string[];
  image: string;
  audience: Audience;
  optInRequired: boolean;
  section: 'promotions' | 'vip';
  /** Only for a logged-in player: whether they opted in. */
  optedIn?: boolean;
}

export interface PromotionsAnswer {
  promotions: Promotion[];
}

/** A topic of the brand's help page: a question and its answer, in paragraphs. */
export interface HelpTopic {
  id: string;
  question: string;
  answer: string[];
}

export const contentPaths = {
  promotions: '/api/promotions',
  promotionOptIn: (id: number) => `/api/promotions/${id}/opt_in`,
  help: '/api/help',
} as const;
