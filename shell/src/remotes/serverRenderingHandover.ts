import type { RemoteName, ServerRendering } from '@sportsbook/contracts';

/** The page as it is when a remote first mounts, against what the server rendered its region for. */
export interface PageNow {
  /** The address: path and query. */
  location: string;
  /** The manifest the shell loads the remote from (after this browser's overrides). */
  entry: string | undefined;
  /** The manifest the server's registry named, whose release rendered the region. */
  renderedEntry: string | undefined;
}

/**
 * Whether the server's render is still the page's: the same address (a redirect or a link followed before
 * the remote came changes it) and the same release (an override runs another build, whose markup would
 * differ). The remote then decides whether its markup fits the viewport (see createRemoteLifecycles).
 */
export function isStillRendered(rendering: Pick<ServerRendering, 'location'>, now: PageNow): boolean {
  return rendering.location === now.location && now.entry !== undefined && now.entry === now.renderedEntry;
}

/**
 * The server's render of one remote's region, handed over once: to that remote's first mount, when the page
 * is still what was rendered. Any later mount (after an unmount, a retry) draws afresh.
 */
export function serverRenderingHandover(rendering: ServerRendering | undefined, pageNow: () => PageNow) {
  let taken = false;
  return (remote: RemoteName) => (): ServerRendering | undefined => {
    if (!rendering || remote !== rendering.remote || taken) return undefined;
    taken = true;
    return isStillRendered(rendering, pageNow()) ? rendering : undefined;
  };
}
