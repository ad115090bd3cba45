/**
 * A name or a query as search compares them: compatibility forms unified (full-width letters, ligatures), accents
 * and case dropped ('Atlético' and 'ATLETICO' read 'atletico'), German ß as ss, and everything that is neither a
 * letter nor a digit (punctuation, symbols, control characters, quotes of SQL-ish input) a single space.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
