import { exportName, isValidRange, rangeParams } from './historyRange';

describe('the account history dates', () => {
  it('takes open ends and refuses a start after the end', () => {
    expect(isValidRange({ from: '', to: '' })).toBe(true);
    expect(isValidRange({ from: '2026-04-01', to: '' })).toBe(true);
    expect(isValidRange({ from: '2026-04-01', to: '2026-04-01' })).toBe(true);
    expect(isValidRange({ from: '2026-04-02', to: '2026-04-01' })).toBe(false);
  });

  it('asks for the ends that are set and names the file by them', () => {
    expect(rangeParams({ from: '2026-04-01', to: '' })).toEqual({ from: '2026-04-01' });
    expect(exportName('bets', { from: '2026-04-01', to: '' })).toBe('bets_2026-04-01_today.csv');
  });
});
