import type { EventPathNode } from './events';

/**
 * The sport codes the product knows how to show (spec 2 section 9: the sport views, the cricket family, the
 * esports and the streaming sports). A sport without one, or with another, has no table to show it by.
 */
export const SPORT_CODES: readonly string[] = [
  'FOOT',
  'BASK',
  'AMFB',
  'BASE',
  'KABA',
  'HAND',
  'DART',
  'TENN',
  'TABL',
  'VOLL',
  'BEVO',
  'BADM',
  'SQUA',
  'BOWL',
  'TEQB',
  'SNOO',
  'CSGO',
  'PADL',
  'LOLS',
  'GOLF',
  'CRIC',
  'VICR',
  'ECRI',
  'EFOT',
  'EBSK',
  'DOTA',
  'VKBD',
];

export const isKnownSportCode = (code: string | null | undefined): code is string =>
  typeof code === 'string' && SPORT_CODES.includes(code);

/**
 * The sports of a path tree that can be shown: one with a missing or unknown code is skipped, and `warn`
 * is told which (spec 1 section 8: warning logged, sport skipped).
 */
export function knownSports<T extends Pick<EventPathNode, 'id' | 'description' | 'sportCode'>>(
  sports: readonly T[],
  warn: (message: string) => void,
): (T & { sportCode: string })[] {
  return sports.filter((sport): sport is T & { sportCode: string } => {
    if (isKnownSportCode(sport.sportCode)) return true;
    warn(
      `sport ${sport.id} (${sport.description}) skipped: ${sport.sportCode ? `unknown sport code ${sport.sportCode}` : 'no sport code'}`,
    );
    return false;
  });
}
