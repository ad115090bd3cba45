import type { MouseEvent, ReactNode } from 'react';
import { useShellRoute } from '@sportsbook/contracts';

/** A click the browser would follow in this tab; a modified or middle click keeps its own meaning. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface Props {
  /** A path below the locale, e.g. '/account/bets'. */
  path: string;
  children: ReactNode;
  /** Emotion turns a `css` prop given to this component into this class name. */
  className?: string;
  onNavigate?: () => void;
}

/** A link to a page of the site: a real href, followed through the shell's navigation. */
export function ShellLink({ path, children, onNavigate, className }: Props) {
  const { href, go, path: current } = useShellRoute();
  const active = current === path || (path !== '/' && current.startsWith(`${path}/`));
  return (
    <a
      className={className}
      href={href(path)}
      aria-current={active ? 'page' : undefined}
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
