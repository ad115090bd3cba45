/**
 * Bet types of the betslip. The multiple (all selections in one accumulator, MULTIPLE_BET_TYPE_ID 200002)
 * is called Double, Treble or N-Fold by its size. Systems are 3000NN: ids ending 002 to 012 are
 * "all N-folds" (every combination of N selections), and the named full covers below combine several sizes.
 */
export const SYSTEM_TYPE_BASE = 300000;
export const MULTIPLE_BET_TYPE_ID = 200002;

export interface SystemType {
  id: number;
  name: string;
  /** How many selections the bet covers. */
  selections: number;
  /** The combination sizes it includes (1 = singles). */
  sizes: number[];
}

/** The full covers named by the spec's combo codes (one table, documented here). */
export const NAMED_SYSTEMS: SystemType[] = [
  { id: 300019, name: 'Trixie', selections: 3, sizes: [2, 3] },
  { id: 300020, name: 'Patent', selections: 3, sizes: [1, 2, 3] },
  { id: 300021, name: 'Yankee', selections: 4, sizes: [2, 3, 4] },
  { id: 300022, name: 'Lucky 15', selections: 4, sizes: [1, 2, 3, 4] },
  { id: 300046, name: 'Canadian', selections: 5, sizes: [2, 3, 4, 5] },
  { id: 300047, name: 'Lucky 31', selections: 5, sizes: [1, 2, 3, 4, 5] },
  { id: 300057, name: 'Heinz', selections: 6, sizes: [2, 3, 4, 5, 6] },
  { id: 300058, name: 'Lucky 63', selections: 6, sizes: [1, 2, 3, 4, 5, 6] },
  { id: 300059, name: 'Super Heinz', selections: 7, sizes: [2, 3, 4, 5, 6, 7] },
  { id: 300060, name: 'Goliath', selections: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
];

const FOLD_NAMES: Record<number, string> = { 1: 'Singles', 2: 'Doubles', 3: 'Trebles' };

/** The "all N-folds" system of size N (N from 2 to 12): ids 300002 to 300012. */
export function foldSystem(size: number, selections: number): SystemType {
  return { id: SYSTEM_TYPE_BASE + size, name: FOLD_NAMES[size] ?? `${size}-Folds`, selections, sizes: [size] };
}

export function multipleDescription(selections: number): string {
  return selections === 2 ? 'Double' : selections === 3 ? 'Treble' : `${selections}-Fold`;
}

/** n choose k, exact for the sizes a betslip reaches. */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Number of bets in a system over n selections. */
export function systemBetCount(type: SystemType, n = type.selections): number {
  return type.sizes.reduce((sum, size) => sum + combinations(n, size), 0);
}

/**
 * Sums over every combination of size k of the product of its odds: the elementary symmetric
 * polynomials e_0..e_n, in O(n²) instead of enumerating 2^n combinations.
 */
export function comboOddsSums(odds: number[]): number[] {
  const e = [1, ...odds.map(() => 0)];
  for (const o of odds) for (let k = e.length - 1; k >= 1; k--) e[k] += e[k - 1] * o;
  return e;
}

/** The systems offered for n selections: every N-fold from doubles up to n - 1, and the named covers of exactly n. */
export function systemsFor(n: number): SystemType[] {
  const folds = Array.from({ length: Math.max(0, Math.min(n - 1, 12) - 1) }, (_, i) => foldSystem(i + 2, n));
  return [...folds, ...NAMED_SYSTEMS.filter((s) => s.selections === n)];
}

export function systemById(id: number, n: number): SystemType | undefined {
  if (id > SYSTEM_TYPE_BASE + 1 && id <= SYSTEM_TYPE_BASE + 12) return foldSystem(id - SYSTEM_TYPE_BASE, n);
  return NAMED_SYSTEMS.find((s) => s.id === id && s.selections === n);
}

/** A selection as a system sees it: its market and its price (or, at settlement, what it pays back). */
export interface SystemLeg {
  marketId: number;
  decimal: number;
}

/**
 * Spec 2 section 5: a system counts only combinations whose selections are in distinct markets. Sums over
 * every such combination of size k of the product of its odds: the coefficients of the product over
 * markets of (1 + the market's odds summed times x), in O(n²). Index k runs to the number of markets.
 */
export function distinctMarketComboSums(legs: SystemLeg[]): number[] {
  const byMarket = new Map<number, number>();
  for (const leg of legs) byMarket.set(leg.marketId, (byMarket.get(leg.marketId) ?? 0) + leg.decimal);
  const e = [1, ...[...byMarket.keys()].map(() => 0)];
  for (const marketOdds of byMarket.values()) for (let k = e.length - 1; k >= 1; k--) e[k] += e[k - 1] * marketOdds;
  return e;
}

/** How many combinations of each size have distinct markets (every odds counted as 1). */
export const distinctMarketComboCounts = (legs: SystemLeg[]) =>
  distinctMarketComboSums(legs.map((leg) => ({ ...leg, decimal: 1 })));

const marketCount = (legs: SystemLeg[]) => new Set(legs.map((leg) => leg.marketId)).size;

/**
 * The systems offered over these selections. When every selection is in its own market, as
 * `systemsFor`; when some share a market, the N-folds from doubles up to one selection per market (the
 * named full covers assume independent selections, so they are not offered).
 */
export function systemsForLegs(legs: SystemLeg[]): SystemType[] {
  const markets = marketCount(legs);
  if (markets === legs.length) return systemsFor(legs.length);
  return Array.from({ length: Math.max(0, Math.min(markets, 12) - 1) }, (_, i) => foldSystem(i + 2, legs.length));
}

/** A system by id among those offered over these selections. */
export function systemForLegs(id: number, legs: SystemLeg[]): SystemType | undefined {
  return systemsForLegs(legs).find((type) => type.id === id);
}

/** The number of bets of a system over these selections: its combinations with distinct markets. */
export function systemBetCountOver(type: SystemType, legs: SystemLeg[]): number {
  const counts = distinctMarketComboCounts(legs);
  return type.sizes.reduce((sum, size) => sum + (counts[size] ?? 0), 0);
}
