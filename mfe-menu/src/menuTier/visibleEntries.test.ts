import { audiencesOf } from '@sportsbook/domain';
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
  {
    section_name: 'main',
    submenu_items: [
      entry(1),
      entry(2, { active: false }),
      entry(3, { logged_in_only: true }),
      entry(4, { audience: 'logged_out' }),
      entry(5, { audience: 'logged_in_not_deposited' }),
    ],
  },
  { section_name: 'bottom_menu', submenu_items: [entry(9)] },
];

describe('side menu entries', () => {
  const visitor = audiencesOf({ loggedIn: false });
  const player = audiencesOf({ loggedIn: true });

  it('shows active entries, logged-in-only ones only to players, each by its audience', () => {
    expect(visibleEntries(tabs, 'main', visitor).map((e) => e.id)).toEqual([1, 4]);
    expect(visibleEntries(tabs, 'main', player).map((e) => e.id)).toEqual([1, 3]);
    expect(visibleEntries(tabs, 'main', audiencesOf({ loggedIn: true, nonDepositor: true })).map((e) => e.id)).toEqual([1, 3, 5]);
    expect(visibleEntries(tabs, 'missing', player)).toEqual([]);
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
    ['/sports', '/sports/kiron', false],
    ['/sports/kiron', '/sports/kiron', true],
    ['', '/anything', false],
  ])('%s is selected on %s: %s', (entryPath, path, expected) => {
    expect(isSelected(entryPath, path)).toBe(expected);
  });
});
