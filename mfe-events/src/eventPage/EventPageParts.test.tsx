import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInEvents } from '../testing/renderInEvents';
import { MarketGroupView } from './MarketGroupView';
import { EventDetailsDropdown } from './EventDetailsDropdown';
import { sampleEvent, sampleMarket } from '../testing/sampleEvents';

describe('market group', () => {
  it('lists its markets with their prices and shows a suspended one as unavailable', async () => {
    const event = sampleEvent(3);
    const group = {
      id: 'g',
      marketTypeId: 1,
      periodId: 100,
      description: 'Match Result',
      periodDescription: 'Full Time',
      markets: [sampleMarket(3, { status: 'suspended' })],
    };
    renderInEvents(<MarketGroupView event={event} group={group} />);
    const section = screen.getByRole('region', { name: 'Match Result (Full Time)' });
    expect(within(section).getByText('Suspended')).toBeInTheDocument();
    expect(within(section).getAllByRole('button', { name: /unavailable/ })).toHaveLength(3);
    await userEvent.click(within(section).getByRole('button', { name: /Match Result/ }));
    expect(within(section).queryAllByRole('button', { name: /unavailable/ })).toHaveLength(0);
  });

  it("names each player prop and puts the prop in its buttons' names", async () => {
    const event = sampleEvent(5);
    const yesNo = (id: number) =>
      ['Yes', 'No'].map((description, i) => ({
        id: id * 10 + i,
        description,
        ordinalPosition: i + 1,
        hidden: false,
        consolidatedPrice: { currentPrice: { id: id * 10 + i, decimal: [2.6, 1.45][i] } },
      }));
    const markets = [
      sampleMarket(5, {
        id: 51,
        marketTypeId: 71,
        description: 'J. Costa To Score',
        playerName: 'J. Costa',
        outcomes: yesNo(51),
      }),
      sampleMarket(5, { id: 52, marketTypeId: 71, description: 'A. Sato To Score', playerName: 'A. Sato', outcomes: yesNo(52) }),
    ];
    const shell = renderInEvents(
      <MarketGroupView
        event={event}
        group={{
          id: 'props|goals|100',
          marketTypeId: 71,
          periodId: 100,
          description: 'Player Goals',
          periodDescription: 'Full Time',
          markets,
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Player Goals (Full Time)' });
    expect(within(section).getByText('A. Sato To Score')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Home 5 v Away 5: J. Costa To Score Yes 2.60' }));
    expect(shell.emittedOf('betslip/toggle-outcome')[0].selection).toMatchObject({
      outcomeId: 510,
      marketDescription: 'J. Costa To Score',
      outcomeDescription: 'Yes',
    });
  });
});

describe('event details dropdown', () => {
  it('opens the other events of the league and navigates to another, not to the current one', async () => {
    const current = sampleEvent(1);
    const other = sampleEvent(6);
    const shell = renderInEvents(<EventDetailsDropdown event={current} />, (config) =>
      config.url === '/xapi/rest/events'
        ? { status: 200, data: { events: [current, other], page: 1, pageSize: 50, total: 2 } }
        : { status: 404 },
    );
    await userEvent.click(screen.getByRole('button', { name: /Home 1 v Away 1/ }));
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByRole('button', { name: 'Home 6 v Away 6' })).toBeInTheDocument();
    expect(shell.requests[0].params).toMatchObject({ eventPathIds: [30001] });
    await userEvent.click(within(list).getByRole('button', { name: 'Home 1 v Away 1' }));
    expect(shell.emittedOf('navigation/go')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /Home 1 v Away 1/ }));
    await userEvent.click(await within(await screen.findByRole('listbox')).findByRole('button', { name: 'Home 6 v Away 6' }));
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/events/6-home-6-v-away-6' }]);
  });

  it('goes back through the shell', async () => {
    const shell = renderInEvents(<EventDetailsDropdown event={sampleEvent(2)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(shell.emittedOf('navigation/back')).toHaveLength(1);
  });
});
