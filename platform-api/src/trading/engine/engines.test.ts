import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SPORTS } from '../../catalogue/sports';
import { Rng } from '../rng';
import { ENGINES } from './engines';
import type { OutrightState } from './outrightStyle';

describe('sport engines', () => {
  for (const sport of SPORTS) {
    it(`${sport.code} plays from kick-off to the end, with fair markets throughout and every market decided at the end`, () => {
      const engine = ENGINES[sport.style];
      const rng = new Rng(sport.id);
      const state = engine.init({ sportCode: sport.code, names: ['Home', 'Away'], strengths: [1.2, 0.9], cup: false, rng });
      if (sport.style === 'outright')
        (state as OutrightState).field = [1.3, 1, 0.8].map((strength, i) => ({ name: `P${i}`, strength }));
      for (const market of engine.markets(state, false)) {
        const total = market.outcomes.reduce((sum, o) => sum + o.probability, 0);
        if (market.marketTypeId !== 605) assert.ok(Math.abs(total - 1) < 1e-6, `${market.description} sums to ${total}`);
      }
      let guard = 0;
      while (state.phase !== 'finished' && guard++ < 20_000) {
        engine.advance(state, 30, rng);
        for (const market of engine.markets(state, true)) {
          for (const o of market.outcomes)
            assert.ok(o.probability >= -1e-9 && o.probability <= 1 + 1e-9, `${market.description}: ${o.probability}`);
          // Where the model is exact (races to N units, goals counted), a certain outcome is a decided market:
          // it settles at once instead of trading at 1.01 against 1000. The points models are continuous, so
          // theirs are only near-certain, and the book suspends them (bookPrices).
          const exact = sport.style === 'match-score' || sport.style === 'sets' || sport.style === 'goals';
          const certain = exact && market.outcomes.some((o) => o.probability >= 1 - 1e-9);
          if (certain)
            assert.ok(
              market.winners !== undefined,
              `${market.description} is certain at ${JSON.stringify(state.units)} / ${JSON.stringify(state.score)} but open`,
            );
        }
      }
      assert.equal(state.phase, 'finished', 'the event ends');
      for (const live of [true, false]) {
        for (const market of engine.markets(state, live))
          assert.ok(market.winners !== undefined, `${market.description} (${live ? 'live' : 'pre-match'}) is decided`);
      }
      if (sport.style !== 'outright') assert.equal(engine.fields(state).clock?.status, 'END_OF_EVENT');
    });
  }

  it('prices basketball like a trader: the widest gap a clear favourite, never a certainty; level sides near evens', () => {
    const homeWins = (strengths: [number, number]) => {
      const state = ENGINES.quarters.init({ sportCode: 'BASK', names: ['A', 'B'], strengths, cup: false, rng: new Rng(1) });
      return ENGINES.quarters.markets(state, false).find((m) => m.marketTypeId === 2)!.outcomes[0].probability;
    };
    const widest = homeWins([1.4, 0.6]);
    assert.ok(widest > 0.85 && widest < 0.95, `strongest at home wins with ${widest}`);
    const level = homeWins([1, 1]);
    assert.ok(level > 0.5 && level < 0.62, `level sides: the home edge only, ${level}`);
  });

  it('shows football half time at 45 minutes as an intermission', () => {
    const rng = new Rng(7);
    const state = ENGINES.goals.init({ sportCode: 'FOOT', names: ['A', 'B'], strengths: [1, 1], cup: false, rng });
    ENGINES.goals.advance(state, 45 * 60 + 30, rng);
    const fields = ENGINES.goals.fields(state);
    assert.deepEqual(fields.clock, { minutes: 45, status: 'INTERMISSION' });
    assert.ok(
      ENGINES.goals.markets(state, true).find((m) => m.periodDescription === 'First Half')?.winners,
      'first-half markets settle at half time',
    );
  });

  it('takes a level cup tie to extra time', () => {
    for (let seed = 1; seed < 200; seed++) {
      const rng = new Rng(seed);
      const state = ENGINES.goals.init({ sportCode: 'FOOT', names: ['A', 'B'], strengths: [1, 1], cup: true, rng });
      ENGINES.goals.advance(state, 105 * 60, rng);
      if (state.periodScores.reduce((sum, p) => sum + p[0] - p[1], 0) !== 0) continue;
      assert.equal(state.phase, 'live');
      assert.equal(ENGINES.goals.fields(state).currentPeriodAbbreviation, 'ET_HALF');
      return;
    }
    assert.fail('no seed gave a level match');
  });
});

describe('decided markets', () => {
  it('settles Total Maps 2.5 as Over once a best-of-three stands at 1-1', () => {
    const rng = new Rng(3);
    const state = ENGINES['match-score'].init({ sportCode: 'LOLS', names: ['A', 'B'], strengths: [1, 1], cup: false, rng });
    Object.assign(state, { phase: 'live', units: [1, 1], score: [1, 1] });
    const total = ENGINES['match-score'].markets(state, true).find((m) => m.spread === 2.5)!;
    assert.deepEqual(total.winners, [1]);
  });
});
