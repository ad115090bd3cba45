import type { Settings } from '../domain/settings';
import type { SiteEnvironment } from '../domain/siteEnvironment';
import { CURRENCY_GATES, sectionOffered, type ThirdPartySection } from './currencyGates';

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
  /** The deployment's configuration the section needs: without it the section is off (spec 1 section 8). */
  needs?: keyof SiteEnvironment;
  /** The provider's game launched through POST /accounts/me/game-launch-url (spec 1 section 7.2). */
  gameCode: string;
  /** What the provider's game is: a virtual race, a match, or a number draw. */
  kind: 'race' | 'match' | 'draw';
  /** Whether a visitor may play the game in demo mode; without it a visitor is asked to log in. */
  demo: boolean;
}

/**
 * The third-party game sections (spec 1 section 2.1) in the menu's display order: virtuals, esports,
 * other games. The menu lists them and the events remote shows each one's page.
 */
export const THIRD_PARTY_SECTIONS: readonly ThirdPartyEntry[] = [
  {
    section: 'kiron',
    titleKey: 'menu.thirdParty.kiron',
    title: 'Kiron virtuals',
    enabledBy: 'show_kiron_virtuals',
    gameCode: 'kiron-racing',
    kind: 'race',
    demo: true,
  },
  {
    section: 'golden-race',
    titleKey: 'menu.thirdParty.goldenRace',
    title: 'Golden Race',
    enabledBy: 'show_golden_race_virtuals',
    gameCode: 'golden-race',
    kind: 'race',
    demo: true,
  },
  {
    section: 'betradar-virtuals',
    titleKey: 'menu.thirdParty.betradarVirtuals',
    title: 'Betradar virtuals',
    gameCode: 'betradar-vfl',
    kind: 'match',
    demo: true,
  },
  {
    section: 'vir2al-games',
    titleKey: 'menu.thirdParty.vir2alGames',
    title: 'Vir2al games',
    gameCode: 'vir2al-dogs',
    kind: 'race',
    demo: true,
  },
  {
    section: 'leap',
    titleKey: 'menu.thirdParty.leap',
    title: 'Leap virtuals',
    gameCode: 'leap-horses',
    kind: 'race',
    demo: true,
  },
  {
    section: 'soccerbet',
    titleKey: 'menu.thirdParty.soccerbet',
    title: 'Soccerbet',
    gameCode: 'soccerbet',
    kind: 'match',
    demo: true,
  },
  {
    section: 'esports',
    titleKey: 'menu.thirdParty.esports',
    title: 'Esports',
    gameCode: 'esports-pinnacle',
    kind: 'match',
    demo: false,
  },
  {
    section: 'esportsbull',
    titleKey: 'menu.thirdParty.esportsbull',
    title: 'Esports Bull',
    gameCode: 'esportsbull',
    kind: 'match',
    demo: true,
  },
  {
    section: 'edge',
    titleKey: 'menu.thirdParty.edge',
    title: 'Edge gaming',
    enabledBy: 'show_edge_gaming',
    gameCode: 'edge-soccer',
    kind: 'match',
    demo: true,
  },
  {
    section: 'parlaybay',
    titleKey: 'menu.thirdParty.parlaybay',
    title: 'Parlay Bay',
    gameCode: 'parlaybay',
    kind: 'match',
    demo: false,
  },
  {
    section: 'exchange',
    titleKey: 'menu.thirdParty.exchange',
    title: 'Exchange',
    gameCode: 'exchange',
    kind: 'match',
    demo: false,
  },
  { section: 'lotto', titleKey: 'menu.thirdParty.lotto', title: 'Lotto', gameCode: 'lotto-49', kind: 'draw', demo: true },
  {
    section: 'dst-props',
    titleKey: 'menu.thirdParty.dstProps',
    title: 'DST props',
    needs: 'dstProps',
    gameCode: 'dst-props',
    kind: 'match',
    demo: false,
  },
];

export type OfferedThirdParty = ThirdPartyEntry & { path: string };

/**
 * Whether the brand's settings, the deployment and the player (their currency; an affiliated partner or not)
 * offer a section. A remote built before 2.1.0 runs this shared copy without an environment: a section that
 * needs one is then offered as it was before 2.1.0 (launched through the platform), not taken away from it.
 */
export function thirdPartyOffered(
  entry: ThirdPartyEntry,
  settings: ThirdPartySettings,
  currency: string,
  affiliate = false,
  environment?: SiteEnvironment,
): boolean {
  return (
    (!entry.enabledBy || settings[entry.enabledBy]) &&
    (!entry.needs || !environment || Boolean(environment[entry.needs])) &&
    sectionOffered(entry.section, currency, { demoId: settings.golden_race_demo_id, affiliate })
  );
}

/** The section whose page a path is, if any. */
export function thirdPartyAt(path: string): (ThirdPartyEntry & { path: string }) | undefined {
  const entry = THIRD_PARTY_SECTIONS.find((e) => CURRENCY_GATES[e.section].path === path.replace(/\/$/, ''));
  return entry && { ...entry, path: CURRENCY_GATES[entry.section].path };
}

/** The kind of a game by its code: the platform draws its demo page by it. */
export const gameKindOf = (gameCode: string) => THIRD_PARTY_SECTIONS.find((e) => e.gameCode === gameCode)?.kind;

/**
 * The sections a player sees: switched on by the brand's settings (dst-props by the deployment's) and offered
 * in the player's currency by the contracts' currency gates (Golden Race also needs its demo id).
 */
export function offeredThirdParties(
  settings: ThirdPartySettings,
  currency: string,
  affiliate = false,
  environment?: SiteEnvironment,
): OfferedThirdParty[] {
  return THIRD_PARTY_SECTIONS.filter((entry) => thirdPartyOffered(entry, settings, currency, affiliate, environment)).map(
    (entry) => ({
      ...entry,
      path: CURRENCY_GATES[entry.section].path,
    }),
  );
}

/** The sections that are virtual sports, in the order a single "Virtuals" link tries them. */
export const VIRTUAL_SECTIONS: readonly ThirdPartySection[] = [
  'kiron',
  'golden-race',
  'betradar-virtuals',
  'vir2al-games',
  'leap',
  'soccerbet',
];

/** Where a single Virtuals link leads: the first virtual section the brand and currency offer, if any. */
export function virtualsPath(settings: ThirdPartySettings, currency: string): string | undefined {
  const offered = offeredThirdParties(settings, currency);
  return VIRTUAL_SECTIONS.map((section) => offered.find((entry) => entry.section === section)).find(Boolean)?.path;
}
