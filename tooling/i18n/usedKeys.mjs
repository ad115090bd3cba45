// Every translation key the source uses, found by i18next-parser (the ecosystem's extractor) in t() calls,
// plus the keys that travel as data: a toast's messageKey, an error-code map, the platform's menu titles
// (T_[section.text]_T). Keys built at run time from a code are covered by DYNAMIC_KEY_FAMILIES.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parser as Parser } from 'i18next-parser';
import { NAMESPACE_OWNERS, OWNERS, ROOT } from './namespaces.mjs';

const SOURCE_ROOTS = [...OWNERS, 'shared-contracts', 'shared-domain'].map((owner) => `${owner}/src`);
/** Where operator content with translation tokens is seeded (menu titles of the brands). */
const CONTENT_ROOTS = ['platform-api/src/brands'];

/**
 * Keys the code builds from a code the platform sends (`errors.${code}`, `events.stream.${reason}`, a match tracker's moment, `events.tracker.${kind}`;
 * a bet builder's refusal, `events.betBuilder.refused.${code}`) and the
 * keys the contracts name in the namespace of the remote showing them (a bet type's name,
 * `${namespace}.betType.${code}`; a live clock's label, `${namespace}.liveTime.${code}`): each listed family
 * is checked for completeness in every language, never reported as unused.
 */
export const DYNAMIC_KEY_FAMILIES = [
  /^errors\./,
  /^events\.stream\./,
  /^events\.tracker\./,
  /^events\.betBuilder\.refused\./,
  /^(mybets|betslip)\.betType\./,
  /^(events|mybets)\.liveTime\./,
];

const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\/testing\//.test(file);

function sourceFiles(roots, root) {
  return roots.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true })
      .map((file) => path.join(root, dir, String(file)))
      .filter(isSource),
  );
}

const KEY_LITERAL = new RegExp(`['"\`]((?:${Object.keys(NAMESPACE_OWNERS).join('|')})\\.[A-Za-z0-9_.-]+)['"\`]`, 'g');
/**
 * A key built from a value and a map of its English texts: t(`account.settings.theme.${option}`, THEME_NAMES[option]).
 * Every key of the map (found in the same file, else anywhere in the source) is a key the code may ask for.
 */
const KEY_FROM_MAP = new RegExp(
  `\\bt\\(\`((?:${Object.keys(NAMESPACE_OWNERS).join('|')})(?:\\.[\\w.]+)?)\\.\\$\\{[^}\`]+\\}\`\\s*,\\s*([A-Z][A-Z0-9_]*)\\[`,
  'g',
);
const mapEntries = (name, content) => {
  const body = new RegExp(`const ${name}\\b[^=]*=\\s*\\{([^}]*)\\}`).exec(content)?.[1];
  return body
    ? [...body.matchAll(/['"]?([\w-]+)['"]?\s*:\s*'((?:[^'\\]|\\.)*)'/g)].map(([, key, text]) => [key, text])
    : undefined;
};

/** A translation token in operator content: T_[section.text]_T (spec 1 section 5). */
const TOKEN = /T_\[([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+)\]_T/g;
/**
 * A key literal followed by its English default, as the maps of the code pair them: ['key', 'Text'],
 * { key: 'key', text: 'Text' }, { titleKey: 'key', title: 'Text' }.
 */
const KEY_WITH_DEFAULT = new RegExp(
  `${KEY_LITERAL.source}\\s*,\\s*(?:\\w+:\\s*)?(?:'((?:[^'\\\\]|\\\\.)*)'|"((?:[^"\\\\]|\\\\.)*)")`,
  'g',
);

/**
 * @returns {Map<string, { defaultValue?: string, plural: boolean, files: string[] }>} key to what the
 *   source says of it: its English default in the code, whether it is called with a count.
 */
export function findUsedKeys(root = ROOT) {
  const parser = new Parser({
    lexers: {
      ts: [{ lexer: 'JavascriptLexer', functions: ['t'] }],
      tsx: [{ lexer: 'JsxLexer', functions: ['t'] }],
    },
  });
  const used = new Map();
  const note = (key, file, entry = {}) => {
    const known = used.get(key) ?? { plural: false, files: [] };
    known.files.push(path.relative(root, file));
    if (entry.count !== undefined) known.plural = true;
    known.defaultValue ??= entry.defaultValue_other ?? entry.defaultValue;
    known.defaultValueOne ??= entry.defaultValue_one;
    used.set(key, known);
  };
  const files = sourceFiles(SOURCE_ROOTS, root);
  const contents = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  for (const [file, content] of contents) {
    for (const [, prefix, map] of content.matchAll(KEY_FROM_MAP)) {
      const entries =
        mapEntries(map, content) ?? [...contents.values()].map((other) => mapEntries(map, other)).find(Boolean) ?? [];
      for (const [key, text] of entries) note(`${prefix}.${key}`, file, { defaultValue: text });
    }
  }
  for (const [file, content] of contents) {
    for (const entry of parser.parse(content, file)) note(entry.key, file, entry);
    for (const [, key] of content.matchAll(KEY_LITERAL)) note(key, file);
    // Default operator entries of a remote carry tokens too (T_[menu.virtuals]_T).
    for (const [, key] of content.matchAll(TOKEN)) if (key.split('.')[0] in NAMESPACE_OWNERS) note(key, file);
    for (const [, key, single, double] of content.matchAll(KEY_WITH_DEFAULT)) {
      note(key, file, { defaultValue: (single ?? double).replace(/\\(.)/g, '$1') });
    }
  }
  for (const file of sourceFiles(CONTENT_ROOTS, root)) {
    const content = readFileSync(file, 'utf8');
    for (const [, key] of content.matchAll(KEY_LITERAL)) note(key, file);
    for (const [, key] of content.matchAll(TOKEN)) if (key.split('.')[0] in NAMESPACE_OWNERS) note(key, file);
  }
  return used;
}
