import { safeStorage, type ShellStores } from '@sportsbook/contracts';
import { themeFromQuery } from '../theme';
import { resolveBetslipOrigin, resolveNativeApp } from './brand';
import { channelCookie } from './serverCookies';

/** Whether the site runs inside a partner's page (spec 1 section 1): in a frame, or told so by the address. */
export function isEmbedded(search: string): boolean {
  const params = new URLSearchParams(search);
  return window.parent !== window || params.get('embedded') === 'true' || params.get('content-embedded') === 'true';
}

/** How the page is shown, from its address (and what this tab remembered): app, frame, viewport and theme. */
export function applyPageMode({ ui, playerSettings }: Pick<ShellStores, 'ui' | 'playerSettings'>, search: string): void {
  ui.getState().setMode({
    nativeApp: resolveNativeApp(search, safeStorage('session')),
    embedded: isEmbedded(search),
    betslipOrigin: resolveBetslipOrigin(search, safeStorage('session')),
  });
  ui.getState().setViewport(window.innerWidth);
  // The shell's server draws the next page's first view for this viewport's channel.
  document.cookie = channelCookie(ui.getState().isDesktop ? 'web' : 'mobile');
  const queryTheme = themeFromQuery(search);
  if (queryTheme) playerSettings.getState().update({ theme: queryTheme });
}
