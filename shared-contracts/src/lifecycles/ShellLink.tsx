import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isPlainClick } from './isPlainClick';
import { linkCurrent } from './linkCurrent';
import { useShellRoute } from './useShellRoute';

type Props = {
  /** A path below the locale, e.g. '/account/bets'. */
  path: string;
  children: ReactNode;
  /** Runs before a plain click navigates (a menu closing itself). */
  onNavigate?: () => void;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;

/**
 * A link to a page of the site, the one every remote uses: a real href under the locale (it opens in a
 * new tab, copies and crawls as a link), a plain click followed through the shell's navigation so every
 * remote sees the new route, and the current page marked.
 */
export function ShellLink({ path, children, onNavigate, ...rest }: Props) {
  const { href, go, path: current } = useShellRoute();
  const active = linkCurrent(path, current);
  return (
    <a
      aria-current={active ? 'page' : undefined}
      {...rest}
      href={href(path)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate?.();
        go(path);
      }}
    >
      {children}
    </a>
  );
}
