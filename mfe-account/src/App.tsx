import { lazy, Suspense } from 'react';
import { ownsPage, useShellRoute, useShellStore } from '@sportsbook/contracts';
import { AccountPage } from './accountPage/AccountPage';
import { LoginModal } from './login/LoginModal';
import { SettingsRoute } from './settings/SettingsDialog';
import { SignUpPage } from './signUp/SignUpPage';
import { PasswordResetPage } from './passwordReset/PasswordResetPage';
import { SelfExclusionPage } from './selfExclusion/SelfExclusionPage';

/** Pages of the account area a visitor reaches without logging in (self-exclusion says what it is, and after the exclusion's logout, until when). */
const VISITOR_PAGES: Record<string, () => React.JSX.Element> = {
  '/account/register': SignUpPage,
  '/account/forgot-password': PasswordResetPage,
  '/account/self-exclusion': SelfExclusionPage,
};

// Loaded apart: the safer-gambling page when it is opened, the reality check once a player is logged in.
const SaferGamblingPage = lazy(() => import('./saferGambling/SaferGamblingPage'));
const RealityCheckWatch = lazy(() => import('./saferGambling/realityCheck/RealityCheckWatch'));

/**
 * The account remote: the login modal everywhere, the account area on the pages the shell gives it (/account,
 * but not /account/bets, which is my bets' page), sign-up, password reset, the safer-gambling tools and, for a
 * logged-in player, the reality checks.
 */
export function App() {
  const { path } = useShellRoute();
  const page = path.replace(/\/$/, '');
  const VisitorPage = VISITOR_PAGES[page];
  const loggedIn = useShellStore('session', (s) => s.status === 'logged-in');
  return (
    <>
      {VisitorPage ? (
        <VisitorPage />
      ) : page === '/account/safer-gambling' ? (
        <Suspense fallback={null}>
          <SaferGamblingPage />
        </Suspense>
      ) : ownsPage('account', path) ? (
        <AccountPage />
      ) : null}
      {loggedIn ? (
        <Suspense fallback={null}>
          <RealityCheckWatch />
        </Suspense>
      ) : null}
      {path === '/account/settings' ? <SettingsRoute /> : null}
      <LoginModal />
    </>
  );
}
