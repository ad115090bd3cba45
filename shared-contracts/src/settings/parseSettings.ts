import type { BrandTheme, CachedSettings, Channel, Settings } from '../domain/settings';
import { DEFAULT_SETTINGS } from './defaultSettings';

export type SettingsLogger = (message: string) => void;

/**
 * "key=value1,value2|key2=value3" to a mapping. Anything else is logged and gives an empty mapping
 * (spec 1 section 5).
 */
export function parseConfigurationString(raw: unknown, log: SettingsLogger): Record<string, string[]> {
  if (raw === undefined || raw === null || raw === '') return {};
  if (isMapping(raw)) return raw;
  if (typeof raw !== 'string') {
    log(`configuration string expected, got ${typeof raw}`);
    return {};
  }
  const mapping: Record<string, string[]> = {};
  for (const pair of raw.split('|')) {
    const match = /^\s*([^=\s]+)\s*=\s*(.+?)\s*$/.exec(pair);
    if (!match) {
      log(`invalid configuration string "${raw}": "${pair}" is not key=value1,value2`);
      return {};
    }
    mapping[match[1]] = match[2]
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
  }
  return mapping;
}

function isMapping(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'))
  );
}

/** An invalid quick_bet_values falls back to the defaults silently (spec 1 section 5). */
export function parseQuickBetValues(raw: unknown): Record<string, number[]> {
  const value = typeof raw === 'string' ? tryJson(raw) : raw;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return DEFAULT_SETTINGS.quick_bet_values;
  const result: Record<string, number[]> = {};
  for (const [currency, stakes] of Object.entries(value)) {
    if (!Array.isArray(stakes) || stakes.length !== 4 || !stakes.every((s) => typeof s === 'number' && s > 0)) {
      return DEFAULT_SETTINGS.quick_bet_values;
    }
    result[currency.toUpperCase()] = stakes;
  }
  return { ...DEFAULT_SETTINGS.quick_bet_values, ...result };
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toBoolean(raw: unknown, fallback: boolean): boolean {
  if (typeof raw === 'boolean') return raw;
  if (raw === 'true' || raw === '1' || raw === 1) return true;
  if (raw === 'false' || raw === '0' || raw === 0) return false;
  return fallback;
}

function toNumber(raw: unknown, fallback: number): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function toList(raw: unknown, fallback: string[]): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw === 'string')
    return raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  return fallback;
}

/** Theme JSON that fails to parse is logged and ignored (spec 1 section 5). */
function parseTheme(raw: unknown, log: SettingsLogger): BrandTheme {
  const value = typeof raw === 'string' ? tryJson(raw) : raw;
  if (raw !== undefined && (typeof value !== 'object' || value === null)) {
    log('theme setting is not valid JSON; the default theme is used');
    return DEFAULT_SETTINGS.theme;
  }
  return { ...DEFAULT_SETTINGS.theme, ...(value as Partial<BrandTheme> | undefined) };
}

/**
 * Raw settings of one channel as the API sends them (booleans and numbers may come as strings)
 * to typed settings, each missing or unreadable value replaced by its default.
 */
export function parseSettings(raw: Record<string, unknown>, log: SettingsLogger = () => undefined): Settings {
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS)) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof fallback === 'boolean') settings[key] = toBoolean(value, fallback);
    else if (typeof fallback === 'number') settings[key] = toNumber(value, fallback);
    else if (typeof fallback === 'string') settings[key] = typeof value === 'string' ? value : fallback;
    else if (Array.isArray(fallback) && key !== 'page_layouts') settings[key] = toList(value, fallback as string[]);
  }
  settings.quick_bet_values = parseQuickBetValues(raw.quick_bet_values);
  settings.location_configuration = parseConfigurationString(raw.location_configuration, log);
  settings.currency_configuration = parseConfigurationString(raw.currency_configuration, log);
  settings.theme = parseTheme(raw.theme, log);
  settings.page_layouts =
    Array.isArray(raw.page_layouts) && raw.page_layouts.length > 0 ? raw.page_layouts : DEFAULT_SETTINGS.page_layouts;
  if (!(settings.odds_types as string[]).includes('euro')) settings.odds_types = ['euro', ...(settings.odds_types as string[])];
  return settings as unknown as Settings;
}

/** The brand's cached settings (both channels, as the platform answers them) typed, each channel marked. */
export function settingsByChannel(
  cached: Partial<CachedSettings>,
  log: SettingsLogger = () => undefined,
): Record<Channel, Settings> {
  return {
    web: parseSettings({ ...cached.web, channel: 'web' }, log),
    mobile: parseSettings({ ...cached.mobile, channel: 'mobile' }, log),
  };
}
