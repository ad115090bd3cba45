import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeriodFilter, periodFromSearch, periodParam } from './PeriodFilter';

describe('period filter', () => {
  it('marks the chosen period and reports a change', async () => {
    const onChange = jest.fn();
    render(<PeriodFilter value="today" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(onChange).toHaveBeenCalledWith('this_week');
  });

  it('reads ?period= and turns it into the query parameter', () => {
    expect(periodFromSearch('?period=today')).toBe('today');
    expect(periodFromSearch('?period=yesterday')).toBe('all');
    expect(periodParam('all')).toBeUndefined();
    expect(periodParam('this_week')).toBe('this_week');
  });
});
