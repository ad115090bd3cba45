import type { BrandTheme, Theme } from '@sportsbook/contracts';

export type ResolvedTheme = 'light' | 'dark';

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

/** The brand's colours become CSS variables for both modes; data-theme picks the mode. */
export function applyTheme(root: HTMLElement, resolved: ResolvedTheme, brand: BrandTheme): void {
  root.dataset.theme = resolved;
  root.style.colorScheme = resolved;
  for (const [name, value] of Object.entries(brand[resolved] ?? {})) {
    if (/^[a-z0-9-]+$/.test(name)) root.style.setProperty(`--sb-${name}`, value);
  }
}

/** The theme a page asks for with ?theme=, if it names one. */
export function themeFromQuery(search: string): Theme | undefined {
  const value = new URLSearchParams(search).get('theme');
  return value === 'light' || value === 'dark' || value === 'system' ? value : undefined;
}
