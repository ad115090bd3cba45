import { useCallback } from 'react';
import { useShellRoute } from '@sportsbook/contracts';
import type { LinkTarget } from './entryTarget';
import { openInParent } from './openInParent';

const isAbsolute = (url: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(url);

/** Where a menu link points: operator links may be absolute, the site's own go under the locale. */
export function useLinkHref() {
  const { href } = useShellRoute();
  return useCallback((path: string) => (isAbsolute(path) ? path : href(path)), [href]);
}

/**
 * Follows a menu link where its entry says (see entryTarget): a new window, the embedding page, another
 * site for an absolute link, or the shell's navigation for the site's own pages. The side menu and the
 * bottom navigation both open links through this.
 */
export function useOpenLink() {
  const { go } = useShellRoute();
  const urlOf = useLinkHref();
  return useCallback(
    (path: string, target: LinkTarget = 'app') => {
      if (target === 'new-window') window.open(urlOf(path), '_blank', 'noopener');
      else if (target === 'parent') openInParent(urlOf(path));
      else if (isAbsolute(path)) window.location.assign(path);
      else go(path);
    },
    [go, urlOf],
  );
}
