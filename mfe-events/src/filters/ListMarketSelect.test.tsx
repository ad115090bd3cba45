import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listMarketsOf } from '../sportView/sportView';
import { ListMarketSelect } from './ListMarketSelect';

describe('list market select', () => {
  it("offers football's markets and reports the chosen one", async () => {
    const markets = listMarketsOf('FOOT', false);
    const onChange = jest.fn();
    render(<ListMarketSelect markets={markets} value={markets[0]} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Market' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Match' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Both teams to score' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ key: 'btts', marketTypeIds: [350] }));
  });

  it('is not shown for a sport with one list market', () => {
    render(
      <ListMarketSelect markets={listMarketsOf('TENN', false)} value={listMarketsOf('TENN', false)[0]} onChange={jest.fn()} />,
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
