import { DEFAULT_LANGUAGE_TAG, type ClientErrorReport, DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { createShellServices } from './shellServices';

const EVENTS = '/xapi/rest/events';

/** The page as the shell's server composed it for `brand`, at `address`. */
function pageAt(address: string, boot?: object) {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = boot ? `<script id="sb-boot" type="application/json">${JSON.stringify(boot)}</script>` : '';
}

describe('the services phase', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['/en/homepage?brand=nova', 'nova'],
    ['/en/homepage', 'nova'], // remembered from the visit before
    ['/en/homepage?brand=BAD%20NAME', 'nova'],
  ])('runs %s as brand %s and tells the server in a cookie', (address, brand) => {
    if (!address.includes('brand=nova')) localStorage.setItem('sb-brand', 'nova');
    pageAt(address);
    expect(createShellServices(() => undefined).brand).toBe(brand);
    expect(document.cookie).toContain(`sb-brand=${brand}`);
  });

  it("takes the boot data only when the server composed it for this page's brand", () => {
    pageAt('/en/homepage?brand=savanna', { brand: 'savanna', registry: { events: 'http://localhost:3003/mf-manifest.json' } });
    expect(createShellServices(() => undefined).boot.registry).toEqual({ events: 'http://localhost:3003/mf-manifest.json' });
    pageAt('/en/homepage?brand=classic', { brand: 'savanna', registry: { events: 'x' } });
    expect(createShellServices(() => undefined).boot.registry).toBeUndefined();
  });

  it("reads the page's language from the address and the brand's locales as they are now", () => {
    pageAt('/de/homepage?brand=classic');
    const { stores, locale, allowedLocales } = createShellServices(() => undefined);
    // Before the settings arrive only the default locale is allowed.
    expect(allowedLocales()).toEqual(['en']);
    expect(locale()).toBe('en');
    const settings = { ...DEFAULT_SETTINGS, locales: ['en', 'de', 'fr'] };
    stores.globalSettings.getState().setAll({ web: settings, mobile: { ...settings, channel: 'mobile' } }, 'web');
    expect(locale()).toBe('de');
    // ?locale= is the page's language over the path's.
    window.history.replaceState(null, '', '/de/homepage?locale=fr');
    expect(locale()).toBe('fr');
  });

  it('sends the language tag of the loaded languages, the channel of the viewport, and the brand', () => {
    pageAt('/de/homepage?brand=nova');
    const { stores, api } = createShellServices(() => undefined);
    const settings = { ...DEFAULT_SETTINGS, locales: ['en', 'de'] };
    stores.globalSettings.getState().setAll({ web: settings, mobile: { ...settings, channel: 'mobile' } }, 'web');
    expect(api.keyOf!(EVENTS, {})).toContain(`l=${DEFAULT_LANGUAGE_TAG}`);
    stores.globalSettings.getState().setLanguages([{ locale: 'de', external_locale: 'de-DE', name: 'Deutsch' }] as never);
    expect(api.keyOf!(EVENTS, {})).toContain('l=de-DE');
    expect(api.keyOf!(EVENTS, {})).toContain('brand:nova');
    // The content API is told the channel, which the viewport decides.
    stores.ui.getState().setViewport(390);
    expect(api.keyOf!('/api/content', {})).toContain('mc=mobile');
    stores.ui.getState().setViewport(1280);
    expect(api.keyOf!('/api/content', {})).toContain('mc=web');
  });

  it('reports a bus listener that throws, and the other listeners still run', () => {
    pageAt('/en/homepage');
    const reports: ClientErrorReport[] = [];
    const { bus } = createShellServices((report) => reports.push(report));
    let heard = 0;
    bus.on('menu/toggle', () => {
      throw new Error('broken listener');
    });
    bus.on('menu/toggle', () => heard++);
    bus.emit('menu/toggle', {});
    expect(heard).toBe(1);
    expect(reports).toEqual([{ phase: 'bus', message: 'listener of menu/toggle threw: Error: broken listener' }]);
  });
});
