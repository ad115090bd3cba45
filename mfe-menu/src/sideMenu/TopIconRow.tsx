import { css } from '@emotion/react';
import type { MenuConfigEntry } from '@sportsbook/contracts';
import { MenuIcon } from '../icons';
import { entryTarget } from '../links';
import { useMenuNavigation, entryLink, isSelected } from '../menuTier';
import { useOperatorText } from './useOperatorText';

/** Spec 1 section 9: the mobile menu's top row has at most five icons. */
export const TOP_ICONS_MAX = 5;

/** The first main entries that have an icon go in the top row; the main tier lists the others. */
export function topIconEntries(entries: MenuConfigEntry[]): MenuConfigEntry[] {
  return entries.filter((entry) => entry.icon_name).slice(0, TOP_ICONS_MAX);
}

const row = css`
  list-style: none;
  margin: 0;
  padding: 10px 8px;
  display: grid;
  grid-template-columns: repeat(${TOP_ICONS_MAX}, minmax(0, 1fr));
  gap: 6px;
  border-bottom: 1px solid var(--sb-border);
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    padding: 8px 2px;
    border-radius: 10px;
    background: var(--sb-surface-2);
    color: var(--sb-text);
    text-decoration: none;
    font-size: 11px;
    font-weight: 600;
  }
  a span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    background: var(--sb-accent);
    color: var(--sb-accent-text);
  }
`;

export function TopIconRow({ entries, loggedIn }: { entries: MenuConfigEntry[]; loggedIn: boolean }) {
  const { path, linkTo } = useMenuNavigation();
  const text = useOperatorText();
  if (entries.length === 0) return null;
  return (
    <ul css={row} data-testid="menu-top-icons">
      {entries.map((entry) => {
        const link = entryLink(entry, loggedIn);
        return (
          <li key={entry.id}>
            <a {...linkTo(link.path, entryTarget(entry))} aria-current={isSelected(link.path, path) ? 'page' : undefined}>
              <MenuIcon name={entry.icon_name} size={22} />
              <span>{text(link.title)}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
