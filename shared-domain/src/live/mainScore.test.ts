import { mainScore } from './mainScore';

const side = (formattedPoints: string, opponentId = 1) => ({ opponentId, points: Number(formattedPoints), formattedPoints });

describe('the score an event shows', () => {
  const scores = { score: [side('0'), side('0', 2)], match: [side('4'), side('3', 2)] };

  it.each([
    ['SNOO', '4 3'],
    ['CSGO', '4 3'],
    ['LOLS', '4 3'],
    ['DOTA', '4 3'],
    ['FOOT', '0 0'],
    ['TENN', '0 0'],
  ])('%s reads %s', (sportCode, shown) => {
    expect(
      mainScore(sportCode, scores)
        ?.map((s) => s.formattedPoints)
        .join(' '),
    ).toBe(shown);
  });

  it('has nothing to show before the feed fills the field', () => {
    expect(mainScore('LOLS', { score: [side('0'), side('0', 2)] })).toBeUndefined();
    expect(mainScore('FOOT', null)).toBeUndefined();
    expect(mainScore('FOOT', { score: [side('1')] })).toBeUndefined();
  });
});
