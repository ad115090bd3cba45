import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetBuilderQuote, Market } from '@sportsbook/contracts';
import { renderInEvents } from '../testing/renderInEvents';
import { sampleEvent, sampleMarket } from '../testing/sampleEvents';
import { BetBuilder } from './BetBuilder';
import { builderMarkets, togglePick } from './builderPicks';

const yesNo = (id: number, marketTypeId: number, description: string, names: [string, string], extra: Partial<Market> = {}) =>
  sampleMarket(1, {
    id,
    marketTypeId,
    description,
    outcomes: names.map((name, i) => ({
      id: id * 10 + i,
      description: name,
      ordinalPosition: i + 1,
      hidden: false,
      consolidatedPrice: { currentPrice: { id: id * 10 + i, decimal: [1.8, 2][i] } },
    })),
    ...extra,
  });

const result = sampleMarket(1);
const btts = yesNo(2, 350, 'Both Teams To Score', ['Yes', 'No']);
const under = yesNo(3, 10, 'Total Goals 1.5', ['Over 1.5', 'Under 1.5']);
const firstHalf = sampleMarket(1, { id: 4, period: { ...result.period, periodType: 102, fullDescription: 'First Half' } });
const event = sampleEvent(1, { markets: [result, btts, under, firstHalf] });

const quote: BetBuilderQuote = {
  outcomeId: 9001,
  eventId: 1,
  eventDescription: event.name,
  legs: [],
  price: 3.7,
  legsProduct: 6.66,
  status: 'open',
};

const ready: BetBuilderQuote = {
  eventId: 1,
  eventDescription: event.name,
  legs: [
    { outcomeId: 100, marketId: 10, marketDescription: 'Match Result', outcomeDescription: 'Home', price: 2.1 },
    { outcomeId: 30, marketId: 3, marketDescription: 'Total Goals 1.5', outcomeDescription: 'Over 1.5', price: 1.8 },
  ],
  price: 2.32,
  legsProduct: 3.78,
  status: 'open',
};

function renderBuilder() {
  return renderInEvents(<BetBuilder event={event} />, (request) => {
    if (request.url === '/xapi/rest/events/1/betbuilders') return { status: 200, data: { builders: [ready] } };
    const ids: number[] = JSON.parse(request.data ?? '{}').outcomeIds ?? [];
    // Both teams to score with under 1.5 goals: the platform's reason, naming the two.
    if (ids.includes(20) && ids.includes(31))
      return {
        status: 422,
        data: {
          statusCode: 422,
          code: 'BUILDER_CONTRADICTION',
          message: 'Both Teams To Score: Yes and Total Goals 1.5: Under 1.5 cannot both win',
          outcomeIds: [20, 31],
        },
      };
    return { status: 200, data: quote };
  });
}

describe('bet builder', () => {
  it('offers the full-time markets the model prices, one pick a market', () => {
    expect(builderMarkets(event.markets!).map((m) => m.id)).toEqual([10, 2, 3]);
    expect(togglePick([100, 20], 101, result)).toEqual([20, 101]);
    expect(togglePick([20, 101], 101, result)).toEqual([20]);
  });

  it('shows the one price of the picks beside the product of their prices, and puts the builder on the slip', async () => {
    const shell = renderBuilder();
    await userEvent.click(screen.getByRole('button', { name: 'Match Result: Home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Both Teams To Score: Yes' }));
    const mine = screen.getByRole('region', { name: 'Your bet builder' });
    expect(await within(mine).findByText('3.70')).toBeInTheDocument();
    expect(within(mine).getByText('Selections multiplied: 6.66')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'First Half: Home' })).not.toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Add to betslip' }));
    const [added] = shell.emittedOf('betslip/toggle-outcome');
    expect(added.selection).toMatchObject({ outcomeId: 9001, decimal: 3.7, marketDescription: 'Bet Builder' });
  });

  it('offers ready-made builders with their legs, each added to the slip as one selection', async () => {
    const shell = renderBuilder();
    const builders = await screen.findByRole('heading', { name: 'Popular bet builders' });
    const card = within(builders.parentElement!).getByRole('list', { name: 'Selections' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Match Result: Home', 'Total Goals 1.5: Over 1.5']);
    await userEvent.click(screen.getByRole('button', { name: 'Add at 2.32' }));
    await waitFor(() => expect(shell.emittedOf('betslip/toggle-outcome')).toHaveLength(1));
    expect(JSON.parse(shell.requests.find((r) => r.method === 'post')?.data ?? '{}')).toEqual({ outcomeIds: [100, 30] });
    expect(shell.emittedOf('betslip/toggle-outcome')[0].selection).toMatchObject({ outcomeId: 9001 });
  });

  it('says why picks that cannot all win are refused, and offers no price', async () => {
    renderBuilder();
    await userEvent.click(screen.getByRole('button', { name: 'Both Teams To Score: Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Total Goals 1.5: Under 1.5' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Both Teams To Score: Yes and Total Goals 1.5: Under 1.5 cannot both win',
    );
    expect(screen.queryByRole('button', { name: 'Add to betslip' })).not.toBeInTheDocument();
  });
});
