import { parseConfigurationString, parseQuickBetValues, parseSettings } from './parseSettings';
import { DEFAULT_SETTINGS } from './defaultSettings';
import { quickStakesFor } from '@sportsbook/domain';

describe('configuration strings (spec 1 section 5)', () => {
  it('reads key=value1,value2 pairs separated by a pipe', () => {
    const log = jest.fn();
    expect(parseConfigurationString('KE=KES|NG=NGN,USD', log)).toEqual({ KE: ['KES'], NG: ['NGN', 'USD'] });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs anything else and gives an empty mapping', () => {
    const messages: string[] = [];
    expect(parseConfigurationString('KE:KES', (m) => messages.push(m))).toEqual({});
    expect(messages[0]).toContain('KE:KES');
  });
});

describe('quick_bet_values', () => {
  it('falls back to the defaults silently when invalid', () => {
    expect(parseQuickBetValues('not json')).toBe(DEFAULT_SETTINGS.quick_bet_values);
    expect(parseQuickBetValues({ EUR: [1, 2, 3] })).toBe(DEFAULT_SETTINGS.quick_bet_values);
  });

  it('overrides one currency and keeps the table for the rest', () => {
    const values = parseQuickBetValues('{"eur":[1,2,3,4]}');
    expect(values.EUR).toEqual([1, 2, 3, 4]);
    expect(values.KRW).toEqual([5000, 25000, 100000, 500000]);
  });

  it.each([
    ['EUR', [5, 25, 100, 500]],
    ['idr', [50, 250, 1000, 5000]],
    ['INR', [250, 1000, 5000, 25000]],
    ['TRY', [25, 100, 500, 2500]],
    ['KHR', [100, 500, 2500, 10000]],
    ['CHF', [10, 25, 100, 500]],
  ])('quick stakes for %s are %j', (currency, stakes) => {
    expect(quickStakesFor(currency)).toEqual(stakes);
  });
});

describe('parseSettings', () => {
  it('coerces strings, keeps defaults for what is missing or unreadable', () => {
    const settings = parseSettings({
      enable_rebranding: 'true',
      user_wallet_poll_time: '15000',
      bet_stake_max_amount: 'lots',
      odds_types: 'hk,us',
      view_types: ['euro'],
    });
    expect(settings.enable_rebranding).toBe(true);
    expect(settings.user_wallet_poll_time).toBe(15000);
    expect(settings.bet_stake_max_amount).toBe(10000);
    expect(settings.odds_types).toEqual(['euro', 'hk', 'us']);
    expect(settings.view_types).toEqual(['euro']);
    expect(settings.max_bets_on_betslip).toBe(15);
  });

  it('logs and ignores a theme that is not JSON', () => {
    const log = jest.fn();
    expect(parseSettings({ theme: '{broken' }, log).theme).toEqual(DEFAULT_SETTINGS.theme);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('theme'));
  });
});
