/** Translation tokens in operator text have the form T_[section.text]_T (spec 1 section 5). */
const TOKEN = /T_\[([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+)\]_T/g;

export function translationToken(key: string): string {
  return `T_[${key}]_T`;
}

/** Replaces every token in a text with its translation; an unknown key keeps its token visible. */
export function translateTokens(text: string, translate: (key: string) => string | undefined): string {
  return text.replace(TOKEN, (token, key: string) => translate(key) ?? token);
}
