import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { leagueTeamCount, SPORTS } from '../catalogue/sports';
import { flavourOf, generatedClubs } from '../catalogue/generatedClubs';
import { fixturesBetween, MIN_REVERSE_DAYS, pairingsOfRound, planSeasons, reverseGapMs, type Season } from './seasonPlan';

const DAY = 86_400_000;
/** The simulator's defaults (simulator.ts): SIM_SPEED 20, 24 matches in play. */
const DEFAULTS = { speed: 20, liveTarget: 24 };
const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** The catalogue's leagues at their seeded sizes (team ids stand in as 0..n-1). */
const catalogue = SPORTS.flatMap((sport, s) =>
  sport.countries.flatMap((country, c) =>
    country.leagues.map((_, l) => ({
      leagueId: 30000 + s * 1000 + c * 10 + l,
      sportCode: sport.code,
      teams: Array.from({ length: leagueTeamCount(sport) }, (_, i) => i),
    })),
  ),
);

describe('season plan', () => {
  for (const teams of [6, 7]) {
    it(`gives each of ${teams} teams one match a round and every pairing once a half, reversed in the second`, () => {
      const half = teams % 2 ? teams : teams - 1;
      const firstHalf = new Map<string, [number, number]>();
      for (let round = 0; round < 2 * half; round++) {
        const pairs = pairingsOfRound(teams, round);
        assert.equal(pairs.length, Math.floor(teams / 2), `round ${round}`);
        const playing = pairs.flatMap(([home, away]) => [home, away]);
        assert.equal(new Set(playing).size, playing.length, `round ${round}: a team plays twice`);
        for (const [home, away] of pairs) {
          const key = pairKey(home, away);
          if (round < half) {
            assert.ok(!firstHalf.has(key), `${key} twice in the first half`);
            firstHalf.set(key, [home, away]);
          } else assert.deepEqual([home, away], [firstHalf.get(key)![1], firstHalf.get(key)![0]], `${key} reversed`);
        }
      }
      assert.equal(firstHalf.size, (teams * (teams - 1)) / 2, 'every pairing in the first half');
      // The next season starts over: round 2·half is round 0 again.
      assert.deepEqual(pairingsOfRound(teams, 2 * half), pairingsOfRound(teams, 0));
      assert.deepEqual(pairingsOfRound(teams, -1), pairingsOfRound(teams, 2 * half - 1));
    });
  }

  it(`puts a fixture and its reverse at least ${MIN_REVERSE_DAYS} days apart in every league of the catalogue at the default speed`, () => {
    const gaps = planSeasons(catalogue, DEFAULTS).map((season) => ({
      sport: season.sportCode,
      days: reverseGapMs(season) / DAY,
    }));
    for (const { sport, days } of gaps) assert.ok(days >= MIN_REVERSE_DAYS, `${sport}: ${days.toFixed(1)} days`);
    // Worked figures: football's 140 clubs meet every 139 rounds of about 160 minutes.
    const football = gaps.find((g) => g.sport === 'FOOT')!;
    assert.ok(football.days > 15 && football.days < 16, `football ${football.days}`);
  });

  /** Every fixture of a season in [from, to), checked pairing by pairing and team by team. */
  function measure(season: Season, from: number, to: number) {
    const fixtures = fixturesBetween(season, from, to);
    const lastMet = new Map<string, number>();
    const lastPlayed = new Map<number, number>();
    let pairGap = Infinity;
    let teamGap = Infinity;
    for (const f of fixtures) {
      const key = pairKey(f.home, f.away);
      if (lastMet.has(key)) pairGap = Math.min(pairGap, f.at - lastMet.get(key)!);
      lastMet.set(key, f.at);
      for (const team of [f.home, f.away]) {
        if (lastPlayed.has(team)) teamGap = Math.min(teamGap, f.at - lastPlayed.get(team)!);
        lastPlayed.set(team, f.at);
      }
    }
    return { fixtures, pairGap, teamGap };
  }

  it('over two whole football seasons, meets a pairing only every 15 days and never gives a club two matches at once', () => {
    const season = planSeasons(catalogue, DEFAULTS).find((s) => s.sportCode === 'FOOT')!;
    const from = Date.UTC(2026, 10, 24);
    const { fixtures, pairGap, teamGap } = measure(season, from, from + 64 * DAY);
    assert.ok(fixtures.length > 2 * 140 * 139, `${fixtures.length} fixtures`);
    assert.ok(pairGap >= MIN_REVERSE_DAYS * DAY, `a pairing met again after ${(pairGap / DAY).toFixed(2)} days`);
    assert.ok(teamGap >= season.busyMs, `a club played again ${teamGap / 60_000} min later (busy ${season.busyMs / 60_000})`);
  });

  it('schedules enough kick-offs that about the live target are in play, at any speed', () => {
    // The fewest in play measured each minute over 12 hours (worked figures from these runs: 20, 20 and 7).
    for (const [options, floor] of [
      [DEFAULTS, 20],
      [{ speed: 60, liveTarget: 24 }, 20],
      [{ speed: 20, liveTarget: 12 }, 6],
    ] as const) {
      const seasons = planSeasons(catalogue, options);
      const from = Date.UTC(2026, 10, 24);
      // Matches in play = kick-offs a day times a match's length, over a day.
      const inPlay = seasons.reduce((sum, s) => sum + (fixturesBetween(s, from, from + DAY).length * s.matchMs) / DAY, 0);
      assert.ok(
        Math.abs(inPlay - options.liveTarget) < options.liveTarget * 0.1,
        `${inPlay.toFixed(1)} in play at ${JSON.stringify(options)}`,
      );
      // A team's next match never starts before its longest match can have ended, at any speed.
      for (const season of seasons) assert.ok(measure(season, from, from + DAY / 4).teamGap >= season.busyMs, season.sportCode);
      // And the count stays level, sampled each minute for 12 hours.
      const listed = seasons.flatMap((s) =>
        fixturesBetween(s, from - DAY / 4, from + DAY).map((f) => ({ at: f.at, end: f.at + s.matchMs })),
      );
      let fewest = Infinity;
      for (let t = from; t < from + DAY / 2; t += 60_000)
        fewest = Math.min(fewest, listed.filter((f) => f.at <= t && t < f.end).length);
      assert.ok(fewest >= floor, `as few as ${fewest} in play at ${JSON.stringify(options)}`);
    }
  });
});

describe('generated clubs', () => {
  it('fills every league of the catalogue to its size with distinct names, the same on every start', () => {
    for (const sport of SPORTS) {
      for (const country of sport.countries) {
        for (const [l, league] of country.leagues.entries()) {
          const count = Math.max(0, leagueTeamCount(sport) - league.teams.length);
          const names = generatedClubs(l + 1, flavourOf(sport.code, country.name), league.teams, count);
          const all = [...league.teams, ...names];
          assert.equal(new Set(all).size, all.length, `${league.name}: a name twice`);
          assert.equal(all.length, Math.max(leagueTeamCount(sport), league.teams.length), league.name);
          assert.deepEqual(generatedClubs(l + 1, flavourOf(sport.code, country.name), league.teams, count), names);
        }
      }
    }
  });

  it('reads like its country or sport', () => {
    assert.match(
      generatedClubs(1, 'england', [], 1)[0],
      /^[A-Z][a-z]+ (United|Town|City|Rovers|Athletic|Wanderers|Albion|County|Rangers|Borough)$/,
    );
    assert.match(generatedClubs(1, 'germany', [], 1)[0], /^(FC|SV|TSV|VfB|SC|VfL|Eintracht|Fortuna|Borussia|SpVgg) [A-Z]/);
    assert.match(generatedClubs(1, 'players', [], 1)[0], /^[A-Z]\. [A-Z]/);
    assert.match(generatedClubs(1, 'efootball', [], 1)[0], /^.+ \([A-Z][a-z]+\)$/);
  });
});
