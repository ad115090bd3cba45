import { currentUnitChance, raceWin } from '../pricing/raceModel';
import type { Rng } from '../rng';

/**
 * What happens inside a unit of a match-score sport, so its scoreboard moves between units as a real one does:
 * - a CS:GO map is a race of rounds, won by the first side to 13 (MR24; a 12-12 map is settled by its next
 *   round here, where the game plays overtime);
 * - a snooker frame is visits to the table, each scoring a break or nothing, until the table is cleared or
 *   the trailing player needs more than is left on it (and concedes, as players do without snookers);
 * - a League of Legends map has no score a scoreboard shows: it is played out in one piece.
 */
export type UnitPlay = 'rounds' | 'frame' | 'whole';

/** CS2's regulation: 24 rounds at most, the map to the first side to 13. */
export const ROUNDS_TO_WIN_MAP = 13;
/** All the points of a frame's 15 reds, each with the black, and the colours: the maximum break. */
export const FRAME_POINTS = 147;
/** A visit's edge as a share of the frame's: measured, 0.42 gives a 70 % player 69–70 % of 4,000 frames. */
const VISIT_EDGE = 0.42;
/** A re-spotted black decides a frame left level with the table cleared. */
const RESPOTTED_BLACK = 7;

/** A unit in play: each side's rounds or frame points, and for snooker what is left on the table and who is at it. */
export interface UnitInPlay {
  points: [number, number];
  onTable: number;
  atTable: 0 | 1;
}

export const freshUnit = (atTable: 0 | 1 = 0): UnitInPlay => ({ points: [0, 0], onTable: FRAME_POINTS, atTable });

const roundChances = new Map<number, number>();

/**
 * The home side's chance of a round such that it wins a map (a race to 13 rounds) with `pMap`: solved by
 * bisection, since a race to 13 stretches any edge in a round (55 % a round is about 69 % a map).
 */
export function roundChance(pMap: number): number {
  const key = Math.round(pMap * 10_000);
  const known = roundChances.get(key);
  if (known !== undefined) return known;
  let [low, high] = [0, 1];
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (raceWin(mid, 0, 0, ROUNDS_TO_WIN_MAP) < pMap) low = mid;
    else high = mid;
  }
  const p = (low + high) / 2;
  roundChances.set(key, p);
  return p;
}

/** The home side's chance of the unit being played, from its chance of a whole unit and the score inside it. */
export function unitChance(play: UnitPlay, pUnit: number, unit: UnitInPlay): number {
  if (play === 'rounds') return raceWin(roundChance(pUnit), unit.points[0], unit.points[1], ROUNDS_TO_WIN_MAP);
  if (play === 'frame') return currentUnitChance(pUnit, unit.points[0] - unit.points[1], Math.max(1, unit.onTable));
  return pUnit;
}

/**
 * One step of play inside a unit (a round; a visit to the table): who scored and how much, and the unit's
 * winner when it is over. `pUnit` is the home side's chance of a whole unit.
 */
export function playStep(
  play: Exclude<UnitPlay, 'whole'>,
  pUnit: number,
  unit: UnitInPlay,
  rng: Rng,
): { side?: 0 | 1; points: number; winner?: 0 | 1 } {
  if (play === 'rounds') {
    const side: 0 | 1 = rng.chance(roundChance(pUnit)) ? 0 : 1;
    unit.points[side] += 1;
    return { side, points: 1, winner: unit.points[side] >= ROUNDS_TO_WIN_MAP ? side : undefined };
  }
  const side = unit.atTable;
  // The stronger player scores more often and makes longer breaks. A visit's edge is a fraction of the frame's,
  // since a frame's many visits stretch it: at this one a player wins about their frame chance of frames.
  const strength = 0.5 + ((side === 0 ? pUnit : 1 - pUnit) - 0.5) * VISIT_EDGE;
  const scored = rng.chance(0.3 + 0.4 * strength) ? Math.min(unit.onTable, 1 + Math.floor(rng.next() * (12 + 70 * strength))) : 0;
  unit.points[side] += scored;
  unit.onTable -= scored;
  unit.atTable = side === 0 ? 1 : 0;
  const lead = unit.points[0] - unit.points[1];
  let winner: 0 | 1 | undefined;
  if (Math.abs(lead) > unit.onTable || (unit.onTable === 0 && lead !== 0)) winner = lead > 0 ? 0 : 1;
  else if (unit.onTable === 0) {
    winner = rng.chance(pUnit) ? 0 : 1;
    unit.points[winner] += RESPOTTED_BLACK;
  }
  return { side: scored ? side : undefined, points: scored, winner };
}
