import { splitOverflow } from './splitOverflow';

describe('sub-header overflow', () => {
  it.each([
    // every link fits: no More
    [[80, 60, 100], 240, 70, 3, 0],
    [[80, 60, 100], 500, 70, 3, 0],
    [[], 100, 70, 0, 0],
    // two links and More fit (80 + 60 + 70 = 210), the third goes to More
    [[80, 60, 100], 210, 70, 2, 1],
    // the links alone would fit two (140), but More needs room as well: one link and More
    [[80, 60, 100], 200, 70, 1, 2],
    // nothing but More fits
    [[80, 60, 100], 100, 70, 0, 3],
    [[80, 60, 100], 50, 70, 0, 3],
    // order is kept: a short link after a long one that overflowed goes to More too
    [[50, 200, 20], 200, 60, 1, 2],
  ])('widths %j in %i with More %i: %i shown, %i in More', (widths, available, more, shown, overflow) => {
    expect(splitOverflow(widths, available, more)).toEqual({ shown, overflow });
  });
});
