import { MULTIPLE_BET_TYPE_ID, NAMED_SYSTEMS, SYSTEM_TYPE_BASE, type MyBet } from '@sportsbook/contracts';

/**
 * What to call a bet, from its stable bet type id (never from the platform's English description, which is
 * free text): the key of its name, the English default and the fold size the name counts with.
 */
export interface BetTypeName {
  key: string;
  defaultValue: string;
  /** The number of selections a fold names ("4-Fold"): `size`, not `count`, so no plural form is asked for. */
  size?: number;
}

const SINGLE_BET_TYPE_ID = 1;

/** Keys and English names by code; the named full covers keep the names the spec's combo table gives them. */
const TEXTS = {
  single: ['mybets.betType.single', 'Single'],
  double: ['mybets.betType.double', 'Double'],
  treble: ['mybets.betType.treble', 'Treble'],
  fold: ['mybets.betType.fold', '{{size}}-Fold'],
  doubles: ['mybets.betType.doubles', 'Doubles'],
  trebles: ['mybets.betType.trebles', 'Trebles'],
  folds: ['mybets.betType.folds', '{{size}}-Folds'],
  300019: ['mybets.betType.trixie', 'Trixie'],
  300020: ['mybets.betType.patent', 'Patent'],
  300021: ['mybets.betType.yankee', 'Yankee'],
  300022: ['mybets.betType.lucky15', 'Lucky 15'],
  300046: ['mybets.betType.canadian', 'Canadian'],
  300047: ['mybets.betType.lucky31', 'Lucky 31'],
  300057: ['mybets.betType.heinz', 'Heinz'],
  300058: ['mybets.betType.lucky63', 'Lucky 63'],
  300059: ['mybets.betType.superHeinz', 'Super Heinz'],
  300060: ['mybets.betType.goliath', 'Goliath'],
} as const satisfies Record<string, readonly [string, string]>;

const named = (code: keyof typeof TEXTS, size?: number): BetTypeName => {
  const [key, defaultValue] = TEXTS[code];
  return size === undefined ? { key, defaultValue } : { key, defaultValue, size };
};

/**
 * The name of a bet's type: a single; a multiple by its number of legs (Double, Treble, N-Fold); a system
 * of all N-folds (ids 300002-300012) or a named full cover (Trixie ... Goliath). Null for a type this
 * front end does not know (a jackpot, a new platform type): the caller shows the platform's description.
 */
export function betTypeName(bet: Pick<MyBet, 'kind' | 'betTypeId' | 'selections'>): BetTypeName | null {
  if (bet.kind === 'jackpot') return null;
  if (bet.betTypeId === SINGLE_BET_TYPE_ID) return named('single');
  if (bet.betTypeId === MULTIPLE_BET_TYPE_ID) {
    const legs = bet.selections.length;
    return legs === 2 ? named('double') : legs === 3 ? named('treble') : legs > 3 ? named('fold', legs) : null;
  }
  const foldSize = bet.betTypeId - SYSTEM_TYPE_BASE;
  if (foldSize >= 2 && foldSize <= 12) {
    return foldSize === 2 ? named('doubles') : foldSize === 3 ? named('trebles') : named('folds', foldSize);
  }
  const cover = NAMED_SYSTEMS.find((system) => system.id === bet.betTypeId);
  return cover && cover.id in TEXTS ? named(cover.id as keyof typeof TEXTS) : null;
}
