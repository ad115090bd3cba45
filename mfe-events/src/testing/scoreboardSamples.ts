import type { Clock, PeriodAbbreviation, PeriodKey, SportEvent } from '@sportsbook/contracts';
import { sampleEvent } from './sampleEvents';

/**
 * Live events shaped as the platform simulator answers them (platform-api/src/trading/engine fields()),
 * one per kind of scoreboard. Opponent ids are the sample's: 2 * id for home, 2 * id + 1 for away.
 */
type Side = [number, number];

const home = (id: number) => id * 2;
const away = (id: number) => id * 2 + 1;
const sides = (id: number) => [home(id), away(id)] as const;

function live(id: number, sportCode: string, names: [string, string], extra: Partial<SportEvent>): SportEvent {
  return sampleEvent(id, {
    sportCode,
    name: `${names[0]} v ${names[1]}`,
    slug: `${id}-live`,
    opponents: [
      { id: home(id), description: names[0] },
      { id: away(id), description: names[1] },
    ],
    markets: [],
    ...extra,
  });
}

const scoreLines = (id: number, [h, a]: Side, extra: (side: 0 | 1) => object = () => ({})) =>
  sides(id).map((opponentId, side) => ({
    opponentId,
    points: [h, a][side],
    formattedPoints: String([h, a][side]),
    ...extra(side as 0 | 1),
  }));

function perPeriod(id: number, periodKey: PeriodKey, periods: Side[]) {
  return periods.flatMap((scores, i) =>
    sides(id).map((opponentId, side) => ({ opponentId, periodKey, periodInstance: i + 1, score: scores[side] })),
  );
}

const total = (periods: Side[]): Side => periods.reduce<Side>(([h, a], [ph, pa]) => [h + ph, a + pa], [0, 0]);

export function footballLive(
  id: number,
  options: { clock?: Clock; halves?: Side[]; cards?: { yellow: Side; red: Side }; corners?: Side; period?: number } = {},
): SportEvent {
  const halves = options.halves ?? [
    [1, 0],
    [1, 1],
  ];
  const cards = options.cards ?? { yellow: [2, 1], red: [0, 1] };
  const corners = options.corners ?? [5, 3];
  return live(id, 'FOOT', ['Northbridge United', 'Kingsport City'], {
    clock: options.clock ?? { minutes: 67, status: 'RUNNING' },
    currentPeriod: '2nd Half',
    currentPeriodAbbreviation: 'HALF',
    currentPeriodNumber: options.period ?? 2,
    scores: {
      score: scoreLines(id, total(halves), (side) => ({
        yellowCards: cards.yellow[side],
        redCards: cards.red[side],
        corners: corners[side],
      })),
      scoresPerPeriod: perPeriod(id, 'HALF', halves),
    },
  });
}

/** Sets sports: score is the current game's points (the simulator counts the set's games there), match the sets won. */
export function setsLive(
  id: number,
  sportCode: string,
  sets: Side[],
  options: { maxSets: number; serving?: 0 | 1; clock?: Clock; abbreviation?: PeriodAbbreviation; names?: [string, string] },
): SportEvent {
  const won = sets.slice(0, -1).reduce<Side>(([h, a], [sh, sa]) => (sh > sa ? [h + 1, a] : [h, a + 1]), [0, 0]);
  const current = sets[sets.length - 1];
  return live(id, sportCode, options.names ?? ['D. Petrović', 'R. Halvorsen'], {
    clock: options.clock ?? { minutes: 2, status: 'RUNNING' },
    currentPeriod: `Set ${sets.length}`,
    currentPeriodAbbreviation: options.abbreviation ?? 'SETS',
    currentPeriodNumber: sets.length,
    scores: {
      score: scoreLines(id, current, (side) => ({ serving: (options.serving ?? 0) === side })),
      match: scoreLines(id, won),
      sets: {
        gameSet: sets.map((set) => sides(id).map((opponentId, side) => ({ opponentId, formattedPoints: String(set[side]) }))),
        maxSets: options.maxSets,
      },
    },
  });
}

/** Points sports; during an intermission the platform reports the period about to start. */
export function periodsLive(
  id: number,
  sportCode: 'BASK' | 'AMFB' | 'HAND' | 'BASE',
  periods: Side[],
  options: { clock?: Clock; currentPeriodNumber?: number; names?: [string, string] } = {},
): SportEvent {
  const key: PeriodKey = sportCode === 'HAND' ? 'HALF' : sportCode === 'BASE' ? 'PERIOD' : 'QTR';
  return live(id, sportCode, options.names ?? ['Portland Pioneers', 'Orlando Tide'], {
    clock: options.clock ?? { minutes: 7, status: 'RUNNING' },
    currentPeriod: `${key} ${periods.length}`,
    currentPeriodAbbreviation: key,
    currentPeriodNumber: options.currentPeriodNumber ?? periods.length,
    scores: { score: scoreLines(id, total(periods)), scoresPerPeriod: perPeriod(id, key, periods) },
  });
}

/** Snooker and Counter-Strike: score is the frame's points or the map's rounds, match counts the frames or maps won. */
export function matchScoreLive(id: number, sportCode: 'SNOO' | 'CSGO', won: Side, inUnit: Side = [0, 0]): SportEvent {
  const unit = sportCode === 'SNOO' ? 'Frame' : 'Map';
  return live(id, sportCode, sportCode === 'SNOO' ? ['J. Higgs', 'M. Selby-Hart'] : ['Nordic Wolves', 'Polar Tigers'], {
    clock: { minutes: 12, status: 'RUNNING' },
    currentPeriod: `${unit} ${won[0] + won[1] + 1}`,
    currentPeriodAbbreviation: sportCode === 'SNOO' ? 'FRAMES' : 'MAP',
    currentPeriodNumber: won[0] + won[1] + 1,
    scores: { score: scoreLines(id, inUnit), match: scoreLines(id, won) },
  });
}

export function cricketLive(id: number): SportEvent {
  return live(id, 'CRIC', ['Jaipur Jewels', 'Delhi Dynamos'], {
    clock: { minutes: 31, status: 'RUNNING' },
    currentPeriod: '1st Innings',
    currentPeriodNumber: 1,
    cricketOutcomes: ['4', '0', '1', 'W'],
    scores: {
      score: sides(id).map((opponentId, side) => ({
        opponentId,
        points: [87, 0][side],
        formattedPoints: ['87/3 (10.2)', '0/0 (0.0)'][side],
        serving: side === 0,
      })),
    },
  });
}
