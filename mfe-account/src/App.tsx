import { useShellRoute } from '@sportsbook/contracts';
import { AccountPage } from './accountPage/AccountPage';
import { LoginModal } from './login/LoginModal';
import { SettingsRoute } from './settings/SettingsPanel';

/** The account remote: the login modal everywhere, the account area on /account. */
export function App() {
  const { path } = useShellRoute();
  return (
    <>
      {path.startsWith('/account') ? <AccountPage /> : null}
      {path === '/account/settings' ? <SettingsRoute /> : null}
      <LoginModal />
    </>
  );
}
