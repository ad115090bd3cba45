import type { FlatTexts } from '@sportsbook/contracts';
import { createI18n, type I18nSources } from './createI18n';

/** A remote's release as the backend sees it: its locale files, and how often each was read. */
function release(files: Record<string, FlatTexts>) {
  const reads: string[] = [];
  const loader = async (lng: string) => {
    reads.push(lng);
    return files[lng] ?? {};
  };
  return { loader, reads };
}

function sources(overrides: Partial<I18nSources> = {}) {
  const reported: string[] = [];
  let printKeys = false;
  const base: I18nSources = {
    shellTexts: async (lng): Promise<FlatTexts> =>
      ({ en: { 'shell.retry': 'Retry' }, de: { 'shell.retry': 'Erneut versuchen' } })[lng] ?? {},
    overrides: async () => ({}),
    printMissingKeys: () => printKeys,
    reportMissing: (lng, key) => reported.push(`${lng} ${key}`),
    ...overrides,
  };
  return { base, reported, printKeysOn: () => (printKeys = true) };
}

const events: Record<string, FlatTexts> = {
  en: {
    'events.home': 'Top events',
    'events.finished': 'This event has finished.',
    'events.openMarkets_one': '{{count}} market',
    'events.openMarkets_other': '{{count}} markets',
  },
  de: {
    'events.home': 'Top-Ereignisse',
    'events.openMarkets_one': '{{count}} Markt',
    'events.openMarkets_other': '{{count}} Märkte',
  },
  pl: {
    'events.openMarkets_one': '{{count}} rynek',
    'events.openMarkets_few': '{{count}} rynki',
    'events.openMarkets_many': '{{count}} rynków',
    'events.openMarkets_other': '{{count}} rynku',
  },
};

describe('the page i18n: a namespace per section, texts from their owners', () => {
  it('reads section.key as the section namespace, inline texts first, keys with dots inside a namespace too', async () => {
    const { base } = sources({
      inline: {
        de: {
          'account.settings.defaultStake': 'Standardeinsatz',
          'account.settings.defaultStake.amount': 'Betrag ({{currency}})',
        },
        en: {},
      },
    });
    const { i18n } = await createI18n('de', base);
    expect(i18n.t('shell.retry')).toBe('Erneut versuchen');
    expect(i18n.t('account.settings.defaultStake')).toBe('Standardeinsatz');
    expect(i18n.t('account.settings.defaultStake.amount', { currency: 'EUR' })).toBe('Betrag (EUR)');
  });

  it("loads a remote's texts from its own release in the page language and English, the brand's overrides over them", async () => {
    const { loader, reads } = release(events);
    const { base } = sources({
      overrides: async (lng): Promise<FlatTexts> => (lng === 'de' ? { 'events.home': 'Highlights' } : {}),
    });
    const { i18n, loadTexts } = await createI18n('de', base);
    await loadTexts('events', loader);
    expect(reads.sort()).toEqual(['de', 'en']);
    expect(i18n.t('events.home')).toBe('Highlights');
    await i18n.changeLanguage('pl');
    expect(reads).toContain('pl');
    // Polish plural forms: 1 rynek, 3 rynki, 5 rynków.
    expect([1, 3, 5].map((count) => i18n.t('events.openMarkets', { count }))).toEqual(['1 rynek', '3 rynki', '5 rynków']);
  });

  it('picks English plural forms by count: 1 market, not 1 markets', async () => {
    const { loader } = release(events);
    const { i18n, loadTexts } = await createI18n('en', sources().base);
    await loadTexts('events', loader);
    expect(i18n.t('events.openMarkets', { count: 1 })).toBe('1 market');
    expect(i18n.t('events.openMarkets', { count: 2 })).toBe('2 markets');
  });

  it('shows English for a text the language lacks and reports it once; with printMissingTranslationKeys the key', async () => {
    const { loader } = release(events);
    const { base, reported, printKeysOn } = sources();
    const { i18n, loadTexts } = await createI18n('de', base);
    await loadTexts('events', loader);
    expect(i18n.t('events.finished')).toBe('This event has finished.');
    expect(i18n.t('events.finished')).toBe('This event has finished.');
    expect(i18n.t('events.home')).toBe('Top-Ereignisse');
    expect(reported).toEqual(['de events.finished']);
    // Nowhere at all: the code's English default, never the raw key.
    expect(i18n.t('events.brandNew', 'A brand new text')).toBe('A brand new text');
    printKeysOn();
    expect(i18n.t('events.finished')).toBe('events.finished');
    expect(i18n.t('events.home')).toBe('Top-Ereignisse');
  });

  it('reads again a namespace asked for before its owner registered (a language switch before the remote loaded)', async () => {
    const { i18n, loadTexts } = await createI18n('en', sources({ inline: { en: { 'events.home': 'Top events' } } }).base);
    await i18n.changeLanguage('de');
    const { loader, reads } = release(events);
    await loadTexts('events', loader);
    expect(reads).toContain('de');
    expect(i18n.t('events.home')).toBe('Top-Ereignisse');
  });
});
