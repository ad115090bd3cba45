import { isPlainClick, type ClickModifiers } from './isPlainClick';

const click = (over: Partial<ClickModifiers>): ClickModifiers => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...over,
});

describe('isPlainClick', () => {
  it.each<[string, Partial<ClickModifiers>, boolean]>([
    ['main button, no modifier', {}, true],
    ['ctrl (new tab on Windows and Linux)', { ctrlKey: true }, false],
    ['meta (new tab on macOS)', { metaKey: true }, false],
    ['shift (new window)', { shiftKey: true }, false],
    ['alt (download)', { altKey: true }, false],
    ['middle button (new tab)', { button: 1 }, false],
    ['right button', { button: 2 }, false],
    ['middle button with ctrl', { button: 1, ctrlKey: true }, false],
  ])('%s: followed by the site = %s', (_name, over, expected) => {
    expect(isPlainClick(click(over))).toBe(expected);
  });
});
