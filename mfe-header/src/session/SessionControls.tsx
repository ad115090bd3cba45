import { useShellStore } from '@sportsbook/contracts';
import { AccountDropdown, SelfExclusionLink } from '../account';
import { BalanceControl } from '../balance';
import { VipBadge } from '../vip';
import { LoginControls } from './LoginControls';
import { SessionClock } from './SessionClock';

/**
 * The classic header's session side (spec 1 section 2.5). Nothing until the session is known, so a
 * returning player never sees Login flash; logged in, the desktop adds the session clock, the VIP badge,
 * the auto-exclusion button and the account icon and dropdown to the balance.
 */
export function SessionControls() {
  const status = useShellStore('session', (state) => state.status);
  const isDesktop = useShellStore('ui', (state) => state.isDesktop);
  const settings = useShellStore('globalSettings', (state) => state.settings);
  if (status === 'anonymous') return <LoginControls />;
  if (status !== 'logged-in') return null;
  return (
    <>
      {isDesktop ? <SessionClock /> : null}
      {isDesktop && settings.display_vip_scheme ? <VipBadge /> : null}
      {isDesktop && settings.enable_self_exclusion ? <SelfExclusionLink /> : null}
      <BalanceControl withCashierMenu={isDesktop} />
      {isDesktop ? <AccountDropdown /> : null}
    </>
  );
}
