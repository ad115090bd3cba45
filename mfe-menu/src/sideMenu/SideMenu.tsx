import { useShellStore } from '@sportsbook/contracts';
import { MenuSheet } from './sheet/MenuSheet';
import { DesktopSidebar } from './DesktopSidebar';
import { MobileDrawer } from './MobileDrawer';

/**
 * The side menu (spec 1 section 2.8): a collapsible sidebar on desktop; on mobile the drawer's content, or
 * with rebranding a bottom sheet instead.
 */
export function SideMenu() {
  const isDesktop = useShellStore('ui', (state) => state.isDesktop);
  const rebranded = useShellStore('globalSettings', (state) => state.settings.enable_rebranding);
  if (isDesktop) return <DesktopSidebar />;
  return rebranded ? <MenuSheet /> : <MobileDrawer />;
}
