import { navigateToUrl } from 'single-spa';
import { backTarget, languageCookie, type EventBus, type ShellStores } from '@sportsbook/contracts';
import type { createRouteState } from '../routing';

interface CommandDeps {
  bus: EventBus;
  ui: ShellStores['ui'];
  route: ReturnType<typeof createRouteState>;
  allowedLocales: () => readonly string[];
}

/** The commands remotes send the shell on the bus: navigation, the language, the menu, login, the parent frame. */
export function startShellCommands({ bus, ui, route, allowedLocales }: CommandDeps): void {
  bus.on('navigation/go', ({ path, replace }) => (replace ? window.history.replaceState(null, '', path) : navigateToUrl(path)));
  bus.on('navigation/back', () => {
    const { current, previous, locale } = route.store.getState();
    navigateToUrl(backTarget(current, locale, previous));
  });
  bus.on('menu/toggle', ({ open }) => {
    const state = ui.getState();
    if (state.isDesktop) state.setDesktopMenuOpen(open ?? !state.desktopMenuOpen);
    else state.setMobileMenuOpen(open ?? !state.mobileMenuOpen);
  });
  // A language the parent chose is not echoed back to it; one the player chose in the frame is told.
  let languageFromParent: string | null = null;
  bus.on('language/select', ({ locale: chosen }) => {
    if (!allowedLocales().includes(chosen)) return;
    if (ui.getState().embedded && chosen !== languageFromParent) bus.emit('parent/post', { type: 'language', locale: chosen });
    languageFromParent = null;
    document.cookie = languageCookie(chosen);
    navigateToUrl(`/${chosen}${route.store.getState().path}${window.location.search}`);
  });
  // The account remote may not be loaded yet: the shell opens the dialog, which loads it (see remoteDemand).
  bus.on('session/login-requested', () => ui.getState().setModal('isLoginOpen', true));
  bus.on('parent/message', (message) => {
    if (message.type === 'language') {
      languageFromParent = message.locale;
      bus.emit('language/select', { locale: message.locale });
    }
    if (message.type === 'logout') bus.emit('session/logout-requested', { reason: 'user' });
  });
}
