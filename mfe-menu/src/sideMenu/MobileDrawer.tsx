import { useEffect } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { MenuHeader } from './MenuHeader';
import { MenuTiers } from './MenuTiers';

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
      <MenuHeader />
      <MenuTiers mobile />
    </nav>
  );
}
