import type { TimeOutPeriod } from '@sportsbook/domain';

/** The time-outs in the order offered, with the words each reads as. */
export const TIME_OUT_CHOICES: { period: TimeOutPeriod; label: [string, string] }[] = [
  { period: '24h', label: ['account.timeOut.periods.24h', '24 hours'] },
  { period: '48h', label: ['account.timeOut.periods.48h', '48 hours'] },
  { period: '7d', label: ['account.timeOut.periods.7d', '1 week'] },
  { period: '14d', label: ['account.timeOut.periods.14d', '2 weeks'] },
  { period: '28d', label: ['account.timeOut.periods.28d', '4 weeks'] },
  { period: '42d', label: ['account.timeOut.periods.42d', '6 weeks'] },
];
