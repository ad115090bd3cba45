import { entryTarget } from './entryTarget';

describe('entryTarget', () => {
  it.each([
    [{}, 'app'],
    [{ open_in_parent_frame: false, open_in_new_window: false }, 'app'],
    [{ open_in_parent_frame: true }, 'parent'],
    [{ open_in_new_window: true }, 'new-window'],
    [{ open_in_parent_frame: true, open_in_new_window: true }, 'parent'],
  ])('an entry flagged %j opens in %s', (flags, expected) => {
    expect(entryTarget(flags)).toBe(expected);
  });
});
