import type { ExternalUrlEntry } from '@sportsbook/contracts';

/** The attributes of a link to one of the brand's external URLs (spec 1 section 3). */
export interface ExternalLink {
  href: string;
  target?: string;
  rel?: string;
}

/**
 * An external URL entry as a link; `href` is its placeholder with the locale written in by the link rules
 * (`useLocalisedLink`).
 */
export function externalLink(entry: ExternalUrlEntry, href: string, newWindow = false): ExternalLink {
  // A new window wins: the player asked to keep the sportsbook open beside it.
  if (newWindow) return { href, target: '_blank', rel: 'noopener' };
  if (entry.open_in_parent_frame) return { href, target: '_parent' };
  return { href };
}

/** The cashier's deposit or withdraw page: the cashier URL with the action in its query. */
export function cashierAction(href: string, action: 'deposit' | 'withdraw'): string {
  const [withoutHash, hash] = href.split('#', 2);
  const separator = withoutHash.includes('?') ? '&' : '?';
  return `${withoutHash}${separator}action=${action}${hash === undefined ? '' : `#${hash}`}`;
}
