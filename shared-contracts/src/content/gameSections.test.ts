import type { SiteEnvironment } from '../domain/siteEnvironment';
import { CURRENCY_GATES, type ThirdPartySection } from './currencyGates';
import {
  gameKindOf,
  offeredThirdParties,
  THIRD_PARTY_SECTIONS,
  thirdPartyAt,
  virtualsPath,
  type ThirdPartySettings,
} from './gameSections';

const allOn: ThirdPartySettings = {
  show_kiron_virtuals: true,
  show_golden_race_virtuals: true,
  golden_race_demo_id: 'demo-1',
  show_edge_gaming: true,
};
const configured: SiteEnvironment = { dstProps: { url: 'https://props.example/embed', operatorId: 'op-7' } };
const offered = (settings: ThirdPartySettings, currency: string, environment = configured) =>
  offeredThirdParties(settings, currency, false, environment).map((entry) => entry.section);

describe('third-party sections (spec 1 section 9, spec 2 section 9)', () => {
  it('takes the second esports feed from an affiliated partner player, and nothing else', () => {
    const forAffiliate = offeredThirdParties(allOn, 'EUR', true, configured).map((entry) => entry.section);
    expect(offered(allOn, 'EUR')).toContain('esports');
    expect(forAffiliate).not.toContain('esports');
    expect(forAffiliate).toEqual(offered(allOn, 'EUR').filter((section) => section !== 'esports'));
  });

  it('lists every section of the currency gates once', () => {
    expect(THIRD_PARTY_SECTIONS.map((entry) => entry.section).sort()).toEqual(Object.keys(CURRENCY_GATES).sort());
  });

  it.each<[string, Partial<ThirdPartySettings>, string, ThirdPartySection, boolean]>([
    ['kiron with its setting on, in EUR', {}, 'EUR', 'kiron', true],
    ['kiron with show_kiron_virtuals off', { show_kiron_virtuals: false }, 'EUR', 'kiron', false],
    ['kiron in USDT', {}, 'USDT', 'kiron', false],
    ['kiron in usdt (any case)', {}, 'usdt', 'kiron', false],
    ['golden race with its setting and demo id', {}, 'EUR', 'golden-race', true],
    ['golden race with show_golden_race_virtuals off', { show_golden_race_virtuals: false }, 'EUR', 'golden-race', false],
    ['golden race without a demo id', { golden_race_demo_id: '' }, 'EUR', 'golden-race', false],
    ['golden race in GBP', {}, 'GBP', 'golden-race', false],
    ['edge with show_edge_gaming off', { show_edge_gaming: false }, 'EUR', 'edge', false],
    ['edge in JPY', {}, 'JPY', 'edge', false],
    ['esports in KES', {}, 'KES', 'esports', false],
    ['esports in EUR', {}, 'EUR', 'esports', true],
    ['esports bull in USD', {}, 'USD', 'esportsbull', false],
    ['parlay bay in KES (listed)', {}, 'KES', 'parlaybay', true],
    ['parlay bay in CHF (not listed)', {}, 'CHF', 'parlaybay', false],
    ['soccerbet in THB', {}, 'THB', 'soccerbet', false],
    ['dst props in PKR', {}, 'PKR', 'dst-props', false],
    ['dst props in EUR, its environment set', {}, 'EUR', 'dst-props', true],
    ['exchange, which no setting switches, in EUR', {}, 'EUR', 'exchange', true],
  ])('%s', (_case, patch, currency, section, shown) => {
    expect(offered({ ...allOn, ...patch }, currency).includes(section)).toBe(shown);
  });

  it('leaves dst props off where its environment is missing (spec 1 section 8), and every other section as it was', () => {
    expect(offered(allOn, 'EUR', {})).toEqual(offered(allOn, 'EUR').filter((section) => section !== 'dst-props'));
  });

  it('offers dst props as before 2.1.0 to a remote built before it, which passes no environment', () => {
    expect(offeredThirdParties(allOn, 'EUR').map((entry) => entry.section)).toEqual(offered(allOn, 'EUR'));
  });

  it('finds the section of a page and the kind of a game', () => {
    expect(thirdPartyAt('/sports/kiron')?.gameCode).toBe('kiron-racing');
    expect(thirdPartyAt('/lotto/')?.kind).toBe('draw');
    expect(thirdPartyAt('/sports/240-FOOT')).toBeUndefined();
    expect(gameKindOf('betradar-vfl')).toBe('match');
    expect(gameKindOf('unknown')).toBeUndefined();
  });

  it.each<[string, Partial<ThirdPartySettings>, string, string | undefined]>([
    ['kiron when it is on', {}, 'EUR', '/sports/kiron'],
    ['golden race where kiron is off (nova)', { show_kiron_virtuals: false }, 'USD', '/sports/golden-race'],
    [
      'betradar where kiron is off and golden race has no demo id',
      { show_kiron_virtuals: false, golden_race_demo_id: '' },
      'EUR',
      '/sports/betradar-virtuals',
    ],
    ['nothing in USDT, where every virtual section is hidden', {}, 'USDT', undefined],
  ])('a single Virtuals link leads to %s', (_case, patch, currency, path) => {
    expect(virtualsPath({ ...allOn, ...patch }, currency)).toBe(path);
  });

  it('links each section to its page', () => {
    expect(offeredThirdParties(allOn, 'EUR').find((entry) => entry.section === 'kiron')?.path).toBe('/sports/kiron');
  });
});
