import { tennisCalls } from './tennisCalls';

describe("a tennis game's points as they are called", () => {
  it.each<[[number, number], boolean, [string, string]]>([
    [[0, 0], false, ['0', '0']],
    [[2, 1], false, ['30', '15']],
    [[3, 3], false, ['40', '40']],
    [[5, 4], false, ['Ad', '40']],
    [[6, 7], false, ['40', 'Ad']],
    [[5, 3], true, ['5', '3']],
  ])('tennis calls %j (tie-break %s) %j', (points, tieBreak, calls) => {
    expect(tennisCalls(points, tieBreak, 'Ad')).toEqual(calls);
  });
});
