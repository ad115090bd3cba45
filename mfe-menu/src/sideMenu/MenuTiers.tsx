import { usePathTree } from '@sportsbook/contracts';
import { SportsTier } from '../sports';
import { ThirdPartyTier } from '../thirdParties';
import { BottomTier } from './BottomTier';
import { CouponTier } from './CouponTier';
import { LogoutTier } from './LogoutTier';
import { MainTier } from './MainTier';
import { MenuSkeleton } from './MenuSkeleton';
import { SettingsTier } from './SettingsTier';
import { TopIconRow, topIconEntries } from './TopIconRow';
import { useMainEntries } from './useMainEntries';

/**
 * The menu's tiers in the order of spec 1 section 2.8: (mobile top icons,) main, coupon widgets, settings
 * (the spec's mobile tier, kept on desktop too, where it is the menu's way to the settings panel), sports,
 * third parties, bottom and logout. Compact is the collapsed desktop bar: icons of the main links and the
 * sports only.
 */
export function MenuTiers({ mobile = false, compact = false }: { mobile?: boolean; compact?: boolean }) {
  const { pending, entries, loggedIn } = useMainEntries();
  const tree = usePathTree();
  if (pending || tree.isPending) return <MenuSkeleton />;
  const sports = tree.data ?? [];
  if (compact) {
    return (
      <>
        <MainTier entries={entries} loggedIn={loggedIn} compact />
        <SportsTier sports={sports} compact />
      </>
    );
  }
  const topIcons = mobile ? topIconEntries(entries) : [];
  return (
    <>
      {mobile ? <TopIconRow entries={topIcons} loggedIn={loggedIn} /> : null}
      <MainTier entries={entries.filter((entry) => !topIcons.includes(entry))} loggedIn={loggedIn} />
      <CouponTier />
      <SettingsTier />
      <SportsTier sports={sports} />
      <ThirdPartyTier />
      <BottomTier />
      <LogoutTier />
    </>
  );
}
