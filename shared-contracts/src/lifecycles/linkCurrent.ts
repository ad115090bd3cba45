import { thirdPartyAt } from '../content/gameSections';

/** Pages below /sports that have links of their own (sub-header, menu): their section's link is current, not Sports. */
const FIXTURES = '/sports/fixtures';

/**
 * Whether a link to `link` marks the page at `path` as current: its own page, or a page below it, except
 * a page that has a link of its own (a game section such as /sports/kiron, the fixtures), so that Sports
 * and Virtuals are never both current on the Kiron page.
 */
export function linkCurrent(link: string, path: string): boolean {
  const base = link.replace(/\/$/, '');
  const page = path.replace(/\/$/, '');
  if (page === base) return true;
  if (base === '' || !page.startsWith(`${base}/`)) return false;
  return page !== FIXTURES && thirdPartyAt(page) === undefined;
}
