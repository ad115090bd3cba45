import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { iconButton } from '../styles';

/** Switches between the light and dark theme; the shell applies it. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { stores } = useShellContext();
  const theme = useShellStore('playerSettings', (state) => state.theme);
  const dark = theme === 'dark' || (theme === 'system' && document.documentElement.dataset.theme === 'dark');
  return (
    <button
      type="button"
      css={iconButton}
      aria-label={t('header.theme', 'Switch theme')}
      aria-pressed={dark}
      onClick={() => stores.playerSettings.getState().update({ theme: dark ? 'light' : 'dark' })}
    >
      {dark ? '☀' : '☾'}
    </button>
  );
}
