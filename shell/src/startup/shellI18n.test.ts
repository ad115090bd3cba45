import type { ShellServices } from './shellServices';
import { createShellI18n } from './shellI18n';

/** The services the i18n reads: an API that answers the translations request and records it. */
function services(language: string) {
  const requests: { url: string; params: unknown }[] = [];
  const api = {
    get: async (url: string, config?: { params?: unknown }) => {
      requests.push({ url, params: config?.params });
      return { data: { 'shell.retry': 'Nochmal (Marke)' } };
    },
  };
  const stores = { playerSettings: { getState: () => ({ printMissingTranslationKeys: false }) } };
  const fake = { api, boot: {}, stores, report: () => undefined, locale: () => language } as unknown as ShellServices;
  return { fake, requests };
}

describe("the shell's i18n", () => {
  const realFetch = global.fetch;
  // The shell's own locale files: none in this release, so the brand's overrides are the texts.
  beforeAll(() => {
    global.fetch = (async () => ({ status: 404, ok: false })) as unknown as typeof fetch;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });

  it.each([
    ['?translationsId=nova-summer', { translationsId: 'nova-summer' }],
    ['?brand=nova&translationsId=42', { translationsId: '42' }],
    ['', {}],
    ['?brand=nova', {}],
  ])('on "%s" asks for the overrides of the language with %j', async (search, params) => {
    const { fake, requests } = services('de');
    const { i18n } = await createShellI18n(fake, search);
    expect(requests).toContainEqual({ url: '/api/translations/de', params });
    // The fallback language's overrides come from the same set.
    expect(requests).toContainEqual({ url: '/api/translations/en', params });
    expect(requests.every((request) => JSON.stringify(request.params) === JSON.stringify(params))).toBe(true);
    expect(i18n.t('shell.retry')).toBe('Nochmal (Marke)');
  });
});
