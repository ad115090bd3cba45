import { sectionOffered, type ThirdPartySection } from './currencyGates';

describe('currency gates of the third-party sections (spec 1 and 2, section 9)', () => {
  it.each<[ThirdPartySection, string, boolean]>([
    ['parlaybay', 'EUR', true],
    ['parlaybay', 'kes', true],
    ['parlaybay', 'USDT', false],
    ['parlaybay', 'CAD', false],
    ['leap', 'USDT', false],
    ['leap', 'JPY', false],
    ['leap', 'EUR', true],
    ['exchange', 'MBTC', false],
    ['exchange', 'EUR', true],
    ['esportsbull', 'USD', false],
    ['esportsbull', 'BRL', false],
    ['esportsbull', 'EUR', true],
    ['esports', 'KES', false],
    ['esports', 'KZT', false],
    ['esports', 'GBP', true],
    ['edge', 'JPY', false],
    ['betradar-virtuals', 'VES', false],
    ['vir2al-games', 'USDT', false],
    ['vir2al-games', 'EUR', true],
    ['soccerbet', 'THB', false],
    ['soccerbet', 'IDR', false],
    ['soccerbet', 'EUR', true],
    ['kiron', 'USDT', false],
    ['kiron', 'IDR', true],
    ['dst-props', 'PKR', false],
    ['dst-props', 'EUR', true],
  ])('%s in %s: %s', (section, currency, offered) => {
    expect(sectionOffered(section, currency)).toBe(offered);
  });

  it('offers Golden Race only with a demo id, and never in its excluded currencies', () => {
    expect(sectionOffered('golden-race', 'EUR')).toBe(false);
    expect(sectionOffered('golden-race', 'EUR', { demoId: 'gr-1' })).toBe(true);
    expect(sectionOffered('golden-race', 'GBP', { demoId: 'gr-1' })).toBe(false);
  });
});
