/** Locale rules of spec 1 section 2.2. */
export const FALLBACK_LOCALE = 'en';

export interface LocaleSources {
  /** The `locale` query parameter. */
  query?: string | null;
  /** The locale the router already knows, if any. */
  routerLocale?: string | null;
  pathname: string;
  allowed: readonly string[];
}

export function firstPathSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/** Query parameter, else router locale, else the first path segment when allowed, else en. */
export function resolveLocale({ query, routerLocale, pathname, allowed }: LocaleSources): string {
  if (query) return query;
  if (routerLocale) return routerLocale;
  const segment = firstPathSegment(pathname);
  return allowed.includes(segment) ? segment : FALLBACK_LOCALE;
}

/**
 * Where to redirect a path whose first segment is not an allowed locale, or null to stay.
 * A path whose first segment is a number over 400 (an error page such as /404) is left alone.
 */
export function localeRedirect(
  pathname: string,
  search: string,
  allowed: readonly string[],
  defaultLocale?: string,
): string | null {
  const segment = firstPathSegment(pathname);
  if (allowed.includes(segment)) return null;
  if (/^\d+$/.test(segment) && Number(segment) > 400) return null;
  const locale = defaultLocale && allowed.includes(defaultLocale) ? defaultLocale : FALLBACK_LOCALE;
  const rest = pathname === '/' ? '/homepage' : isLocaleLike(segment) ? stripFirstSegment(pathname) : pathname;
  return `/${locale}${rest === '/' ? '/homepage' : rest}${search}`;
}

/** A two-letter first segment that is not allowed is a foreign locale: it is replaced, not kept. */
function isLocaleLike(segment: string): boolean {
  return /^[a-z]{2}$/.test(segment);
}

function stripFirstSegment(pathname: string): string {
  const rest = pathname.split('/').filter(Boolean).slice(1).join('/');
  return `/${rest}`;
}

/** The same path in another locale, for the language picker. */
export function pathInLocale(pathname: string, locale: string, allowed: readonly string[]): string {
  const segment = firstPathSegment(pathname);
  const rest = allowed.includes(segment) ? stripFirstSegment(pathname) : pathname;
  return `/${locale}${rest === '/' ? '/homepage' : rest}`;
}

/** The path below the locale segment: '/en/sports/240-FOOT' gives '/sports/240-FOOT'. */
export function pathWithoutLocale(pathname: string, allowed: readonly string[]): string {
  return allowed.includes(firstPathSegment(pathname)) ? stripFirstSegment(pathname) : pathname;
}
