/**
 * Back target of spec 1 section 2.3: the stored previous location if there is one; otherwise live pages
 * go to the live sport page, event pages to the sports page, anything else home.
 */
export function backTarget(currentPath: string, locale: string, previous?: string | null): string {
  if (previous && previous !== currentPath) return previous;
  const below = currentPath.replace(new RegExp(`^/${locale}(?=/|$)`), '');
  if (below.startsWith('/live')) return `/${locale}/live/sport`;
  if (below.startsWith('/events')) return `/${locale}/sports`;
  return `/${locale}/homepage`;
}
