import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { byNamespace, PAGE_I18N_OPTIONS, SHELL_NAMESPACES, type FlatTexts, type TextsLoader } from '@sportsbook/contracts';
import { TextsBackend } from './textsBackend';
import { missingTextProcessor } from './missingText';
import { followDocumentLanguage } from './documentLanguage';

export interface I18nSources {
  /** The shell's own texts (its namespaces), from its locales/<lng>.json. */
  shellTexts: TextsLoader;
  /** The brand's overrides of a language (the platform's translations by translationsId). */
  overrides: (lng: string) => Promise<FlatTexts>;
  /** Texts that came inline with the page, per language: the first view's remotes' and the shell's. */
  inline?: Record<string, FlatTexts>;
  /** The brand's overrides that came inline, per language. */
  inlineOverrides?: Record<string, FlatTexts>;
  printMissingKeys: () => boolean;
  reportMissing: (lng: string, key: string) => void;
}

export interface PageI18n {
  i18n: I18n;
  /** What a remote calls (through its ShellContext) to add its namespace before it mounts. */
  loadTexts: (namespace: string, loader: TextsLoader) => Promise<void>;
}

/**
 * One i18next instance for the page, one namespace per section (PAGE_I18N_OPTIONS). The first view's texts
 * come inline with the page; a remote's other languages come from its own release.
 */
export async function createI18n(locale: string, sources: I18nSources): Promise<PageI18n> {
  const backend = new TextsBackend(sources.overrides);
  const resources: Record<string, Record<string, FlatTexts>> = {};
  for (const [lng, texts] of Object.entries(sources.inline ?? {})) {
    const overrides = sources.inlineOverrides?.[lng] ?? {};
    backend.seedOverrides(lng, overrides);
    resources[lng] = byNamespace({ ...texts, ...overrides });
  }
  for (const ns of SHELL_NAMESPACES) backend.register(ns, sources.shellTexts);
  const inlineNamespaces = Object.values(resources).flatMap((namespaces) => Object.keys(namespaces));
  const instance = i18next.createInstance();
  await instance
    .use(backend)
    .use(missingTextProcessor(sources.printMissingKeys, sources.reportMissing))
    .use(initReactI18next)
    .init({
      ...PAGE_I18N_OPTIONS,
      lng: locale,
      ns: [...new Set([...SHELL_NAMESPACES, ...inlineNamespaces])],
      resources,
      // Languages and namespaces not inline are read through the backend (the owners' locale files).
      partialBundledLanguages: true,
      postProcess: ['missingText'],
      postProcessPassResolved: true,
      // A remote's texts that arrive after its first render (a language switch) render when they land.
      react: { bindI18nStore: 'added' },
    })
    .catch((error: unknown) => console.error('translations failed to load', error));

  followDocumentLanguage(instance, document.documentElement);

  const loadTexts = async (namespace: string, loader: TextsLoader) => {
    const stale = backend.register(namespace, loader);
    if (stale.length) await instance.reloadResources(stale, [namespace]);
    await instance.loadNamespaces(namespace);
  };
  return { i18n: instance, loadTexts };
}
