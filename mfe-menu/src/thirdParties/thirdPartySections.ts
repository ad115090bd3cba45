import { CURRENCY_GATES, sectionOffered, type Settings, type ThirdPartySection } from '@sportsbook/contracts';

/** The settings that switch third-party sections on (spec 1 sections 3 and 9, spec 2 section 9). */
export type ThirdPartySettings = Pick<
  Settings,
  'show_kiron_virtuals' | 'show_golden_race_virtuals' | 'golden_race_demo_id' | 'show_edge_gaming'
>;

type SwitchSetting = 'show_kiron_virtuals' | 'show_golden_race_virtuals' | 'show_edge_gaming';

export interface ThirdPartyEntry {
  section: ThirdPartySection;
  /** Translation key and its English text. */
  titleKey: string;
  title: string;
  /** The setting that switches the section on; the spec names none for the others, so they are always on. */
  enabledBy?: SwitchSetting;
}

/** The menu's third-party tier in display order: virtuals, esports, other games. */
export const THIRD_PARTY_SECTIONS: readonly ThirdPartyEntry[] = [
  { section: 'kiron', titleKey: 'menu.thirdParty.kiron', title: 'Kiron virtuals', enabledBy: 'show_kiron_virtuals' },
  {
    section: 'golden-race',
    titleKey: 'menu.thirdParty.goldenRace',
    title: 'Golden Race',
    enabledBy: 'show_golden_race_virtuals',
  },
  { section: 'betradar-virtuals', titleKey: 'menu.thirdParty.betradarVirtuals', title: 'Betradar virtuals' },
  { section: 'vir2al-games', titleKey: 'menu.thirdParty.vir2alGames', title: 'Vir2al games' },
  { section: 'leap', titleKey: 'menu.thirdParty.leap', title: 'Leap virtuals' },
  { section: 'soccerbet', titleKey: 'menu.thirdParty.soccerbet', title: 'Soccerbet' },
  { section: 'esports', titleKey: 'menu.thirdParty.esports', title: 'Esports' },
  { section: 'esportsbull', titleKey: 'menu.thirdParty.esportsbull', title: 'Esports Bull' },
  { section: 'edge', titleKey: 'menu.thirdParty.edge', title: 'Edge gaming', enabledBy: 'show_edge_gaming' },
  { section: 'parlaybay', titleKey: 'menu.thirdParty.parlaybay', title: 'Parlay Bay' },
  { section: 'exchange', titleKey: 'menu.thirdParty.exchange', title: 'Exchange' },
  { section: 'dst-props', titleKey: 'menu.thirdParty.dstProps', title: 'DST props' },
];

export type OfferedThirdParty = ThirdPartyEntry & { path: string };

/**
 * The sections a player sees: switched on by the brand's settings and offered in the player's currency
 * by the contracts' currency gates (Golden Race also needs its demo id).
 */
export function offeredThirdParties(settings: ThirdPartySettings, currency: string): OfferedThirdParty[] {
  return THIRD_PARTY_SECTIONS.filter(
    (entry) =>
      (!entry.enabledBy || settings[entry.enabledBy]) &&
      sectionOffered(entry.section, currency, { demoId: settings.golden_race_demo_id }),
  ).map((entry) => ({ ...entry, path: CURRENCY_GATES[entry.section].path }));
}
