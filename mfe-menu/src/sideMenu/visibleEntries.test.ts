import type { MenuConfigEntry, TabMenuSection } from '@sportsbook/contracts';
import { entryLink, isSelected, visibleEntries } from './visibleEntries';

const entry = (id: number, extra: Partial<MenuConfigEntry> = {}): MenuConfigEntry => ({
  id,
  active: true,
  label: `label-${id}`,
  logged_in_link: `/in-${id}`,
  logged_out_link: `/out-${id}`,
  ...extra,
});

const tabs: TabMenuSection[] = [
  { section_name: 'main', submenu_items: [entry(1), entry(2, { active: false }), entry(3, { logged_in_only: true })] },
  { section_name: 'bottom_menu', submenu_items: [entry(9)] },
];

describe('side menu entries', () => {
  it('shows active entries, logged-in-only ones only to players', () => {
    expect(visibleEntries(tabs, 'main', false).map((e) => e.id)).toEqual([1]);
    expect(visibleEntries(tabs, 'main', true).map((e) => e.id)).toEqual([1, 3]);
    expect(visibleEntries(tabs, 'missing', true)).toEqual([]);
  });

  it('picks the link and title of the login state', () => {
    const e = entry(4, { logged_in_title: 'In', logged_out_title: 'Out' });
    expect(entryLink(e, true)).toEqual({ path: '/in-4', title: 'In' });
    expect(entryLink(e, false)).toEqual({ path: '/out-4', title: 'Out' });
    expect(entryLink(entry(5), false).title).toBe('label-5');
  });

  it.each([
    ['/homepage', '/', true],
    ['/homepage', '/homepage', true],
    ['/live/sport', '/live/sport/240-FOOT', true],
    ['/sports', '/sportsbook', false],
    ['/sports', '/sports', true],
    ['', '/anything', false],
  ])('%s is selected on %s: %s', (entryPath, path, expected) => {
    expect(isSelected(entryPath, path)).toBe(expected);
  });
});
