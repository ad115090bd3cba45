import { childSection, isSectionOpen, toggledAfter } from './menuSections';

const football = 'sport:240';
const england = childSection(football, 'country:1');

describe('one open submenu section at a time', () => {
  it.each<[string, string | null, string, boolean]>([
    ['nothing open', null, football, false],
    ['the section itself', football, football, true],
    ['the parent of the open section', england, football, true],
    ['the open child', england, england, true],
    ['another sport', 'sport:227', football, false],
    ['a sport whose id only starts alike', 'sport:2400', football, false],
  ])('%s: isSectionOpen(%s, %s) is %s', (_case, toggled, section, open) => {
    expect(isSectionOpen(toggled, section)).toBe(open);
  });

  it.each<[string, string | null, string, string | null]>([
    ['opens a closed section', null, football, football],
    ['opening one sport closes the other', 'sport:227', football, football],
    ['opening another sport closes a country of the first', england, 'sport:227', 'sport:227'],
    ['closing a sport closes everything', football, football, null],
    ['closing a sport also closes its open country', england, football, null],
    ['closing a country leaves its sport open', england, england, football],
    ['opens a country of the open sport', football, england, england],
  ])('%s', (_case, toggled, section, after) => {
    expect(toggledAfter(toggled, section)).toBe(after);
  });
});
