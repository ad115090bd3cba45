import type { DepositLimits } from '@sportsbook/domain';
import { depositRoom, limitInputs, limitsRequest } from './depositLimitsModel';

const limits = (daily: number | null, weekly: number | null, used: number): DepositLimits => ({
  answered: true,
  currency: 'EUR',
  limits: [
    { period: 'daily', amount: daily, used },
    { period: 'weekly', amount: weekly, used },
    { period: 'monthly', amount: null, used },
  ],
});

describe('deposit limit fields', () => {
  it('open with the limits that apply now, empty for none', () => {
    expect(limitInputs(limits(50, null, 0))).toEqual({ daily: '50', weekly: '', monthly: '' });
  });

  it('make a request: empty is no limit, a comma is a decimal point, anything else names its field', () => {
    expect(limitsRequest({ daily: '50', weekly: ' 120,50 ', monthly: '' }, 'EUR')).toEqual({
      request: { daily: 50, weekly: 120.5, monthly: null },
    });
    expect(limitsRequest({ daily: '50', weekly: '-3', monthly: '' }, 'EUR')).toEqual({ invalid: 'weekly' });
    expect(limitsRequest({ daily: '1.234', weekly: '', monthly: '' }, 'EUR')).toEqual({ invalid: 'daily' });
  });

  it('read and write a scaled currency in thousands, as the player sees its amounts', () => {
    expect(limitInputs({ ...limits(50_000, null, 0), currency: 'IDR' })).toEqual({ daily: '50', weekly: '', monthly: '' });
    expect(limitsRequest({ daily: '50', weekly: '2.5', monthly: '' }, 'IDR')).toEqual({
      request: { daily: 50_000, weekly: 2_500, monthly: null },
    });
  });

  it('leave room for the least of the limits less what was deposited in its window', () => {
    expect(depositRoom(limits(50, 200, 30))).toBe(20);
    expect(depositRoom(limits(50, 40, 45))).toBe(0);
    expect(depositRoom(limits(null, null, 500))).toBeNull();
  });
});
