/**
 * What native-app mode "blocks" (spec 1 section 1: "A native-app content-only mode hides the header, side
 * columns and footer and blocks interaction"; section 6: "Logout visibility also depends on native-app
 * status"; section 2.7: my account, logged out, opens the native-app login). The spec names no list, so this is our
 * reading: the page is content inside the app, and the app owns everything around it, so the web view
 * blocks what would take the player out of that content or act like a browser rather than the app:
 * - links that leave the content, to another site or into a new window: the web view has no header, no
 *   back button and no tab bar, so a player who followed one would be stranded outside the app;
 * - the browser's own gestures on the page: the long-press menu (open in browser, copy link) and text
 *   selection, which a native screen does not have; form fields keep theirs, a stake is still typed.
 * In-content navigation (an event row to its event page) is the content itself and keeps working.
 */
export interface LinkTarget {
  href: string;
  /** The anchor's target attribute ('' when it has none). */
  target: string;
}

/** Whether a link is inert in the native app's content-only view. */
export function nativeAppBlocksLink(link: LinkTarget, pageOrigin: string): boolean {
  if (link.target && link.target !== '_self') return true;
  let url: URL;
  try {
    url = new URL(link.href, pageOrigin);
  } catch {
    return true;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  return url.origin !== pageOrigin;
}

const FIELD = 'input, textarea, select, [contenteditable="true"]';

/**
 * Blocks, on `root`, what nativeAppBlocksLink blocks and the browser's long-press menu and selection
 * outside form fields; the answer takes the guard off. Listens in the capture phase, before any remote's
 * own handler can open a window or navigate.
 */
export function installNativeAppGuard(root: Document): () => void {
  const origin = root.defaultView?.location.origin ?? '';
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if (!nativeAppBlocksLink({ href: anchor.href, target: anchor.target }, origin)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const outsideFields = (event: Event) => {
    if (!(event.target as Element | null)?.closest?.(FIELD)) event.preventDefault();
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('auxclick', onClick, true);
  root.addEventListener('contextmenu', outsideFields, true);
  root.addEventListener('selectstart', outsideFields, true);
  root.documentElement.dataset.nativeGuard = 'true';
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('auxclick', onClick, true);
    root.removeEventListener('contextmenu', outsideFields, true);
    root.removeEventListener('selectstart', outsideFields, true);
    delete root.documentElement.dataset.nativeGuard;
  };
}
