/**
 * Who plays whom, and when a team is free: the pure part of the schedule. A team plays one match at a
 * time, and the next fixture of a league is the pairing of free teams that met longest ago, reversed
 * (home and away swapped): a fixture and its reverse sit as far apart as the league's round of pairings allows.
 */
export interface Fixture {
  leagueId: number;
  home: number;
  away: number;
  /** Kick-off, ms since the epoch. */
  at: number;
}

export interface LeagueTeams {
  leagueId: number;
  teams: number[];
}

const pairKey = (a: number, b: number) => (a < b ? `${a}|${b}` : `${b}|${a}`);

export class FixturePlanner {
  /** The fixtures that keep teams busy (not finished), by league. */
  private readonly open = new Map<number, Fixture[]>();
  /** The last meeting of each pairing, by league: when, and who was at home. */
  private readonly lastMet = new Map<number, Map<string, { at: number; home: number }>>();

  /** `busyMs(leagueId)`: how long before and after a kick-off its teams can play nothing else. */
  constructor(private readonly busyMs: (leagueId: number) => number) {}

  /** Records a fixture already in the schedule (`open` when it is still to play or in play). */
  record(fixture: Fixture, open: boolean): void {
    if (open) {
      const list = this.open.get(fixture.leagueId) ?? [];
      list.push(fixture);
      this.open.set(fixture.leagueId, list);
    }
    const met = this.lastMet.get(fixture.leagueId) ?? new Map<string, { at: number; home: number }>();
    const key = pairKey(fixture.home, fixture.away);
    const before = met.get(key);
    if (!before || before.at <= fixture.at) met.set(key, { at: fixture.at, home: fixture.home });
    this.lastMet.set(fixture.leagueId, met);
  }

  /** A team is free at `at` when none of its open fixtures kicks off within the busy time either side. */
  isFree(leagueId: number, team: number, at: number): boolean {
    const busy = this.busyMs(leagueId);
    return !(this.open.get(leagueId) ?? []).some((f) => (f.home === team || f.away === team) && Math.abs(f.at - at) < busy);
  }

  /**
   * The next fixture of a league at `at`: of the pairings whose teams are both free, the one that met
   * longest ago (never is longest), the side that was away last time now at home. Null when fewer than
   * two teams are free. `random` breaks ties.
   */
  plan(league: LeagueTeams, at: number, random: () => number): Fixture | null {
    const free = league.teams.filter((team) => this.isFree(league.leagueId, team, at));
    const met = this.lastMet.get(league.leagueId);
    let best: { fixture: Fixture; lastAt: number; tie: number } | null = null;
    for (let i = 0; i < free.length; i++) {
      for (let j = i + 1; j < free.length; j++) {
        const last = met?.get(pairKey(free[i], free[j]));
        const lastAt = last?.at ?? -Infinity;
        const tie = random();
        if (best && (lastAt > best.lastAt || (lastAt === best.lastAt && tie >= best.tie))) continue;
        const homeFirst = last ? last.home !== free[i] : tie < 0.5;
        const [home, away] = homeFirst ? [free[i], free[j]] : [free[j], free[i]];
        best = { fixture: { leagueId: league.leagueId, home, away, at }, lastAt, tie };
      }
    }
    if (best) this.record(best.fixture, true);
    return best?.fixture ?? null;
  }
}
