/**
 * Only one submenu section is open at a time (spec 1 section 2.8). Sections nest (a country inside its
 * sport), so the open one is kept as a path of keys, 'sport:240/country:12': its ancestors count as open too.
 */
export const SECTION_SEPARATOR = '/';

export const childSection = (parent: string, key: string) => `${parent}${SECTION_SEPARATOR}${key}`;

export function isSectionOpen(toggled: string | null, section: string): boolean {
  return toggled === section || (toggled ?? '').startsWith(`${section}${SECTION_SEPARATOR}`);
}

/** Opening a section closes every other one; closing it leaves its parent open. */
export function toggledAfter(toggled: string | null, section: string): string | null {
  if (!isSectionOpen(toggled, section)) return section;
  const cut = section.lastIndexOf(SECTION_SEPARATOR);
  return cut < 0 ? null : section.slice(0, cut);
}
