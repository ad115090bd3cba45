import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MARKET_TYPE } from '@sportsbook/contracts';
import { Rng } from '../rng';
import { ENGINES } from './engines';
import { initPlayerStats, keyPlayers, playerPropMarkets, recordGoal } from './playerProps';

const toScore = (name: string, markets: ReturnType<typeof playerPropMarkets>) =>
  markets.find((m) => m.marketTypeId === MARKET_TYPE.playerToScore && m.playerName === name)!;

describe('player props', () => {
  it('gives a team the same three key players in every match', () => {
    assert.deepEqual(keyPlayers('Northbridge United'), keyPlayers('Northbridge United'));
    assert.equal(new Set(keyPlayers('Northbridge United')).size, 3);
    assert.notDeepEqual(keyPlayers('Northbridge United'), keyPlayers('Kingsport City'));
  });

  it('offers five Yes/No props per key player, priced from his share of the team rate', () => {
    const stats = initPlayerStats(['Home FC', 'Away FC']);
    const markets = playerPropMarkets(stats, [1.5, 1.2], 1, false, 100);
    assert.equal(markets.length, 5 * 6);
    // The first key player scores a third of 1.5 goals: 1 - e^-0.51 = 0.40 to score at least once.
    assert.equal(toScore(stats.names[0], markets).outcomes[0].probability.toFixed(2), '0.40');
    // Half the match gone, half the chance of the goals: 1 - e^-0.255 = 0.23.
    assert.equal(
      toScore(stats.names[0], playerPropMarkets(stats, [1.5, 1.2], 0.5, false, 100)).outcomes[0].probability.toFixed(2),
      '0.23',
    );
    for (const market of markets) assert.ok(Math.abs(market.outcomes[0].probability + market.outcomes[1].probability - 1) < 1e-9);
  });

  it('settles Yes as soon as the player scores, and No for the others when regular time is over', () => {
    const stats = initPlayerStats(['Home FC', 'Away FC']);
    stats.goals[1] = 1;
    const live = playerPropMarkets(stats, [1.5, 1.2], 0.4, false, 200);
    assert.deepEqual(toScore(stats.names[1], live).winners, [1]);
    assert.equal(toScore(stats.names[0], live).winners, undefined);
    assert.deepEqual(toScore(stats.names[0], playerPropMarkets(stats, [1.5, 1.2], 0, true, 200)).winners, [2]);
  });

  it("credits a side's goals to its key players about as often as their shares say", () => {
    const stats = initPlayerStats(['Home FC', 'Away FC']);
    const rng = new Rng(42);
    for (let i = 0; i < 10_000; i++) recordGoal(stats, 0, rng);
    assert.deepEqual(stats.goals.slice(3), [0, 0, 0], 'the away players score none of the home goals');
    assert.ok(Math.abs(stats.goals[0] / 10_000 - 0.34) < 0.02, `top scorer ${stats.goals[0]}`);
    assert.ok(Math.abs(stats.assists.reduce((a, b) => a + b, 0) / 10_000 - 0.7 * 0.5) < 0.02, 'assists follow 70% of goals');
  });

  it('are football only: esports football has none', () => {
    const rng = new Rng(1);
    const foot = ENGINES.goals.init({ sportCode: 'FOOT', names: ['A', 'B'], strengths: [1, 1], cup: false, rng });
    const efot = ENGINES.goals.init({ sportCode: 'EFOT', names: ['A', 'B'], strengths: [1, 1], cup: false, rng });
    assert.ok(ENGINES.goals.markets(foot, false).some((m) => m.playerName));
    assert.ok(!ENGINES.goals.markets(efot, false).some((m) => m.playerName));
  });
});
