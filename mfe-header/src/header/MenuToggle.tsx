import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { iconButton } from '../styles';

/** Below desktop width the sports menu is a drawer, and this button opens and closes it (through the bus). */
export function MenuToggle() {
  const { t } = useTranslation();
  const { bus } = useShellContext();
  const isDesktop = useShellStore('ui', (state) => state.isDesktop);
  if (isDesktop) return null;
  return (
    <button
      type="button"
      css={iconButton}
      aria-label={t('header.menuTitle', 'Sports menu')}
      onClick={() => bus.emit('menu/toggle', {})}
    >
      ☰
    </button>
  );
}
