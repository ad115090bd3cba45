import { lazy, Suspense, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { usePathTree, useShellContext, useShellStore } from '@sportsbook/contracts';
import { useCouponGroups } from '../data';
import { MenuIcon } from '../icons';
import { MenuSkeleton } from './MenuSkeleton';
import { useMainEntries } from './useMainEntries';

/**
 * The tiers are a chunk of their own, which a phone loads with the first Menu tap (see MobileDrawer); the
 * desktop's bar asks for their data as it mounts, beside their code, so it waits no longer than before.
 */
const MenuTiers = lazy(() => import('./MenuTiers').then((m) => ({ default: m.MenuTiers })));

/** Spec 1 section 2.8: 46 px collapsed, 200 to 280 px open. */
export const COLLAPSED_WIDTH = 46;
export const OPEN_WIDTH = 240;
/** Below 1280 px the open bar keeps to the spec's narrowest, so the centre keeps room for names and prices. */
export const NARROW_OPEN_WIDTH = 200;

/**
 * Open, the bar takes its width in the grid. Peeking (collapsed, hovered or focused) it draws at full width
 * but gives the extra width back with a negative margin, so it lies over the centre instead of pushing it.
 */
const sidebar = (state: 'open' | 'collapsed' | 'peeking') => css`
  position: relative;
  z-index: ${state === 'peeking' ? 45 : 'auto'};
  width: ${state === 'collapsed' ? COLLAPSED_WIDTH : OPEN_WIDTH}px;
  margin-right: ${state === 'peeking' ? COLLAPSED_WIDTH - OPEN_WIDTH : 0}px;
  max-height: calc(100vh - var(--sb-header-height) - 24px);
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  @media (max-width: 1279px) {
    ${state === 'open' ? `width: ${NARROW_OPEN_WIDTH}px;` : ''}
  }
  transition: width 0.15s ease;
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  box-shadow: ${state === 'peeking' ? '0 12px 40px rgb(0 0 0 / 35%)' : 'none'};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const headerRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 44px;
  padding: 6px;
  border-bottom: 1px solid var(--sb-border);
  h2 {
    margin: 0 0 0 8px;
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: var(--sb-text-muted);
    white-space: nowrap;
  }
  button {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: var(--sb-text);
    cursor: pointer;
  }
  button:hover {
    background: var(--sb-surface-2);
  }
  button[aria-expanded='false'] svg {
    transform: rotate(180deg);
  }
`;

/** The desktop sidebar; whether it is open persists in the ui store (desktopMenuOpen). */
export function DesktopSidebar() {
  const { t } = useTranslation();
  const { stores } = useShellContext();
  const open = useShellStore('ui', (state) => state.desktopMenuOpen);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useMainEntries();
  usePathTree();
  useCouponGroups();
  const state = open ? 'open' : hovered || focused ? 'peeking' : 'collapsed';
  const expanded = state !== 'collapsed';
  return (
    <nav
      css={sidebar(state)}
      aria-label={t('menu.title', 'Sports menu')}
      data-state={state}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div css={headerRow}>
        {expanded ? <h2>{t('menu.title', 'Sports menu')}</h2> : null}
        <button
          type="button"
          aria-label={open ? t('menu.collapse', 'Collapse menu') : t('menu.expand', 'Expand menu')}
          aria-expanded={open}
          onClick={() => {
            // Collapsing under the pointer should collapse now, not stay open as a peek.
            setHovered(false);
            setFocused(false);
            stores.ui.getState().setDesktopMenuOpen(!open);
          }}
        >
          <MenuIcon name="collapse" size={18} />
        </button>
      </div>
      <Suspense fallback={<MenuSkeleton />}>
        <MenuTiers compact={!expanded} />
      </Suspense>
    </nav>
  );
}
