import { parseConfigurationString } from '@sportsbook/contracts';
import { STREAM_IPS_KEY } from '@sportsbook/domain';
import type { Channel, Stream } from '@sportsbook/contracts';
import { channelSettings, type BrandRow } from '../http/brand';

/**
 * Streams are offered for the streaming sport codes of spec 2 section 10, each with its provider and the
 * countries it is licensed for: allowed where listed, otherwise blocked where listed (spec 2 section 5).
 */
export const STREAM_RULES: Record<string, Pick<Stream, 'allowed_countries' | 'blocked_countries' | 'provider'>> = {
  EFOT: { provider: 'perform_desktop', blocked_countries: ['US', 'FR'] },
  // This feed writes its countries in three-letter codes, as many do (compared through spec 1 section 9's tables).
  EBSK: { provider: 'betgenius_v3', allowed_countries: ['GBR', 'DEU', 'ESP', 'ITA', 'KEN', 'GHA'] },
  CSGO: { provider: 'oddin' },
  LOLS: { provider: 'oddin' },
  DOTA: { provider: 'oddin' },
  VICR: { provider: 'perform_v2', blocked_countries: ['US'] },
  ECRI: { provider: 'perform_v2', blocked_countries: ['US'] },
  VKBD: { provider: 'perform_mobile' },
};

/** The IPs the brand lets watch from anywhere (its testers and studios), from the channel's location configuration. */
export function allowedIpsOf(brand: BrandRow, channel: Channel): string[] {
  const configuration = parseConfigurationString(channelSettings(brand, channel).location_configuration, () => undefined);
  return configuration[STREAM_IPS_KEY] ?? [];
}
