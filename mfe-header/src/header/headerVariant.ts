import type { Settings } from '@sportsbook/contracts';

export type HeaderVariant = 'external' | 'rebranded' | 'classic' | 'none';

type HeaderFlags = Pick<Settings, 'clem_show_header' | 'clem_external_header_enabled' | 'enable_rebranding'>;

/**
 * Which header a page shows (spec 1 section 2.5). The operator's external header is a desktop design,
 * so a mobile visitor of such a brand gets the brand's own header instead.
 */
export function headerVariant(settings: HeaderFlags, isDesktop: boolean): HeaderVariant {
  if (settings.clem_show_header === false) return 'none';
  if (settings.clem_external_header_enabled && isDesktop) return 'external';
  return settings.enable_rebranding ? 'rebranded' : 'classic';
}
