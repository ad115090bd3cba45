import { mergeScores, type Scores } from './scoreMerge';

const base: Scores = {
  score: [
    { opponentId: 1, points: 20, formattedPoints: '20' },
    { opponentId: 2, points: 18, formattedPoints: '18' },
  ],
  scoresPerPeriod: [
    { opponentId: 1, periodKey: 'QTR', periodInstance: 1, score: 20 },
    { opponentId: 2, periodKey: 'QTR', periodInstance: 1, score: 18 },
  ],
  match: [
    { opponentId: 1, points: 1, formattedPoints: '1' },
    { opponentId: 2, points: 0, formattedPoints: '0' },
  ],
};

describe('score merge (spec 2 section 4)', () => {
  it('replaces the score line of the opponent that scored and keeps the other', () => {
    const merged = mergeScores(base, { score: [{ opponentId: 2, points: 21, formattedPoints: '21' }] }, false);
    expect(merged.score.map((s) => s.formattedPoints)).toEqual(['20', '21']);
  });

  it('merges per-period scores by opponent, period key and instance, keeping the periods not mentioned', () => {
    const merged = mergeScores(
      base,
      {
        scoresPerPeriod: [
          { opponentId: 2, periodKey: 'QTR', periodInstance: 1, score: 21 },
          { opponentId: 1, periodKey: 'QTR', periodInstance: 2, score: 2 },
        ],
      },
      false,
    );
    expect(merged.scoresPerPeriod).toEqual([
      { opponentId: 1, periodKey: 'QTR', periodInstance: 1, score: 20 },
      { opponentId: 2, periodKey: 'QTR', periodInstance: 1, score: 21 },
      { opponentId: 1, periodKey: 'QTR', periodInstance: 2, score: 2 },
    ]);
  });

  it('tells periods of the same instance apart by their key', () => {
    const merged = mergeScores(
      base,
      { scoresPerPeriod: [{ opponentId: 1, periodKey: 'HALF', periodInstance: 1, score: 3 }] },
      false,
    );
    expect(merged.scoresPerPeriod).toHaveLength(3);
  });

  it('takes the match score only for sports with a non-generic scoreboard', () => {
    const match = [
      { opponentId: 1, points: 1, formattedPoints: '1' },
      { opponentId: 2, points: 1, formattedPoints: '1' },
    ];
    expect(mergeScores(base, { match }, true).match).toEqual(match);
    expect(mergeScores(base, { match }, false).match).toEqual(base.match);
  });

  it('starts from nothing when the event had no scores yet', () => {
    expect(mergeScores(undefined, { score: [{ opponentId: 1, points: 1, formattedPoints: '1' }] }, false).score).toHaveLength(1);
  });

  it('replaces the sets as a whole', () => {
    const sets = {
      gameSet: [
        [
          { opponentId: 1, formattedPoints: '6' },
          { opponentId: 2, formattedPoints: '4' },
        ],
      ],
      maxSets: 3,
    };
    expect(mergeScores(base, { sets }, true).sets).toEqual(sets);
  });
});
