import { useTranslation } from 'react-i18next';
import { useSessionElapsed, useShellStore } from '@sportsbook/contracts';

/**
 * Time since login, hh:mm:ss (spec 1 section 9), on the phone's menu: the desktop header shows it beside the
 * balance, but the phone's 50 px header has no room for it, so a player finds it at the top of the menu.
 */
export function SessionClock() {
  const { t } = useTranslation();
  const time = useSessionElapsed();
  const loggedIn = useShellStore('session', (state) => state.status === 'logged-in');
  if (!loggedIn || time === null) return null;
  const label = t('menu.sessionTime', 'Session time');
  return (
    <p className="session">
      {label}{' '}
      <time role="timer" aria-label={label}>
        {time}
      </time>
    </p>
  );
}
