/** The language picker's rules (spec 1 section 2.9). */

/** The cookie that keeps the player's chosen locale; the shell reads it before the brand's default. */
export const LANGUAGE_COOKIE = 'sb-locale';

/** Locales whose flag is another country's (spec 1 section 2.9). */
const FLAG_OVERRIDES: Readonly<Record<string, string>> = { en: 'gb', pt: 'br', ru: 'kz', hi: 'in', te: 'in', bg: 'in' };

/** The country code of a locale's flag: the override, else the locale itself. */
export function flagOf(locale: string): string {
  const code = locale.toLowerCase();
  return FLAG_OVERRIDES[code] ?? code;
}

/**
 * Columns of the language panel: up to seven languages in one (spec 1 section 2.9); beyond that as many
 * columns of at most nine rows as the room allows (27 languages: three columns of nine on the desktop
 * header; the 380 px menu drawer has room for two).
 */
export function languageColumns(count: number, maxColumns = 3): number {
  if (count <= 7) return 1;
  return Math.max(1, Math.min(maxColumns, Math.ceil(count / 9)));
}

/** The locale cookie as `document.cookie` takes it: a year, the whole site. */
export function languageCookie(locale: string): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
}

/** The locale kept in a cookie string, if any. */
export function cookieLocale(cookie: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookie);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** The locale a path without one is sent to: the player's chosen one when the brand allows it, else the brand's default. */
export function preferredLocale(
  cookie: string,
  settings: { locales: readonly string[]; default_locale?: string },
): string | undefined {
  const chosen = cookieLocale(cookie);
  return chosen && settings.locales.includes(chosen) ? chosen : settings.default_locale;
}
