import type { Channel } from '@sportsbook/contracts';

/**
 * The cookies the shell writes for its own server, which composes the next page from them: the brand, the
 * channel the viewport showed, the browser's time-zone rule (a first view's times are written in it) and the
 * player's odds format (its prices).
 * Both sides read the names and value rules from here.
 */
export const SERVER_COOKIES = {
  brand: 'sb-brand',
  channel: 'sb-channel',
  timeZone: 'sb-tz',
  oddsType: 'sb-odds',
  layout: 'sb-layout',
  sortBy: 'sb-sort',
} as const;

/** The player's settings a first view is drawn in: prices in their format, lists in their layout and order. */
export const DRAWN_SETTINGS = ['oddsType', 'layout', 'sortBy'] as const;
export type DrawnSetting = (typeof DRAWN_SETTINGS)[number];

/** A brand id as a page may name it (`?brand=`, the cookie). */
export const BRAND_ID_PATTERN = /^[a-z0-9-]{1,40}$/;
/** A time-zone rule as the shell writes it: offsets and switch moments, e.g. '60,1774746000000:120'. */
export const TIME_ZONE_RULE_PATTERN = /^[-,:\d]{1,100}$/;

/** A cookie the shell's server reads to compose the next page: a year, the whole site. */
const serverCookie = (name: string, value: string) => `${name}=${value}; path=/; max-age=31536000; samesite=lax`;

/** The cookie that tells the shell's server which brand to compose the next page for. */
export function brandCookie(brand: string): string {
  return serverCookie(SERVER_COOKIES.brand, encodeURIComponent(brand));
}

/** The cookie that tells the shell's server which channel's page the viewport shows, to draw the first view for. */
export function channelCookie(channel: Channel): string {
  return serverCookie(SERVER_COOKIES.channel, channel);
}

/** The cookie that tells the shell's server the browser's time-zone rule, to write a first view's times in. */
export function timeZoneCookie(rule: string): string {
  return serverCookie(SERVER_COOKIES.timeZone, rule);
}

/** The cookie that tells the shell's server one of the player's settings a first view is drawn in. */
export function drawnSettingCookie(setting: DrawnSetting, value: string): string {
  return serverCookie(SERVER_COOKIES[setting], value);
}

/** One cookie's value in a Cookie header, undefined when it is not there. */
export function cookieOf(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
