import { translateTokens, translationToken } from './translationKey';

describe('translation tokens T_[section.text]_T', () => {
  const dictionary: Record<string, string> = { 'menu.live': 'Live', 'footer.terms': 'Terms' };
  it('replaces known tokens and keeps unknown ones visible', () => {
    expect(translateTokens('T_[menu.live]_T · T_[footer.terms]_T · T_[footer.nope]_T', (k) => dictionary[k])).toBe(
      'Live · Terms · T_[footer.nope]_T',
    );
  });
  it('builds the token form', () => {
    expect(translationToken('menu.live')).toBe('T_[menu.live]_T');
  });
});
