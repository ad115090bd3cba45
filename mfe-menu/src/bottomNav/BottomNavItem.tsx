import type { MouseEvent, ReactNode } from 'react';
import { countBadge, isPlainClick, warmIntent } from '@sportsbook/contracts';
import { MenuIcon } from '../icons';
import { OPEN_BETS_PATH, type BottomAction } from './bottomNavModel';
import { useLinkHref } from '../links';
import { useBottomNavAction } from './useBottomNavAction';

export interface BottomNavItemProps {
  title: string;
  icon: string | undefined;
  action: BottomAction;
  selected: boolean;
  count?: number;
  /** The Menu item says whether the menu is open. */
  expanded?: boolean;
}

/** The remote an action opens, warmed when the player reaches for it. */
function warmsFor(action: BottomAction) {
  if (action.kind === 'navigate' && action.path === OPEN_BETS_PATH) return warmIntent('mybets');
  if (action.kind === 'login') return warmIntent('account');
  if (action.kind === 'toggle-betslip') return warmIntent('betslip');
  return {};
}

/** One item: a link where the tap navigates (so it also opens in a new tab), a button where it acts. */
export function BottomNavItem({ title, icon, action, selected, count = 0, expanded }: BottomNavItemProps) {
  const run = useBottomNavAction();
  const urlOf = useLinkHref();
  const badge = countBadge(count);
  const content: ReactNode = (
    <>
      <span className="glyph">
        <MenuIcon name={icon} size={22} />
        {badge ? (
          <span className="badge" data-wide={badge.wide} aria-hidden="true">
            {badge.text}
          </span>
        ) : null}
      </span>
      <span className="title">{title}</span>
      {badge ? <span className="sb-visually-hidden"> ({badge.text})</span> : null}
    </>
  );
  if (action.kind === 'navigate') {
    return (
      <a
        href={urlOf(action.path)}
        target={action.target === 'new-window' ? '_blank' : undefined}
        rel={action.target === 'new-window' ? 'noopener' : undefined}
        aria-current={selected ? 'page' : undefined}
        {...warmsFor(action)}
        onClick={(event: MouseEvent) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          run(action);
        }}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-current={selected ? 'page' : undefined}
      aria-expanded={expanded}
      {...warmsFor(action)}
      onClick={() => run(action)}
    >
      {content}
    </button>
  );
}
