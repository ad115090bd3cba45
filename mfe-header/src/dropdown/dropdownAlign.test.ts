import { dropdownAlign } from './dropdownAlign';

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
