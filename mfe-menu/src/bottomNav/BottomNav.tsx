import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { matchPageLayout, useShellContext, useShellRoute, useShellStore } from '@sportsbook/contracts';
import { useTabs, usePlayerAudiences } from '../data';
import { useOperatorText } from '../sideMenu';
import { entryLink } from '../menuTier';
import { bottomItemAction, bottomItemSelected, bottomNavItems, menuPlacementOf } from './bottomNavModel';
import { BottomNavItem } from './BottomNavItem';
import { countPill } from '@sportsbook/ui';

/** The shell keeps this much room below the page while the bar is shown (--sb-bottom-inset). */
export const BOTTOM_NAV_HEIGHT = 56;

const bar = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 55;
  height: ${BOTTOM_NAV_HEIGHT}px;
  display: flex;
  background: var(--sb-surface);
  border-top: 1px solid var(--sb-border);
  box-shadow: 0 -4px 16px rgb(0 0 0 / 12%);
  a,
  button {
    position: relative;
    flex: 1 1 0;
    min-width: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 3px;
    border: 0;
    background: transparent;
    color: var(--sb-text-muted);
    text-decoration: none;
    font-size: 11px;
    font-weight: 600;
    cursor: pointer;
    -webkit-tap-highlight-color: transparent;
  }
  [aria-current='page'],
  [aria-expanded='true'] {
    color: var(--sb-accent);
  }
  [aria-current='page']::before {
    content: '';
    position: absolute;
    top: 0;
    left: 25%;
    right: 25%;
    height: 3px;
    border-radius: 0 0 3px 3px;
    background: var(--sb-accent);
  }
  .glyph {
    position: relative;
    display: inline-flex;
  }
  .title {
    max-width: 100%;
    padding: 0 2px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .badge {
    ${countPill};
    position: absolute;
    top: -6px;
    left: 14px;
    min-width: 18px;
    height: 18px;
    border: 2px solid var(--sb-surface);
    font-size: 10px;
  }
`;

/** The bar itself, in document.body: fixed positioning must not follow the shell's sliding regions. */
function BottomNavBar() {
  const { t } = useTranslation();
  const { stores } = useShellContext();
  const { locale, path } = useShellRoute();
  const tabs = useTabs();
  const text = useOperatorText();
  const { loggedIn, username, audiences } = usePlayerAudiences();
  const layouts = useShellStore('globalSettings', (state) => state.settings.page_layouts);
  const betslipCount = useShellStore('ui', (state) => state.betslipCount);
  const menuOpen = useShellStore('ui', (state) => state.mobileMenuOpen);
  const items = useMemo(() => {
    const placement = menuPlacementOf(matchPageLayout(`/${locale}${path}`, layouts));
    return bottomNavItems(tabs.data ?? [], audiences, placement, username);
  }, [audiences, layouts, locale, path, tabs.data, username]);
  const shown = tabs.isPending || items.length > 0;

  useEffect(() => {
    if (!shown) return undefined;
    const ui = stores.ui.getState();
    ui.setBottomNavShown(true);
    return () => ui.setBottomNavShown(false);
  }, [shown, stores]);

  if (!shown) return null;
  return createPortal(
    <nav css={bar} aria-label={t('menu.bottomNavigation', 'Quick navigation')}>
      {items.map((item) =>
        item.kind === 'menu' ? (
          <BottomNavItem
            key="menu"
            title={t('menu.menu', 'Menu')}
            icon="menu"
            action={bottomItemAction(item, loggedIn)}
            selected={false}
            expanded={menuOpen}
          />
        ) : (
          <BottomNavItem
            key={item.entry.id}
            title={text(entryLink(item.entry, loggedIn).title)}
            icon={item.entry.icon_name}
            action={bottomItemAction(item, loggedIn)}
            selected={bottomItemSelected(item.entry, loggedIn, path)}
            count={item.entry.icon_name === 'betslip' ? betslipCount : 0}
          />
        ),
      )}
    </nav>,
    document.body,
  );
}

/** The mobile bottom navigation (spec 1 section 2.7): not on desktop, and not in native-app mode. */
export function BottomNav() {
  const isDesktop = useShellStore('ui', (state) => state.isDesktop);
  const nativeApp = useShellStore('ui', (state) => state.nativeApp);
  return isDesktop || nativeApp ? null : <BottomNavBar />;
}
