import { act, screen } from '@testing-library/react';
import { renderInEvents } from '../testing/renderInEvents';
import { FavouritesPage } from './FavouritesPage';
import { sampleEvent } from '../testing/sampleEvents';

describe('favourites page', () => {
  it('asks for stars while there are none, then lists the starred events', async () => {
    const shell = renderInEvents(<FavouritesPage />, (config) =>
      config.url === '/xapi/rest/events'
        ? { status: 200, data: { events: [sampleEvent(4)], page: 1, pageSize: 20, total: 1 } }
        : { status: 404 },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Star an event');
    act(() => shell.stores.favourites.getState().toggle(4));
    expect(await screen.findByRole('link', { name: /Home 4/ })).toBeInTheDocument();
    expect(shell.requests[0].params).toMatchObject({ eventIds: [4] });
  });
});
