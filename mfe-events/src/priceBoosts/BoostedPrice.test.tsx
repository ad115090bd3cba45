import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Market, SportEvent } from '@sportsbook/contracts';
import type { PriceBoost } from '@sportsbook/domain';
import { renderInEvents } from '../testing/renderInEvents';
import { OddsButton } from '../odds/OddsButton';
import { BoostsProvider } from './boosts';

const market: Market = {
  id: 10,
  eventId: 1,
  marketTypeId: 1,
  description: 'Match Result',
  status: 'open',
  period: { periodType: 100, sequence: 1, fullAbbreviation: 'FT', fullDescription: 'Full Time', inRunning: false },
  outcomes: [100, 101].map((id, index) => ({
    id,
    description: index ? 'Draw' : 'Arsenal',
    ordinalPosition: index + 1,
    hidden: false,
    consolidatedPrice: { currentPrice: { id, decimal: 2.5 } },
  })),
};
const event = {
  id: 1,
  slug: '1-arsenal-v-chelsea',
  name: 'Arsenal v Chelsea',
  sportCode: 'FOOT',
  opponents: [],
  eventPaths: [{ id: 240, parentId: null, description: 'Football' }],
  eventDate: '2026-11-22T15:00:00Z',
} as SportEvent;
const boost: PriceBoost = {
  outcomeId: 100,
  eventId: 1,
  decimal: 3.25,
  maxStake: 25,
  startsAt: '2026-11-22T10:00:00.000Z',
  endsAt: '2026-11-22T15:00:00.000Z',
};

function renderBoosted(boosts: PriceBoost[]) {
  return renderInEvents(
    <BoostsProvider eventIds={[1]}>
      {market.outcomes.map((outcome) => (
        <OddsButton key={outcome.id} event={event} market={market} outcome={outcome} />
      ))}
    </BoostsProvider>,
    (config) => (config.url === '/xapi/rest/priceboosts' ? { status: 200, data: boosts } : { status: 404 }),
  );
}

describe('price boosts on the event page', () => {
  it('marks the boosted price beside the book’s, struck through, and adds the outcome at the book’s price', async () => {
    const shell = renderBoosted([boost]);
    const boosted = await screen.findByRole('button', { name: 'Arsenal v Chelsea: Arsenal boosted 3.25, was 2.50' });
    // The mark's code is a chunk of its own: the boosted price shows at once, the mark when it is in.
    await waitFor(() => expect(boosted).toHaveTextContent('Boost'));
    expect(boosted.querySelector('s')).toHaveTextContent('2.50');
    expect(screen.getByRole('button', { name: 'Arsenal v Chelsea: Draw 2.50' })).not.toHaveTextContent('Boost');
    expect(shell.requests.find((r) => r.url === '/xapi/rest/priceboosts')?.params).toEqual({ eventIds: '1' });

    const added: unknown[] = [];
    shell.bus.on('betslip/toggle-outcome', (payload) => added.push(payload));
    await userEvent.click(boosted);
    // The slip asks the platform, which prices the single at the boost up to its maximum stake.
    expect(added).toMatchObject([{ selection: { outcomeId: 100, decimal: 2.5 } }]);
  });

  it('shows no boost the book’s price has caught up with', async () => {
    const shell = renderBoosted([{ ...boost, decimal: 2.4 }]);
    await screen.findByRole('button', { name: 'Arsenal v Chelsea: Arsenal 2.50' });
    expect(shell.requests.some((r) => r.url === '/xapi/rest/priceboosts')).toBe(true);
    expect(screen.queryByText('Boost')).toBeNull();
  });
});
