import { readBootData } from './bootData';

const page = (json: string) => {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.id = 'sb-boot';
  script.type = 'application/json';
  script.textContent = json;
  doc.head.append(script);
  return doc;
};

describe('readBootData', () => {
  it('reads the settings, translations and manifests composed for the page', () => {
    const boot = readBootData(
      page(
        JSON.stringify({
          brand: 'nova',
          languages: [{ id: 1, locale: 'de' }],
          translations: { de: { betslip: { title: 'Wettschein' } } },
          manifests: { 'http://r/m.json': { id: 'x' } },
        }),
      ),
      'nova',
    );
    expect(boot.translations.de).toEqual({ betslip: { title: 'Wettschein' } });
    expect(boot.manifests['http://r/m.json']).toEqual({ id: 'x' });
    expect(boot.languages).toHaveLength(1);
    expect(boot.settings).toBeUndefined();
  });

  it('ignores data composed for another brand (the browser switched brand since)', () => {
    const boot = readBootData(page(JSON.stringify({ brand: 'classic', translations: { en: {} }, manifests: { a: {} } })), 'nova');
    expect(boot).toEqual({ brand: '', translations: {}, overrides: {}, manifests: {} });
  });

  it('falls back to fetching everything when the page has no boot data or it is not JSON', () => {
    expect(readBootData(document.implementation.createHTMLDocument(), 'classic').manifests).toEqual({});
    expect(readBootData(page('{not json'), 'classic').translations).toEqual({});
  });
});
