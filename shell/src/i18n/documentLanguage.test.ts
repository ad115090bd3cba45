import i18next from 'i18next';
import { documentLanguage, followDocumentLanguage } from './documentLanguage';

describe("the page's language on its <html> element", () => {
  it.each([
    ['de', 'ltr'],
    ['ja', 'ltr'],
    ['th', 'ltr'],
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['not a language', 'ltr'],
  ])('%s reads %s', (lng, dir) => {
    expect(documentLanguage(lng)).toEqual({ lang: lng, dir });
  });

  it('follows a language switch', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: {} });
    const root = document.createElement('html');
    followDocumentLanguage(i18n, root);
    expect(root.lang).toBe('en');
    await i18n.changeLanguage('ja');
    expect(root.lang).toBe('ja');
  });
});
