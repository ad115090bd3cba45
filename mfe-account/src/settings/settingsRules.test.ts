import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { parseDefaultStake, settingsOptions, shownLayout, shownOddsType, type SettingsFlags } from './settingsRules';

const flags = (patch: Partial<SettingsFlags> = {}): SettingsFlags => ({ ...DEFAULT_SETTINGS, ...patch });

describe('settings options', () => {
  it.each([
    [
      ['euro', 'hk', 'us', 'malay', 'indo'],
      ['euro', 'hk', 'us', 'malay', 'indo'],
    ],
    [
      ['hk', 'malay'],
      ['euro', 'hk', 'malay'],
    ],
    [
      ['indo', 'us'],
      ['euro', 'us', 'indo'],
    ],
    [[], ['euro']],
  ] as const)('odds types configured %j offer %j', (configured, offered) => {
    expect(settingsOptions(flags({ odds_types: [...configured] })).oddsType).toEqual(offered);
  });

  it.each([
    [
      ['asian', 'euro', 'thai'],
      ['asian', 'euro', 'thai'],
    ],
    [
      ['asian', 'euro'],
      ['asian', 'euro'],
    ],
    [['thai'], ['euro', 'thai']],
    [[], ['euro']],
  ] as const)('view types %j offer layouts %j', (configured, offered) => {
    expect(settingsOptions(flags({ view_types: [...configured] })).layout).toEqual(offered);
  });

  it.each([
    [true, ['light', 'dark', 'system']],
    [false, []],
  ] as const)('theme switching %s offers %j', (switching, offered) => {
    expect(settingsOptions(flags({ enable_switching_theme_modes: switching })).theme).toEqual(offered);
  });

  it.each([
    [{ enable_stake_feature: true, allow_higher_odds_and_cashout: true }, true, true],
    [{ enable_stake_feature: false, allow_higher_odds_and_cashout: true }, false, true],
    [{ enable_stake_feature: true, allow_higher_odds_and_cashout: false }, true, false],
  ])('flags %j: default stake %s, accept higher odds %s', (patch, stake, higher) => {
    const options = settingsOptions(flags(patch));
    expect([options.defaultStake, options.acceptHigherOdds]).toEqual([stake, higher]);
    expect(options.sortBy).toEqual(['time', 'competition']);
  });

  it.each([
    ['hk', ['euro', 'hk'], 'euro', 'hk'],
    ['not_selected', ['euro', 'hk'], 'hk', 'hk'],
    ['not_selected', ['euro'], 'hk', 'euro'],
    ['us', ['euro', 'hk'], 'euro', 'euro'],
  ] as const)('odds type %s among %j with brand default %s shows %s', (current, options, brandDefault, shown) => {
    expect(shownOddsType(current, [...options], brandDefault)).toBe(shown);
  });

  it.each([
    ['thai', ['asian', 'euro', 'thai'], 'thai'],
    ['thai', ['asian', 'euro'], 'euro'],
    ['asian', ['euro'], 'euro'],
  ] as const)('layout %s among %j shows %s', (current, options, shown) => {
    expect(shownLayout(current, [...options])).toBe(shown);
  });
});

describe('parseDefaultStake', () => {
  it.each([
    ['', 2, null],
    ['  ', 2, null],
    ['0', 2, null],
    ['5', 2, 5],
    ['05', 2, 5],
    ['007', 2, 7],
    ['0.5', 2, 0.5],
    ['10.00', 2, 10],
    ['12.345', 2, 12.35],
    ['12.344', 2, 12.34],
    ['12.5', 0, 13],
    ['12.5', 3, 12.5],
    ['0.001', 2, null],
    ['123456789012', 2, 123456789012],
  ])('%j at precision %i is %p', (text, precision, stake) => {
    expect(parseDefaultStake(text, precision)).toEqual({ ok: true, stake });
  });

  it.each([
    ['abc', 'numeric'],
    ['1,5', 'numeric'],
    ['-5', 'numeric'],
    ['1e3', 'numeric'],
    ['5.', 'numeric'],
    ['.5', 'numeric'],
    ['1234567890123', 'too-long'],
  ])('%j is refused as %s', (text, error) => {
    expect(parseDefaultStake(text, 2)).toEqual({ ok: false, error });
  });
});
