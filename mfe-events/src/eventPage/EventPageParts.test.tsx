import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInEvents } from '../testing/renderInEvents';
import { MarketGroupView } from './MarketGroupView';
import { EventDetailsDropdown } from './EventDetailsDropdown';
import { sampleEvent, sampleMarket } from '../testing/sampleEvents';

describe('market group', () => {
  it('lists its markets with their prices and shows a suspended one as unavailable', async () => {
    const event = sampleEvent(3);
    const group = { id: 'g', marketTypeId: 1, periodId: 100, description: 'Match Result', periodDescription: 'Full Time', markets: [sampleMarket(3, { status: 'suspended' })] };
    renderInEvents(<MarketGroupView event={event} group={group} />);
    const section = screen.getByRole('region', { name: 'Match Result (Full Time)' });
    expect(within(section).getByText('Suspended')).toBeInTheDocument();
    expect(within(section).getAllByRole('button', { name: /unavailable/ })).toHaveLength(3);
    await userEvent.click(within(section).getByRole('button', { name: /Match Result/ }));
    expect(within(section).queryAllByRole('button', { name: /unavailable/ })).toHaveLength(0);
  });
});

describe('event details dropdown', () => {
  it('opens the other events of the league and navigates to another, not to the current one', async () => {
    const current = sampleEvent(1);
    const other = sampleEvent(6);
    const shell = renderInEvents(<EventDetailsDropdown event={current} />, (config) =>
      config.url === '/xapi/rest/events' ? { status: 200, data: { events: [current, other], page: 1, pageSize: 50, total: 2 } } : { status: 404 },
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
