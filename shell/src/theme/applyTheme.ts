import type { BrandTheme, Theme } from '@sportsbook/contracts';

export type ResolvedTheme = 'light' | 'dark';

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

const SAFE_NAME = /^[a-z0-9-]+$/;

/**
 * The brand's colours of the mode become CSS variables; data-theme picks the mode. A colour the other mode
 * set and this one does not is taken off first: a page that went from dark to light (a player's saved
 * theme, applied at login) kept nova's dark navy surface under the light mode's dark text, and its
 * risk-group notice, shown at that very login, was dark on dark.
 */
export function applyTheme(root: HTMLElement, resolved: ResolvedTheme, brand: BrandTheme): void {
  root.dataset.theme = resolved;
  root.style.colorScheme = resolved;
  for (const mode of ['dark', 'light'] as const) {
    for (const name of Object.keys(brand[mode] ?? {})) if (SAFE_NAME.test(name)) root.style.removeProperty(`--sb-${name}`);
  }
  for (const [name, value] of Object.entries(brand[resolved] ?? {})) {
    if (SAFE_NAME.test(name)) root.style.setProperty(`--sb-${name}`, value);
  }
}

/** The theme a page asks for with ?theme=, if it names one. */
export function themeFromQuery(search: string): Theme | undefined {
  const value = new URLSearchParams(search).get('theme');
  return value === 'light' || value === 'dark' || value === 'system' ? value : undefined;
}
