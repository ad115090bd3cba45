import type { PageLayout } from '../domain/settings';

/** '*' matches any run of characters, everything else literally. */
export function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/** More literal characters make a more specific pattern; '/*' is the least specific of all. */
function specificity(pattern: string): number {
  return pattern.replace(/\*/g, '').length;
}

/**
 * The page layout for a path (the path includes its locale, as patterns such as '/*\/sports/10001*' expect).
 * The most specific matching pattern wins; '/*' is the default.
 */
export function matchPageLayout(pathname: string, layouts: readonly PageLayout[]): PageLayout | undefined {
  const matching = layouts.filter((layout) => patternToRegExp(layout.url).test(pathname));
  matching.sort((a, b) => specificity(b.url) - specificity(a.url));
  return matching[0] ?? layouts.find((layout) => layout.url === '/*');
}
