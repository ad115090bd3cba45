import { ODDS_TYPES, type OddsType, type PageView, type Settings, type SortBy, type Theme } from '@sportsbook/contracts';

export const SORT_BY_OPTIONS: readonly SortBy[] = ['time', 'competition'];
const PAGE_VIEWS: readonly PageView[] = ['asian', 'euro', 'thai'];
const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

export type SettingsFlags = Pick<
  Settings,
  'odds_types' | 'view_types' | 'enable_switching_theme_modes' | 'enable_stake_feature' | 'allow_higher_odds_and_cashout'
>;

/** What the settings panel offers under a brand's settings (spec 1 sections 4 and 5); an empty list hides the section. */
export interface SettingsOptions {
  sortBy: readonly SortBy[];
  oddsType: OddsType[];
  layout: PageView[];
  theme: readonly Theme[];
  defaultStake: boolean;
  acceptHigherOdds: boolean;
}

export function settingsOptions(settings: SettingsFlags): SettingsOptions {
  return {
    sortBy: SORT_BY_OPTIONS,
    // Euro is always offered; the others only when configured, in the usual order.
    oddsType: ODDS_TYPES.filter((odds) => odds === 'euro' || settings.odds_types.includes(odds)),
    // Thai (or asian) is dropped when the brand does not configure it; euro is always present.
    layout: PAGE_VIEWS.filter((view) => view === 'euro' || settings.view_types.includes(view)),
    theme: settings.enable_switching_theme_modes ? THEMES : [],
    defaultStake: settings.enable_stake_feature,
    acceptHigherOdds: settings.allow_higher_odds_and_cashout,
  };
}

/** The odds type to show as chosen: the player's, else the brand's default, else euro (a player may not have chosen yet). */
export function shownOddsType(
  current: OddsType | 'not_selected',
  options: readonly OddsType[],
  brandDefault: OddsType,
): OddsType {
  if (current !== 'not_selected' && options.includes(current)) return current;
  return options.includes(brandDefault) ? brandDefault : 'euro';
}

/** A layout the brand no longer allows (thai, typically) is reset to euro. */
export function shownLayout(current: PageView, options: readonly PageView[]): PageView {
  return options.includes(current) ? current : 'euro';
}

/**
 * The spec gives no value for the default stake's maximum length; the betslip's stake field length
 * (spec 2 section 9) is used, so any default stake fits the slip's field.
 */
export const DEFAULT_STAKE_MAX_LENGTH = 13;

export type DefaultStakeError = 'numeric' | 'too-long';

export type DefaultStakeParse = { ok: true; stake: number | null } | { ok: false; error: DefaultStakeError };

/**
 * The default stake typed in the settings (spec 1 section 5): numeric, shorter than the maximum length,
 * a leading zero dropped ('05' is 5); saved as an integer when whole, else rounded to the currency's
 * precision. Empty means no default stake, and so does zero, which would stake nothing.
 */
export function parseDefaultStake(text: string, precision: number): DefaultStakeParse {
  const typed = text.trim();
  if (typed === '') return { ok: true, stake: null };
  if (typed.length >= DEFAULT_STAKE_MAX_LENGTH) return { ok: false, error: 'too-long' };
  const digits = typed.replace(/^0+(?=\d)/, '');
  if (!/^\d+(\.\d+)?$/.test(digits)) return { ok: false, error: 'numeric' };
  const value = Number(digits);
  if (value === 0) return { ok: true, stake: null };
  if (Number.isInteger(value)) return { ok: true, stake: value };
  const scale = 10 ** Math.max(0, precision);
  const rounded = Math.round(value * scale) / scale;
  return { ok: true, stake: rounded > 0 ? rounded : null };
}

/** The stake as the field shows it: nothing for no default stake. */
export const defaultStakeText = (stake: number | null) => (stake === null ? '' : String(stake));
