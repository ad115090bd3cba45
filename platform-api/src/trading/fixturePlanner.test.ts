import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FixturePlanner } from './fixturePlanner';
import { Rng } from './rng';

const league = { leagueId: 1, teams: [11, 12, 13, 14, 15, 16] };
const pair = (f: { home: number; away: number }) => [f.home, f.away].sort().join('-');

describe('fixture planner', () => {
  it('plays every pairing of a league once before any comes back, and the return leg reversed', () => {
    const rng = new Rng(5);
    const planner = new FixturePlanner(() => 10);
    // Kick-offs far enough apart that every team is free each time: 6 teams make 15 pairings.
    const fixtures = Array.from({ length: 30 }, (_, i) => planner.plan(league, i * 100, () => rng.next())!);
    const first = fixtures.slice(0, 15).map(pair);
    assert.equal(new Set(first).size, 15, 'the first 15 fixtures are the 15 pairings');
    for (const second of fixtures.slice(15)) {
      const leg = fixtures.slice(0, 15).find((f) => pair(f) === pair(second))!;
      assert.deepEqual([second.home, second.away], [leg.away, leg.home], 'the return leg swaps home and away');
    }
  });

  it('never gives a team a match within the busy time of another, over thousands of random kick-offs', () => {
    const rng = new Rng(9);
    const busy = 50;
    const planner = new FixturePlanner(() => busy);
    const planned: { home: number; away: number; at: number }[] = [];
    let at = 0;
    for (let i = 0; i < 3000; i++) {
      at += rng.range(0, 20);
      const fixture = planner.plan(league, at, () => rng.next());
      if (fixture) planned.push(fixture);
    }
    assert.ok(planned.length > 1000, `${planned.length} fixtures planned`);
    for (const [i, a] of planned.entries()) {
      for (const b of planned.slice(i + 1)) {
        if (b.at - a.at >= busy) break;
        const shared = [a.home, a.away].filter((team) => team === b.home || team === b.away);
        assert.deepEqual(shared, [], `team ${shared[0]} at ${a.at} and ${b.at}`);
      }
    }
  });

  it('has no fixture when fewer than two teams are free', () => {
    const planner = new FixturePlanner(() => 100);
    planner.record({ leagueId: 1, home: 11, away: 12, at: 0 }, true);
    planner.record({ leagueId: 1, home: 13, away: 14, at: 0 }, true);
    planner.record({ leagueId: 1, home: 15, away: 99, at: 0 }, true);
    assert.equal(
      planner.plan(league, 50, () => 0.5),
      null,
      'only team 16 is free',
    );
    const later = planner.plan(league, 150, () => 0.5)!;
    assert.ok(!['11-12', '13-14'].includes(pair(later)), `all free again, a pairing not met yet: ${pair(later)}`);
  });
});
