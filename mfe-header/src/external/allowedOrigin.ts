/**
 * Whether the external header's path is on the page's own origin: only then is its script trusted to
 * run. A relative path is; an absolute URL only when its origin is the page's.
 */
export function isPageOrigin(path: string, pageHref: string): boolean {
  try {
    return new URL(path, pageHref).origin === new URL(pageHref).origin;
  } catch {
    return false;
  }
}
