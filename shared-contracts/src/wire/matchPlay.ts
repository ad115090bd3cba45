/** A side of a match: 0 the home side (the event's first opponent), 1 the away side. */
export type PlaySide = 0 | 1;

/**
 * What the live match tracker draws at one moment, per sport family: who has the ball (or serves) and where
 * play is. `last` is the moment this picture shows as it happens (a goal, a basket, a point), when there is one.
 */
export type PlayPicture =
  | {
      sport: 'football';
      /** The side in possession and how far it has come: its own half, attacking, a dangerous attack. */
      side: PlaySide;
      zone: 'safe' | 'attack' | 'danger';
      /** Dangerous attacks and shots of each side so far. */
      stats: { dangerous: [number, number]; shots: [number, number] };
      last?: { kind: 'goal' | 'shot' | 'corner' | 'yellow-card' | 'red-card'; side: PlaySide };
    }
  | {
      sport: 'basketball';
      side: PlaySide;
      /** Points scored in a row by one side, unanswered. */
      run: { side: PlaySide; points: number };
      last?: { kind: 'score'; side: PlaySide; points: number };
    }
  | {
      sport: 'tennis';
      server: PlaySide;
      /** Points won by each side in the current game (a tie-break's count as they are). */
      points: [number, number];
      tieBreak: boolean;
      last?: { kind: 'point'; side: PlaySide };
    };

export type PlayMomentKind =
  'goal' | 'shot' | 'corner' | 'yellow-card' | 'red-card' | 'run' | 'period-end' | 'hold' | 'break' | 'set';

/** A key moment of the tracker's timeline; `n` orders a match's moments and pictures alike. */
export interface PlayMoment {
  n: number;
  kind: PlayMomentKind;
  side?: PlaySide;
  /** The match clock's minute, where the sport has one (basketball's counts down), and the period of it. */
  minute?: number;
  period?: number;
  /** The score after it: goals or points; games of the set for a game, sets for a set. */
  score?: [number, number];
  /** The points of a scoring run. */
  points?: number;
}

/** A match's tracker as the platform answers it and pushes it: the picture and the newest key moments. */
export interface MatchPlay {
  eid: number;
  n: number;
  play: PlayPicture;
  /** Pushed: the moments since the last push; answered: the newest few, oldest first. */
  moments: PlayMoment[];
}
