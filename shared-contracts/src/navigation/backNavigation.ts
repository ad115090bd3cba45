/**
 * A `backTo` query parameter names where back goes, for links from outside the site (a parent page, a
 * promotion). Only a path of this site is taken, so the parameter cannot send a player elsewhere.
 */
export function backToParam(currentPath: string): string | null {
  const query = currentPath.indexOf('?');
  const value = query < 0 ? null : new URLSearchParams(currentPath.slice(query)).get('backTo');
  return value && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}

/**
 * Back target of spec 1 section 2.3: the page's `backTo` parameter, else the stored previous location if
 * there is one; otherwise live pages go to the live sport page, event pages to the sports page, anything
 * else home.
 */
export function backTarget(currentPath: string, locale: string, previous?: string | null): string {
  const backTo = backToParam(currentPath);
  if (backTo) return backTo;
  if (previous && previous !== currentPath) return previous;
  const below = currentPath.replace(new RegExp(`^/${locale}(?=/|$)`), '');
  if (below.startsWith('/live')) return `/${locale}/live/sport`;
  if (below.startsWith('/events')) return `/${locale}/sports`;
  return `/${locale}/homepage`;
}
