import type { RemoteName } from '../remotes/remoteNames';

/** The remotes that can own a page (the centre column); every other remote sits beside it. */
export type PageOwner = Extract<RemoteName, 'jackpot' | 'mybets' | 'account' | 'events'>;

/**
 * Which remote owns which paths (below the locale), first match wins. One table for the shell's placement
 * and the remotes' own page-or-widget choice, so a remote never draws a page the shell gives to another
 * (the account's /account/bets tab is my bets' page).
 */
const PAGE_OWNERS: readonly (readonly [pattern: RegExp, owner: PageOwner])[] = [
  [/^\/jackpot(\/|$)/, 'jackpot'],
  [/^\/open_bets(\/|$)/, 'mybets'],
  [/mybets/, 'mybets'],
  [/^\/account\/bets(\/|$)/, 'mybets'],
  [/^\/account(\/|$)/, 'account'],
];

/** The remote that owns the page on a path; the events remote owns every path no other claims. */
export function centreRemote(path: string): PageOwner {
  return PAGE_OWNERS.find(([pattern]) => pattern.test(path))?.[1] ?? 'events';
}

/** Whether `remote` owns the page on `path` (draws it in the centre column). */
export function ownsPage(remote: RemoteName, path: string): boolean {
  return centreRemote(path) === remote;
}
