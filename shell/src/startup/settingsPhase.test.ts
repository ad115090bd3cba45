import { createShellStores, type ClientErrorReport } from '@sportsbook/contracts';
import { createFakeApi } from '@sportsbook/testing';
import { loadShellSettings } from './settingsPhase';

const LANGUAGES = [
  { id: 1, name: 'English', locale: 'en', external_locale: 'en-GB' },
  { id: 2, name: 'Deutsch', locale: 'de', external_locale: 'de-DE' },
];
/** The platform's cached settings: the phone channel defaults to German. */
const CACHED = {
  web: { locales: ['en', 'de'], default_locale: 'en', enable_floating_betslip: false },
  mobile: { locales: ['en', 'de'], default_locale: 'de', enable_floating_betslip: true },
};

function startAt(width: number) {
  const stores = createShellStores();
  stores.ui.getState().setViewport(width);
  const reports: ClientErrorReport[] = [];
  return { stores, reports, report: (r: ClientErrorReport) => reports.push(r) };
}

describe('the settings phase', () => {
  it('takes what the page carried inline and asks the platform nothing', async () => {
    const { stores, report } = startAt(390);
    const fake = createFakeApi(() => ({ status: 500 }));
    const environment = { dstProps: { url: 'https://props.example/embed', operatorId: 'op-7' } };
    const outcome = await loadShellSettings(fake.api, stores, { settings: CACHED, languages: LANGUAGES, environment }, report);
    expect(outcome).toEqual({ failed: false });
    expect(fake.requests).toEqual([]);
    const { settings, channel, languages, loaded } = stores.globalSettings.getState();
    // A phone's viewport: the mobile channel's settings are the current ones.
    expect({ channel, loaded, defaultLocale: settings.default_locale }).toEqual({
      channel: 'mobile',
      loaded: true,
      defaultLocale: 'de',
    });
    expect(languages.map((l) => l.external_locale)).toEqual(['en-GB', 'de-DE']);
    expect(stores.globalSettings.getState().environment).toEqual(environment);
  });

  it('asks the platform for what the page did not carry, both at once', async () => {
    const { stores, report } = startAt(1280);
    const fake = createFakeApi(({ url }) => ({
      status: 200,
      data: url === '/api/all_cached_settings' ? CACHED : LANGUAGES,
    }));
    expect(await loadShellSettings(fake.api, stores, {}, report)).toEqual({ failed: false });
    expect(fake.requests.map((r) => [r.url, r.params])).toEqual([
      ['/api/all_cached_settings', { cached: true }],
      ['/api/languages', {}],
    ]);
    expect(stores.globalSettings.getState().settings).toMatchObject({ channel: 'web', default_locale: 'en' });
    // The environment comes with the page alone: without it, the features that need it are off.
    expect(stores.globalSettings.getState().environment).toEqual({});
    // Both channels are kept: a narrowed viewport switches without asking again.
    stores.globalSettings.getState().setChannel('mobile');
    expect(stores.globalSettings.getState().settings.enable_floating_betslip).toBe(true);
  });

  it('falls back to the defaults and says so when the platform does not answer', async () => {
    const { stores, reports, report } = startAt(390);
    const fake = createFakeApi(() => ({ status: 503 }));
    expect(await loadShellSettings(fake.api, stores, {}, report)).toEqual({ failed: true });
    const { settings, languages, loaded } = stores.globalSettings.getState();
    expect({ loaded, locales: settings.locales, channel: settings.channel, languages }).toEqual({
      loaded: true,
      locales: ['en'],
      channel: 'mobile',
      languages: [],
    });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ phase: 'shell' });
    expect(reports[0].message).toMatch(/^settings failed to load/);
  });
});
