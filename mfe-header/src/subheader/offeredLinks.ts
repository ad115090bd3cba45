import { thirdPartyAt, thirdPartyOffered, VIRTUAL_SECTIONS, virtualsPath, type ThirdPartySettings } from '@sportsbook/contracts';
import type { SiteEnvironment, SubmenuLink } from '@sportsbook/contracts';

/**
 * The brand's submenu links a player may follow: a link to a third-party section the settings or the
 * player's currency turn off (Kiron off, or a USDT player), or the deployment leaves off (dst props without its
 * environment), would land on the section's 'not available' page.
 * A virtuals link then leads to the virtual sports the brand does offer (Golden Race), else it is left out.
 */
export function offeredLinks(
  links: readonly SubmenuLink[],
  settings: ThirdPartySettings,
  currency: string,
  affiliate = false,
  environment?: SiteEnvironment,
): SubmenuLink[] {
  const virtuals = virtualsPath(settings, currency);
  return links.flatMap((link) => {
    const section = thirdPartyAt(link.url);
    if (!section || thirdPartyOffered(section, settings, currency, affiliate, environment)) return [link];
    if (virtuals && VIRTUAL_SECTIONS.includes(section.section)) return [{ ...link, url: virtuals }];
    return [];
  });
}
