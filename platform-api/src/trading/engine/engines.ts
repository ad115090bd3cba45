import type { PlayStyle } from '../../catalogue/sports';
import type { Engine } from './engine';
import { goalsStyle } from './goalsStyle';
import { pointsStyle } from './pointsStyle';
import { setsStyle } from './setsStyle';
import { unitsStyle } from './unitsStyle';
import { cricketStyle } from './cricketStyle';
import { outrightStyle } from './outrightStyle';

export const ENGINES: Record<PlayStyle, Engine> = {
  goals: goalsStyle,
  quarters: pointsStyle,
  halves: pointsStyle,
  innings: pointsStyle,
  sets: setsStyle,
  'match-score': unitsStyle,
  cricket: cricketStyle,
  outright: outrightStyle,
};
