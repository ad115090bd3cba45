// What a page request asks for, as the shell's server reads it: the brand, locale, channel, time-zone rule
// and the brand's set of translation overrides. The cookies are the ones the shell writes for this server.
import {
  BRAND_ID_PATTERN,
  cookieOf,
  DRAWN_SETTINGS,
  type DrawnSetting,
  SERVER_COOKIES,
  TIME_ZONE_RULE_PATTERN,
} from '../../src/startup/serverCookies';
import { DEFAULT_BRAND } from '../../src/startup/brand';
import type { Channel, PlayerSettings } from '@sportsbook/contracts';

/**
 * The values of the player's settings a page may be drawn in (the contracts' own lists; the server loads no
 * browser code). A setting at its brand default, or unknown, is left out: the page is drawn in the default.
 */
const DRAWN_VALUES: { [S in DrawnSetting]: readonly PlayerSettings[S][] } = {
  oddsType: ['euro', 'hk', 'us', 'malay', 'indo'],
  layout: ['asian', 'euro', 'thai'],
  sortBy: ['time', 'competition'],
};

export type DrawnSettings = Partial<Pick<PlayerSettings, DrawnSetting>>;

export type RequestHeaders = Record<string, string | string[] | undefined>;

/** A page request as the composer needs it. */
export interface PageRequest {
  /** Path and query, e.g. '/en/homepage?brand=nova'. */
  url: string;
  headers: RequestHeaders;
}

const searchOf = (url: string) => new URL(url, 'http://shell').searchParams;
const cookieHeader = (headers: RequestHeaders) => String(headers.cookie ?? '');

/** The brand a page request runs as: `?brand=`, then the cookie the shell writes, then the default. */
export function brandOfRequest(url: string, cookies = ''): string {
  const asked = searchOf(url).get('brand');
  if (asked && BRAND_ID_PATTERN.test(asked)) return asked;
  const remembered = cookieOf(cookies, SERVER_COOKIES.brand);
  return remembered && BRAND_ID_PATTERN.test(remembered) ? remembered : DEFAULT_BRAND;
}

/** The locale a page request names in its first path segment, if it names one. */
export function localeOfRequest(url: string): string | undefined {
  const first = new URL(url, 'http://shell').pathname.split('/')[1] ?? '';
  return /^[a-z]{2}$/.test(first) ? first : undefined;
}

/** The brand's set of translation overrides a page asks for (spec 1 section 2: the translationsId parameter). */
export function translationsIdOfRequest(url: string): string | undefined {
  const asked = searchOf(url).get('translationsId');
  return asked && /^[A-Za-z0-9_-]{1,64}$/.test(asked) ? asked : undefined;
}

/**
 * The browser's time-zone rule, as the page's cookie tells it (the shell writes it; the render reads it and
 * takes anything that is not a rule for UTC); UTC when there is none yet.
 */
export function timeZoneOfRequest(cookies = ''): string {
  const rule = cookieOf(cookies, SERVER_COOKIES.timeZone);
  return rule && TIME_ZONE_RULE_PATTERN.test(rule) ? rule : '0';
}

/** The player's odds format, layout and order, as the shell's cookies tell them; each left out where none is known. */
export function drawnSettingsOfRequest(cookies = ''): DrawnSettings {
  const settings: Record<string, string> = {};
  for (const setting of DRAWN_SETTINGS) {
    const asked = cookieOf(cookies, SERVER_COOKIES[setting]);
    if (asked && (DRAWN_VALUES[setting] as readonly string[]).includes(asked)) settings[setting] = asked;
  }
  return settings;
}

/**
 * Which channel's page a browser gets: the one its viewport showed last (the shell's cookie), else its user
 * agent's or its client hint's word for a phone (an automated browser can send a phone's agent with a
 * desktop's hint).
 */
export function channelOfRequest(headers: RequestHeaders): Channel {
  const remembered = cookieOf(cookieHeader(headers), SERVER_COOKIES.channel);
  if (remembered === 'web' || remembered === 'mobile') return remembered;
  const phone =
    headers['sec-ch-ua-mobile'] === '?1' || /Mobi|Android|iPhone|iPad|iPod/i.test(String(headers['user-agent'] ?? ''));
  return phone ? 'mobile' : 'web';
}

/**
 * Everything a composed page depends on, as one key: two requests with the same key get the same page (the
 * page carries no player data; the session is the browser's).
 */
export function pageKeyOf(request: PageRequest): string {
  const { brand, channel, timeZone, drawn } = pageAskOf(request);
  return [brand, channel, timeZone, ...DRAWN_SETTINGS.map((setting) => drawn[setting] ?? '-'), request.url].join(' ');
}

/** What a page request asks for, read once: the page is composed, and kept, by it. */
export interface PageAsk {
  brand: string;
  channel: Channel;
  timeZone: string;
  /** The player's settings the first view is drawn in. */
  drawn: DrawnSettings;
  locale?: string;
  translationsId?: string;
}

export function pageAskOf(request: PageRequest): PageAsk {
  const cookies = cookieHeader(request.headers);
  return {
    brand: brandOfRequest(request.url, cookies),
    channel: channelOfRequest(request.headers),
    timeZone: timeZoneOfRequest(cookies),
    drawn: drawnSettingsOfRequest(cookies),
    locale: localeOfRequest(request.url),
    translationsId: translationsIdOfRequest(request.url),
  };
}
