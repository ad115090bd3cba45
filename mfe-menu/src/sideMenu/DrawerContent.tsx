import { MenuHeader } from './MenuHeader';
import { MenuTiers } from './MenuTiers';

/** What the mobile drawer holds: its header (logo, login, language, session time) and the menu's tiers. */
export function DrawerContent() {
  return (
    <>
      <MenuHeader />
      <MenuTiers mobile />
    </>
  );
}
