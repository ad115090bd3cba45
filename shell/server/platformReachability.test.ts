import { createPlatformReachability, DOWN_AFTER_MS } from './platformReachability';

describe('whether the platform is out of reach', () => {
  it.each([
    ['never failed', [], 0, false],
    ['failed a moment ago', [['failed', 0]], 1000, false],
    ['failing for the whole window', [['failed', 0]], DOWN_AFTER_MS, true],
    [
      'failing on and on: counted from the first failure',
      [
        ['failed', 0],
        ['failed', 4000],
      ],
      DOWN_AFTER_MS,
      true,
    ],
    [
      'answered after failing',
      [
        ['failed', 0],
        ['answered', 3000],
      ],
      DOWN_AFTER_MS + 3000,
      false,
    ],
    ['found down by a page at once', [['foundDown', 100]], 100, true],
    [
      'found down, then answering again',
      [
        ['foundDown', 100],
        ['answered', 200],
      ],
      300,
      false,
    ],
  ] as const)('%s', (_, steps, at, down) => {
    let time = 0;
    const reachability = createPlatformReachability(() => time);
    for (const [step, when] of steps) {
      time = when;
      reachability[step]();
    }
    time = at;
    expect(reachability.down()).toBe(down);
  });
});
