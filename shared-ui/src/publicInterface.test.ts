import * as ui from './index';
import { version } from '../package.json';

/**
 * The exports of major 1, which remotes built against any 1.x draw with (README.md: a minor may add, only a
 * major removes or renames). A new export joins this list in the minor that adds it.
 */
const MAJOR_1 = [
  'caption',
  'cardSurface',
  'captionBar',
  'controlButton',
  'controlField',
  'controlSurface',
  'countPill',
  'DialogFrame',
  'Dropdown',
  'dropdownItem',
  'dropdownItems',
  'LanguageFlag',
  'LanguageLinks',
  'LineIcon',
  'oddsButtonShell',
  'pillRow',
  'plainList',
  'pills',
  'primaryButton',
  'skeleton',
  'slipCardFrame',
  'tabPanelProps',
  'Tabs',
  'textTile',
];

describe('the design system public interface', () => {
  it('is at major 1', () => {
    expect(version.split('.')[0]).toBe('1');
  });

  it('still exports everything major 1 promised', () => {
    expect(MAJOR_1.filter((name) => !(name in ui))).toEqual([]);
  });

  it('lists every export it has, so an addition is a decision of its minor', () => {
    expect(Object.keys(ui).sort()).toEqual([...MAJOR_1].sort());
  });
});
