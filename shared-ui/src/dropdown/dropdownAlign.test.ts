import { alignOnScreen, dropdownAlign } from './dropdownAlign';

describe('dropdown flip', () => {
  it.each([
    [300, 1400, 'left'],
    [1199, 1400, 'left'],
    [1200, 1400, 'right'],
    [1300, 1400, 'right'],
    [1400, 1400, 'right'],
    [900, 1024, 'right'],
    [800, 1024, 'left'],
  ])('a trigger ending at %i in a %i px window aligns %s', (right, width, align) => {
    expect(dropdownAlign(right, width)).toBe(align);
  });
});

describe('a panel kept on screen', () => {
  it.each([
    ['left', 1054 - 80 + 600, 1280, 'right'],
    ['left', 1280, 1280, 'left'],
    ['left', 400, 1280, 'left'],
    ['right', 1400, 1280, 'right'],
  ] as const)('aligned %s, ending at %i in a %i px window: %s', (align, panelRight, width, expected) => {
    expect(alignOnScreen(align, panelRight, width)).toBe(expected);
  });
});
