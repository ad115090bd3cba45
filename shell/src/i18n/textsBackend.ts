import type { BackendModule, ReadCallback } from 'i18next';
import type { FlatTexts, TextsLoader } from '@sportsbook/contracts';

/** Keys of one namespace out of flat `section.key` texts. */
function namespaceOf(flat: FlatTexts, ns: string): FlatTexts {
  const prefix = `${ns}.`;
  return Object.fromEntries(
    Object.entries(flat)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, text]) => [key.slice(prefix.length), text]),
  );
}

/**
 * i18next's backend for texts owned by remotes: each namespace reads through the loader its owner
 * registered (the remote's own locales/<lng>.json), and the brand's overrides of that language go over
 * them. A namespace whose owner has not registered yet reads as empty and is read again on registration.
 */
export class TextsBackend implements BackendModule {
  static type = 'backend' as const;
  type = 'backend' as const;
  private loaders = new Map<string, TextsLoader>();
  private overrides = new Map<string, Promise<FlatTexts>>();
  private unserved = new Set<string>();

  constructor(private readonly loadOverrides: (lng: string) => Promise<FlatTexts>) {}

  init() {}

  /** Overrides already at hand (inline in the page), so they are not fetched again. */
  seedOverrides(lng: string, texts: FlatTexts) {
    this.overrides.set(lng, Promise.resolve(texts));
  }

  overridesOf(lng: string): Promise<FlatTexts> {
    let pending = this.overrides.get(lng);
    if (!pending) {
      // Overrides are optional: without them the remotes' own texts stand.
      pending = this.loadOverrides(lng).catch(() => ({}));
      this.overrides.set(lng, pending);
    }
    return pending;
  }

  /** Registers a namespace's loader; answers the languages read as empty before it, to read again. */
  register(ns: string, loader: TextsLoader): string[] {
    this.loaders.set(ns, loader);
    const stale = [...this.unserved].filter((entry) => entry.endsWith(`|${ns}`)).map((entry) => entry.split('|')[0]);
    for (const lng of stale) this.unserved.delete(`${lng}|${ns}`);
    return stale;
  }

  read(lng: string, ns: string, callback: ReadCallback) {
    const loader = this.loaders.get(ns);
    if (!loader) {
      this.unserved.add(`${lng}|${ns}`);
      callback(null, {});
      return;
    }
    Promise.all([loader(lng), this.overridesOf(lng)]).then(
      ([own, overrides]) => callback(null, { ...namespaceOf(own, ns), ...namespaceOf(overrides, ns) }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  }
}
