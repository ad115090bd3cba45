import type { Stream } from '@sportsbook/contracts';
import { toCountryCode3, type CountryTables } from '../countries/countries';

/** Sports whose live events are streamed (spec 2 section 10). */
export const STREAMING_SPORT_CODES: readonly string[] = ['VICR', 'EBSK', 'EFOT', 'CSGO', 'LOLS', 'DOTA', 'VKBD', 'ECRI'];

export const isStreamingSport = (code: string): boolean => STREAMING_SPORT_CODES.includes(code);

/**
 * Allowed if the country is in allowed_countries, or, when that list is missing, not in blocked_countries
 * (spec 2 section 5). The viewer's country comes as a two-letter code and feeds write their lists in
 * two- or three-letter codes or names: each is compared as its three-letter code, through the country
 * tables of spec 1 section 9. An entry that names no country matches nothing.
 */
export function streamAllowed(
  stream: Pick<Stream, 'allowed_countries' | 'blocked_countries'>,
  country: string,
  tables: CountryTables,
): boolean {
  const code = toCountryCode3(tables, country);
  const lists = (list: readonly string[]) => code !== undefined && list.some((entry) => toCountryCode3(tables, entry) === code);
  if (stream.allowed_countries) return lists(stream.allowed_countries);
  return !lists(stream.blocked_countries ?? []);
}

/** The key of the brand's location_configuration that lists client IPs allowed to stream from anywhere. */
export const STREAM_IPS_KEY = 'stream_allowed_ips';

export interface StreamViewer {
  country: string;
  clientIp: string;
  /** Client IPs that may stream wherever they are (the brand's location configuration). */
  allowedIps: readonly string[];
  /** Spec 1 section 9's tables, to compare the viewer's country with the stream's lists. */
  countries: CountryTables;
}

/**
 * Streaming is available when the client IP is in the configured list or the country check passes (spec 2
 * section 5). The platform decides with it, and the events remote with the same rule before it asks.
 */
export function streamAvailable(stream: Pick<Stream, 'allowed_countries' | 'blocked_countries'>, viewer: StreamViewer): boolean {
  return viewer.allowedIps.includes(viewer.clientIp) || streamAllowed(stream, viewer.country, viewer.countries);
}
