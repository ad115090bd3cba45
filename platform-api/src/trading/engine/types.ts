import type { PlayStyle } from '../../catalogue/sports';
import type { PlayerStats } from './playerProps';
import type { PlayState } from '../play/playState';
import type { UnitInPlay } from './unitPlay';

/** What a sport's engine says about its markets at one moment: fair probabilities, or the result once decided. */
export interface MarketSpec {
  marketTypeId: number;
  description: string;
  periodType: number;
  periodDescription: string;
  spread?: number;
  instance?: number;
  /** Player props name their player (spec 2 section 3). */
  playerName?: string;
  /** 'lts' keeps a market visible to bets already struck but out of the lists. */
  status?: 'open' | 'lts';
  outcomes: { description: string; probability: number; opponent?: 0 | 1 }[];
  /** Ordinal positions (1-based) of the winning outcomes once the market is decided; [] voids it. */
  winners?: number[];
}

/** The state of one simulated event, kept as JSON in events.sim_state so another API process can take over. */
export interface SimState {
  style: PlayStyle;
  sportCode: string;
  cup: boolean;
  names: [string, string];
  /** Expected scoring of each side over a regular match, in the sport's units. */
  rates: [number, number];
  /** Chance that the home side wins a unit (set, frame, map) or a game on its own serve. */
  pUnit: number;
  phase: 'prematch' | 'live' | 'finished';
  period: number;
  periodElapsed: number;
  intermissionLeft: number;
  overtime: number;
  score: [number, number];
  periodScores: [number, number][];
  /** Sets styles: games (or points, legs) of each set; units: sets, frames or maps won. */
  sets: [number, number][];
  units: [number, number];
  unitElapsed: number;
  /** Match-score sports: the unit in play (a frame's points, a map's rounds), where the sport shows its score. */
  inUnit?: UnitInPlay;
  serving: 0 | 1;
  cards: { yellow: [number, number]; red: [number, number] };
  corners: [number, number];
  cricket?: { innings: 0 | 1; runs: [number, number]; wickets: [number, number]; balls: [number, number]; lastBalls: string[] };
  /** Goals (or points) at the end of the first half, once it is over. */
  firstHalf?: [number, number];
  /** Goals in the order scored (0 home, 1 away): the next-goal markets settle on it. */
  goalOrder?: (0 | 1)[];
  penalties?: [number, number];
  /** Football's key players and their statistics in regular time, for the player props. */
  players?: PlayerStats;
  /** The match tracker's state (football, basketball, tennis), published beside the scores. */
  play?: PlayState;
  /** A goal a drill or journey asked for, scored on the match's next step of play. */
  forcedGoal?: 0 | 1;
}

/** Something that happened during a step; dangerous moments suspend the markets for a while. */
export interface Happening {
  kind: 'score' | 'period-end' | 'unit-end' | 'break' | 'card' | 'corner' | 'finished';
  dangerous: boolean;
  /** Who it happened to (the scorer; a game's or set's winner), for the match tracker. */
  side?: 0 | 1;
  /** The match clock's minute when it happened, where the sport has one, and its period (1 the first). */
  minute?: number;
  period?: number;
  /** The score after it: goals or points; a game's set score, a set's sets. */
  score?: [number, number];
  /** Points a score was worth, or a card's colour. */
  points?: number;
  card?: 'yellow' | 'red';
}
