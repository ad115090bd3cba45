import { useShellStore } from '@sportsbook/contracts';
import { DesktopSidebar } from './DesktopSidebar';
import { MobileDrawer } from './MobileDrawer';

/** The side menu (spec 1 section 2.8): a collapsible sidebar on desktop, the drawer's content on mobile. */
export function SideMenu() {
  const isDesktop = useShellStore('ui', (state) => state.isDesktop);
  return isDesktop ? <DesktopSidebar /> : <MobileDrawer />;
}
