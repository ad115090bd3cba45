import { useLocalisedLink, useShellRoute, useShellStore } from '@sportsbook/contracts';
import { useExternalUrls } from '../externalUrls';
import { externalLink, type ExternalLink } from '../externalUrls';

/**
 * The cashier link: the brand's cashier URL, in a new window when open_cashier_in_new_window is on.
 * Until the brand's URLs arrive, the account's balances page stands in.
 */
export function useCashierLink(): ExternalLink {
  const localise = useLocalisedLink();
  const { href } = useShellRoute();
  const newWindow = useShellStore('globalSettings', (state) => state.settings.open_cashier_in_new_window);
  const cashier = useExternalUrls().cashier;
  if (cashier) return externalLink(cashier, localise(cashier.placeholder, 'cashier'), newWindow);
  return newWindow ? { href: href('/account/balances'), target: '_blank', rel: 'noopener' } : { href: href('/account/balances') };
}
