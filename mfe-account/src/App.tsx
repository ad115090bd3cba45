import { ownsPage, useShellRoute } from '@sportsbook/contracts';
import { AccountPage } from './accountPage/AccountPage';
import { LoginModal } from './login/LoginModal';
import { SettingsRoute } from './settings/SettingsPanel';
import { SignUpPage } from './signUp/SignUpPage';
import { PasswordResetPage } from './passwordReset/PasswordResetPage';
import { SelfExclusionPage } from './selfExclusion/SelfExclusionPage';

/** Pages of the account area a visitor reaches without logging in (self-exclusion says what it is, and after the exclusion's logout, until when). */
const VISITOR_PAGES: Record<string, () => React.JSX.Element> = {
  '/account/register': SignUpPage,
  '/account/forgot-password': PasswordResetPage,
  '/account/self-exclusion': SelfExclusionPage,
};

/**
 * The account remote: the login modal everywhere, the account area on the pages the shell gives it (/account,
 * but not /account/bets, which is my bets' page), sign-up and password reset.
 */
export function App() {
  const { path } = useShellRoute();
  const VisitorPage = VISITOR_PAGES[path.replace(/\/$/, '')];
  return (
    <>
      {VisitorPage ? <VisitorPage /> : ownsPage('account', path) ? <AccountPage /> : null}
      {path === '/account/settings' ? <SettingsRoute /> : null}
      <LoginModal />
    </>
  );
}
