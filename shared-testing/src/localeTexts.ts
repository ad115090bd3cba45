import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';

/** A remote's released texts in one language: its `src/locales/<lng>.json`, flat (`section.key`). */
export function localeTexts(remoteDir: string, lng: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(remoteDir, 'locales', `${lng}.json`), 'utf8')) as Record<string, string>;
}

/**
 * Flat texts as nested resources, the shape the test shell's i18next reads with its '.' key separator
 * ({ events: { liveTime: { map: '第{{period}}图' } } }). A key that is also the prefix of another stays out.
 */
export function nestedTexts(flat: Record<string, string>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    const leaf = parts.pop()!;
    let node: Record<string, unknown> | undefined = nested;
    for (const part of parts) {
      if (typeof node[part] === 'string') {
        node = undefined;
        break;
      }
      node = (node[part] ??= {}) as Record<string, unknown>;
    }
    if (node && !(leaf in node)) node[leaf] = text;
  }
  return nested;
}

/** A t() of one language over a remote's released texts, configured as the page's (no escaping, English fallback). */
export function translatorOf(flat: Record<string, string>, lng: string) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    resources: { [lng]: { translation: nestedTexts(flat) } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n.t.bind(i18n);
}
