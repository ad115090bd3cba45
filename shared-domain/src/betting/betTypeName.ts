import { MULTIPLE_BET_TYPE_ID, NAMED_SYSTEMS, SYSTEM_TYPE_BASE } from './systems';

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

/**
 * The remotes that name bet types (my bets, the betslip), each from its own namespace: texts belong to the
 * remote that shows them, so each releases its own `<namespace>.betType.*` texts.
 */
export type BetTypeNamespace = 'mybets' | 'betslip';

/** Keys below `<namespace>.betType.` and English names by code; the named full covers keep the names the spec's combo table gives them. */
const TEXTS = {
  single: ['single', 'Single'],
  double: ['double', 'Double'],
  treble: ['treble', 'Treble'],
  fold: ['fold', '{{size}}-Fold'],
  doubles: ['doubles', 'Doubles'],
  trebles: ['trebles', 'Trebles'],
  folds: ['folds', '{{size}}-Folds'],
  300019: ['trixie', 'Trixie'],
  300020: ['patent', 'Patent'],
  300021: ['yankee', 'Yankee'],
  300022: ['lucky15', 'Lucky 15'],
  300046: ['canadian', 'Canadian'],
  300047: ['lucky31', 'Lucky 31'],
  300057: ['heinz', 'Heinz'],
  300058: ['lucky63', 'Lucky 63'],
  300059: ['superHeinz', 'Super Heinz'],
  300060: ['goliath', 'Goliath'],
} as const satisfies Record<string, readonly [string, string]>;

/** What the name of a bet type is read from: its type id, its number of legs, and the kind of bet it is. */
export interface BetTypeOf {
  kind?: string;
  betTypeId: number;
  legs: number;
}

/**
 * The name of a bet's type: a single; a multiple by its number of legs (Double, Treble, N-Fold); a system
 * of all N-folds (ids 300002-300012) or a named full cover (Trixie ... Goliath). Null for a type this
 * front end does not know (a jackpot, a new platform type): the caller shows the platform's description.
 */
export function betTypeName(bet: BetTypeOf, namespace: BetTypeNamespace): BetTypeName | null {
  const named = (code: keyof typeof TEXTS, size?: number): BetTypeName => {
    const [key, defaultValue] = TEXTS[code];
    const text = { key: `${namespace}.betType.${key}`, defaultValue };
    return size === undefined ? text : { ...text, size };
  };
  if (bet.kind === 'jackpot') return null;
  if (bet.betTypeId === SINGLE_BET_TYPE_ID) return named('single');
  if (bet.betTypeId === MULTIPLE_BET_TYPE_ID) {
    const { legs } = bet;
    return legs === 2 ? named('double') : legs === 3 ? named('treble') : legs > 3 ? named('fold', legs) : null;
  }
  const foldSize = bet.betTypeId - SYSTEM_TYPE_BASE;
  if (foldSize >= 2 && foldSize <= 12) {
    return foldSize === 2 ? named('doubles') : foldSize === 3 ? named('trebles') : named('folds', foldSize);
  }
  const cover = NAMED_SYSTEMS.find((system) => system.id === bet.betTypeId);
  return cover && cover.id in TEXTS ? named(cover.id as keyof typeof TEXTS) : null;
}
