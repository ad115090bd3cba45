import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { TransactionsTab } from '../accountPage/TransactionsTab';

const bet = {
  betSlipId: 's1',
  reference: 'R-7',
  placedAt: '2026-04-01T10:00:00.000Z',
  kind: 'multiple',
  stake: 2,
  status: 'cashed_out',
  returns: 3.1,
};

describe('the account history', () => {
  it('lists transactions and bets, and asks both again for the dates the player picks', async () => {
    const shell = renderInShell(<TransactionsTab accountId="42" currency="EUR" />, (request) =>
      request.url.endsWith('/betHistory')
        ? { status: 200, data: { currency: 'EUR', bets: request.params.from ? [] : [bet] } }
        : {
            status: 200,
            data: {
              page: 1,
              pageSize: 20,
              total: 1,
              transactions: [{ id: 1, kind: 'deposit', amount: 100, balanceAfter: 100, date: '2026-04-01T09:00:00.000Z' }],
            },
          },
    );
    const bets = await screen.findByRole('table', { name: 'Bets' });
    expect(within(bets).getByRole('row', { name: /R-7 Multiple EUR 2\.00 Cashed out EUR 3\.10/ })).toBeInTheDocument();

    const filter = screen.getByRole('form', { name: 'Filter by dates' });
    await userEvent.type(within(filter).getByLabelText('From'), '2026-04-02');
    await userEvent.type(within(filter).getByLabelText('To'), '2026-04-01');
    expect(within(filter).getByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
    expect(within(filter).getByRole('button', { name: 'Show' })).toBeDisabled();
    await userEvent.clear(within(filter).getByLabelText('To'));
    await userEvent.type(within(filter).getByLabelText('To'), '2026-04-30');
    await userEvent.click(within(filter).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No bets in these dates.')).toBeInTheDocument();
    const asked = shell.requests.filter((r) => r.params.from === '2026-04-02' && r.params.to === '2026-04-30').map((r) => r.url);
    expect(asked.sort()).toEqual(['/xapi/rest/accounts/42/betHistory', '/xapi/rest/accounts/42/transactions']);
  });
});
