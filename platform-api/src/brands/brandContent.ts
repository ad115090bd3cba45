import type {
  Advert,
  CouponGroup,
  ExternalHeader,
  ExternalUrlEntry,
  ExternalUrlKey,
  MarginEntry,
  Submenu,
} from '@sportsbook/contracts';
import type { JackpotTermsTable } from '../jackpots/jackpotTerms';
import { SAVANNA_JACKPOT_TERMS, SEED_JACKPOT_TERMS } from './jackpotTermsSeed';

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
}

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
        { id: 6, name: 'T_[header.promotions]_T', url: '/promotions' },
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
      content: '<h3>Responsible gaming</h3><p>Set deposit limits in your account. <a href="/en/account">Manage limits</a></p>',
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
    '2': { title: 'Esports', coupons: [{ id: 4, name: 'Counter-Strike maps', sport_id: 233 }] },
  },
  margins: { marketTypes: {}, leagues: {}, outcomes: {} },
  gcbSealToken: `seal-${brand}-2026`,
  jackpotTerms: SEED_JACKPOT_TERMS,
});

export function contentFor(brand: string): BrandContent {
  const content = base(brand);
  if (brand === 'nova') {
    // Asian brand: power odds on 1X2 and a lower margin on its home league.
    content.margins.marketTypes['1'] = { brandMarginType: 'POWER_ODDS', marketTypeId: 1, margin: 0.02 };
    content.margins.leagues['30000'] = { brandMarginType: 'PPB', leagueId: 30000, margin: 0.03 };
  }
  if (brand === 'savanna') {
    content.jackpotTerms = SAVANNA_JACKPOT_TERMS;
    content.externalHeader = {
      // Written for a whole page, as operators' headers are (body and bare a rules): the shadow root keeps it to the header.
      css: 'body{background:#0b3d2e}a{color:#2fd67b;font-weight:700;text-decoration:none}.savanna-header{display:flex;align-items:center;gap:16px;height:80px;padding:0 16px;background:#0b3d2e;color:#fff;font-family:sans-serif}',
      js: "document.querySelector('.savanna-header [data-year]').textContent = String(new Date().getFullYear());",
      html: '<header class="savanna-header"><a href="/en/homepage">SAVANNA BET</a><span>Kenya’s home of sport · <span data-year></span></span></header>',
    };
  }
  return content;
}
