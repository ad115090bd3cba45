/**
 * Texts belong to the remote that shows them: each remote (and the shell) releases one flat JSON file per
 * language, `locales/<lng>.json` beside its remote entry, keyed `section.key` as the code calls them.
 * Each section is an i18next namespace; the shell's i18n instance reads `betslip.title` as namespace
 * `betslip`, key `title`.
 */
export type FlatTexts = Record<string, string>;
/** The texts of one language of one remote (all its sections), flat. */
export type TextsLoader = (lng: string) => Promise<FlatTexts>;

/** The sections the shell owns; every remote owns the one named like itself. */
export const SHELL_NAMESPACES = ['shell', 'errors'] as const;

/** Where a build's locale files are: beside its remote entry, so a release carries its own texts. */
export function textsAt(publicPath: () => string, fetchJson: typeof fetch = fetch): TextsLoader {
  return async (lng) => {
    const response = await fetchJson(new URL(`locales/${lng}.json`, new URL(publicPath(), window.location.href)));
    // A language this release has no file for reads as empty: the fallback language's texts show.
    if (response.status === 404) return {};
    if (!response.ok) throw new Error(`texts of ${lng} answered ${response.status}`);
    return (await response.json()) as FlatTexts;
  };
}

/** Flat `section.key` texts to i18next's resources: namespace (the section) to its keys. */
export function byNamespace(flat: FlatTexts): Record<string, FlatTexts> {
  const namespaces: Record<string, FlatTexts> = {};
  for (const [key, text] of Object.entries(flat)) {
    const dot = key.indexOf('.');
    if (dot <= 0 || typeof text !== 'string') continue;
    (namespaces[key.slice(0, dot)] ??= {})[key.slice(dot + 1)] = text;
  }
  return namespaces;
}
