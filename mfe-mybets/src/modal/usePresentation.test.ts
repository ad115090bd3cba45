import { presentationOf } from './usePresentation';

describe('my bets presentation by area', () => {
  it.each([
    ['centre', { kind: 'panel', variant: 'page' }],
    ['right', { kind: 'panel', variant: 'column' }],
    ['left', { kind: 'panel', variant: 'column' }],
    ['hidden', { kind: 'modal' }],
    ['sheet', { kind: 'modal' }],
    [undefined, { kind: 'panel', variant: 'page' }],
  ])('area %p shows %p', (area, expected) => {
    expect(presentationOf(area)).toEqual(expected);
  });
});
