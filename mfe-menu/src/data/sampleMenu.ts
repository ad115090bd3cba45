import type { MenuConfigEntry, TabMenuSection } from '@sportsbook/contracts';

const sampleEntry = (id: number, token: string, link: string, icon: string): MenuConfigEntry => ({
  id,
  active: true,
  label: token,
  logged_in_title: token,
  logged_out_title: token,
  logged_in_link: link,
  logged_out_link: link,
  icon_name: icon,
  function: 'regular_url',
});

/**
 * The hard-coded sample menu of spec 1 section 2.7 (Sports, Live Events, Account, Help), used as the main
 * tier when the brand's tabs cannot be loaded: a player is never left with an empty menu. Help is the
 * bottom tier's own entry, always present, so it is not repeated here. Titles are translation tokens.
 */
export const SAMPLE_MAIN_MENU: TabMenuSection = {
  section_name: 'main',
  submenu_items: [
    sampleEntry(-101, 'T_[menu.sports]_T', '/sports', 'sports'),
    sampleEntry(-102, 'T_[menu.liveEvents]_T', '/live/sport', 'live'),
    sampleEntry(-103, 'T_[menu.myAccount]_T', '/account', 'account'),
  ],
};
