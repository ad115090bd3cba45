import type { MenuConfigEntry } from '@sportsbook/contracts';
import { MenuIcon } from '../icons';
import { entryTarget } from '../links';
import { menuList, tier, useMenuNavigation, entryLink, isSelected } from '../menuTier';
import { useOperatorText } from './useOperatorText';

/**
 * The operator's main links. Collapsed (the 46 px desktop bar) each shows its icon only; the title stays
 * the link's accessible name and its tooltip.
 */
export function MainTier({
  entries,
  loggedIn,
  compact = false,
}: {
  entries: MenuConfigEntry[];
  loggedIn: boolean;
  compact?: boolean;
}) {
  const { path, linkTo } = useMenuNavigation();
  const text = useOperatorText();
  if (entries.length === 0) return null;
  return (
    <div css={tier}>
      <ul css={menuList}>
        {entries.map((entry) => {
          const link = entryLink(entry, loggedIn);
          const title = text(link.title);
          return (
            <li key={entry.id}>
              <a
                {...linkTo(link.path, entryTarget(entry))}
                aria-current={isSelected(link.path, path) ? 'page' : undefined}
                title={compact ? title : undefined}
              >
                <MenuIcon name={entry.icon_name} />
                <span className={compact ? 'sb-visually-hidden' : 'label'}>{title}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
