import { act, screen, waitFor } from '@testing-library/react';
import {
  mockAllIsIntersecting,
  setupIntersectionMocking,
  resetIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { LIST_MARKET_QUERY, type SportEvent } from '@sportsbook/contracts';
import { LazyMarketsProvider } from '../data/lazyMarkets';
import { renderInEvents } from '../testing/renderInEvents';
import { sampleEvent } from '../testing/sampleEvents';
import { EventList } from './EventList';

/** Events as a light list brings them: no markets. */
const light = (id: number): SportEvent => ({ ...sampleEvent(id), markets: undefined });

describe('lazy market loading of a long live list', () => {
  beforeEach(() => setupIntersectionMocking(jest.fn));
  afterEach(() => resetIntersectionMocking());

  it('loads the first rows at once in one request, and the others when they come into view', async () => {
    const shell = renderInEvents(
      <LazyMarketsProvider params={{ marketTypeIds: [1, 2] }} eagerRows={2}>
        <EventList events={[1, 6, 11, 16].map(light)} />
      </LazyMarketsProvider>,
      (config) => {
        const ids = (config.params as { eventIds: number[] }).eventIds;
        return {
          status: 200,
          data: { events: ids.map((id) => sampleEvent(id)), page: 1, pageSize: ids.length, total: ids.length },
        };
      },
    );
    expect(await screen.findByRole('button', { name: 'Home 6 v Away 6: Draw 3.40' })).toBeInTheDocument();
    expect(shell.requests.map((r) => r.params)).toEqual([
      { eventIds: [1, 6], marketTypeIds: [1, 2], pageSize: 2, ...LIST_MARKET_QUERY, marketStatus: 'OPEN,SUSPENDED' },
    ]);
    expect(screen.queryByRole('button', { name: /Home 11 v Away 11: / })).not.toBeInTheDocument();

    act(() => mockAllIsIntersecting(true));
    expect(await screen.findByRole('button', { name: 'Home 16 v Away 16: Home 2.10' })).toBeInTheDocument();
    await waitFor(() => expect(shell.requests).toHaveLength(2));
    expect(shell.requests[1].params).toMatchObject({ eventIds: [11, 16] });
  });
});
