import { normalCdf } from './probability';

export interface PointsState {
  home: number;
  away: number;
  /** Expected points of each side over a full match. */
  homeRate: number;
  awayRate: number;
  /** Standard deviation of the final margin over a full match. */
  marginSd: number;
  remaining: number;
}

/**
 * Points sports (basketball, handball, baseball, american football): the final margin and total are
 * normal around the current score plus the expected rest, with spread shrinking as time runs out.
 */
export const pointsModel = {
  expectedMargin: (s: PointsState) => s.home - s.away + (s.homeRate - s.awayRate) * s.remaining,
  expectedTotal: (s: PointsState) => s.home + s.away + (s.homeRate + s.awayRate) * s.remaining,
  sd: (s: PointsState) => Math.max(0.35, s.marginSd * Math.sqrt(s.remaining)),
  /** Two-way winner; a draw (if the sport has none) is settled by overtime, shared by the rates. */
  homeWins(s: PointsState): number {
    return normalCdf(pointsModel.expectedMargin(s) / pointsModel.sd(s));
  },
  /** Three-way result with a draw band of one point around zero (for sports that keep draws). */
  result(s: PointsState) {
    const mean = pointsModel.expectedMargin(s);
    const sd = pointsModel.sd(s);
    const away = normalCdf((-0.5 - mean) / sd);
    const home = 1 - normalCdf((0.5 - mean) / sd);
    return { home, draw: 1 - home - away, away };
  },
  over(s: PointsState, line: number): number {
    const sd = Math.max(0.35, s.marginSd * 1.2 * Math.sqrt(s.remaining));
    return 1 - normalCdf((line - pointsModel.expectedTotal(s)) / sd);
  },
  handicapHome(s: PointsState, line: number): number {
    return 1 - normalCdf((-line - pointsModel.expectedMargin(s)) / pointsModel.sd(s));
  },
};
