import { MARKET_TYPE, periodTypeOf } from '@sportsbook/contracts';
import { outrightChances } from '../pricing/outrightModel';
import { baseState, type Engine } from './engine';
import type { SimState } from './types';

/**
 * Outrights (golf): a tournament winner market over a field of competitors. It is not played live: when
 * the tournament's date passes, a winner is drawn by strength and the market results.
 */
export interface OutrightState extends SimState {
  field: { name: string; strength: number }[];
  winner?: number;
}

export const outrightStyle: Engine = {
  init(input) {
    return { ...baseState(input, 'outright'), field: [] } as OutrightState;
  },
  advance(s, _seconds, rng) {
    const o = s as OutrightState;
    const chances = outrightChances(o.field.map((f) => f.strength));
    let pick = rng.next();
    o.winner = chances.findIndex((c) => (pick -= c) < 0);
    if (o.winner < 0) o.winner = chances.length - 1;
    s.phase = 'finished';
    return [{ kind: 'finished', dangerous: false }];
  },
  markets(s) {
    const o = s as OutrightState;
    const chances = outrightChances(o.field.map((f) => f.strength));
    return [
      {
        marketTypeId: MARKET_TYPE.outrightWinner,
        description: 'Tournament Winner',
        periodType: periodTypeOf('full', false),
        periodDescription: 'Tournament',
        outcomes: o.field.map((f, i) => ({ description: f.name, probability: chances[i] })),
        winners: o.winner === undefined ? undefined : [o.winner + 1],
      },
    ];
  },
  fields() {
    return {
      clock: null,
      scores: { score: [] },
      currentPeriod: null,
      currentPeriodAbbreviation: null,
      currentPeriodNumber: null,
      cricketOutcomes: null,
    };
  },
};
