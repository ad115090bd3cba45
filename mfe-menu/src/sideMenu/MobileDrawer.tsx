import { lazy, Suspense, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { MenuSkeleton } from './MenuSkeleton';

/**
 * The drawer is off screen until the player opens it: its content (header, tiers) and their data load with
 * the first opening, and stay for the next.
 */
const DrawerContent = lazy(() => import('./DrawerContent').then((m) => ({ default: m.DrawerContent })));

const drawer = css`
  min-height: 100%;
  background: var(--sb-surface);
  color: var(--sb-text);
  padding-bottom: 12px;
`;

/** The mobile menu in the shell's drawer area, which the shell slides in while ui.mobileMenuOpen. */
export function MobileDrawer() {
  const { t } = useTranslation();
  const { bus } = useShellContext();
  const open = useShellStore('ui', (state) => state.mobileMenuOpen);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') bus.emit('menu/toggle', { open: false });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bus, open]);
  return (
    <nav css={drawer} aria-label={t('menu.title', 'Sports menu')}>
      {opened ? (
        <Suspense fallback={<MenuSkeleton />}>
          <DrawerContent />
        </Suspense>
      ) : null}
    </nav>
  );
}
