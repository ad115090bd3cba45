import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import type { Channel } from '../domain/settings';
import type { PlayerSettings } from '../domain/player';
import type { RemoteName } from '../remotes/remoteNames';
import { browserTimeZoneRule } from '../dates/timeZoneRule';

/**
 * What the shell's server rendered into a remote's region and left in the page for that remote's first
 * mount, which hydrates the markup instead of drawing it again. Everything the server's render read that
 * the browser would read differently is here, so both renders agree.
 */
export interface ServerRendering {
  remote: RemoteName;
  /** The release whose server build rendered the region: only the same release's browser code hydrates it. */
  buildId: string;
  /** The address (path and query) the region was rendered for. */
  location: string;
  /** The channel the server took the browser for (from its user agent): a viewport of the other draws afresh. */
  channel: Channel;
  /** The time-zone rule the times were written in: the browser's, as its cookie told the server, else UTC. */
  timeZone: string;
  /** The odds format the prices were written in (the player's, from the shell's cookie); older servers leave it out. */
  oddsType?: PlayerSettings['oddsType'];
  /** The lists' layout and order the server drew (a visitor's); older servers leave them out. */
  layout?: PlayerSettings['layout'];
  sortBy?: PlayerSettings['sortBy'];
  /** The remote's query cache as the render left it: the answers it used, so none is asked for again. */
  queries: DehydratedState;
}

/** What a render on the server (or the hydration of its markup) needs to read as the server read it. */
export type RenderedAs = Pick<ServerRendering, 'location' | 'timeZone'>;

export const RenderedAsContext = createContext<RenderedAs | undefined>(undefined);

type Subscribe = (onChange: () => void) => () => void;
const never: Subscribe = () => () => undefined;

/**
 * A value the browser reads from its environment (the address, the time zone), as the server rendered it
 * while the server's markup is hydrated and on the server itself, then as the browser has it: React renders
 * the browser's value right after hydrating, so the two renders never disagree.
 */
export function useBrowserValue<T>(read: () => T, rendered: (as: RenderedAs) => T, subscribe: Subscribe = never): T {
  const as = useContext(RenderedAsContext);
  return useSyncExternalStore(subscribe, read, () => (as ? rendered(as) : read()));
}

let ownRule: string | undefined;
/** The browser's time-zone rule, worked out once a page. */
export const pageTimeZoneRule = () => (ownRule ??= browserTimeZoneRule());

/**
 * The time-zone rule times are shown in (see timeZoneRule.ts): the browser's, or the server's render's while
 * its markup is hydrated; the two differ only on a first visit, whose server render had no cookie (UTC).
 */
export function usePageTimeZone(): string {
  return useBrowserValue(pageTimeZoneRule, (as) => as.timeZone);
}
