import { act, screen, within } from '@testing-library/react';
import type { Market, PageView, Settings } from '@sportsbook/contracts';
import type { FakeRequest } from '@sportsbook/testing';
import { renderInEvents } from '../testing/renderInEvents';
import { sampleEvent, sampleMarket } from '../testing/sampleEvents';
import { PagedEvents } from '../sports/PagedEvents';

/** A two-way line market of event 7: `line` is the first side's. */
function lineMarket(id: number, marketTypeId: number, line: number, sides: [string, string], prices: [number, number]): Market {
  return sampleMarket(7, {
    id,
    marketTypeId,
    description: marketTypeId === 11 ? 'Handicap' : `Total Goals ${line}`,
    outcomes: sides.map((description, i) => ({
      id: id * 10 + i,
      description,
      ordinalPosition: i + 1,
      hidden: false,
      consolidatedPrice: { currentPrice: { id: id * 10 + i, decimal: prices[i], spread: line } },
    })),
  });
}

const firstHalf = sampleMarket(7, {
  id: 75,
  description: 'First Half Result',
  period: { periodType: 102, sequence: 1, fullAbbreviation: '1H', fullDescription: 'First Half', inRunning: false },
});

/** Every market the platform has for the event; it answers those of the types and periods asked for. */
const allMarkets = [
  sampleMarket(7),
  lineMarket(71, 11, -1.5, ['Home 7 -1.5', 'Away 7 +1.5'], [2.6, 1.5]),
  lineMarket(72, 10, 1.5, ['Over 1.5', 'Under 1.5'], [1.3, 3.4]),
  lineMarket(73, 10, 2.5, ['Over 2.5', 'Under 2.5'], [1.95, 1.87]),
  firstHalf,
];

function platform(request: FakeRequest) {
  const types = request.params.marketTypeIds as number[] | undefined;
  const periods = request.params.periodTypeIds as number[] | undefined;
  const markets = allMarkets.filter(
    (m) => (!types || types.includes(m.marketTypeId)) && (!periods || periods.includes(m.period.periodType)),
  );
  return { status: 200, data: { events: [sampleEvent(7, { markets })], page: 1, pageSize: 20, total: 1 } };
}

function renderList(layout: PageView, brand: Partial<Settings> = {}) {
  const shell = renderInEvents(<PagedEvents params={{ eventPathIds: [240], live: false, marketTypeIds: [1, 2] }} />, platform);
  act(() => {
    const settings = shell.stores.globalSettings.getState();
    settings.setAll({ web: { ...settings.settings, ...brand }, mobile: settings.byChannel.mobile }, 'web');
    shell.stores.playerSettings.getState().update({ layout });
  });
  return shell;
}

describe('the Layout setting in the event lists (spec 1 section 5)', () => {
  it('euro: the rows show the main market alone', async () => {
    renderList('euro');
    expect(await screen.findByRole('button', { name: 'Home 7 v Away 7: Draw 3.40' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Handicap' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Over 2\.5/ })).not.toBeInTheDocument();
  });

  it('asian: the handicap and the totals main line beside the main market, each price with its line', async () => {
    renderList('asian');
    const handicap = await screen.findByRole('group', { name: 'Handicap' });
    expect(within(handicap).getByRole('button', { name: 'Home 7 v Away 7: Home 7 -1.5 2.60' })).toHaveTextContent('-1.5');
    expect(within(handicap).getByRole('button', { name: 'Home 7 v Away 7: Away 7 +1.5 1.50' })).toHaveTextContent('+1.5');
    // 2.5 is the main line: its prices (1.95, 1.87) are the closest; 1.5 is left out.
    const totals = screen.getByRole('group', { name: 'Over/Under' });
    expect(
      within(totals)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Over 2.5 1.95', 'Under 2.5 1.87']);
    expect(within(screen.getByRole('group', { name: 'Match' })).getAllByRole('button')).toHaveLength(3);
  });

  it('switching the layout back to euro redraws the open list at once', async () => {
    const shell = renderList('asian');
    await screen.findByRole('group', { name: 'Handicap' });
    act(() => shell.stores.playerSettings.getState().update({ layout: 'euro' }));
    // The euro list asks for its own markets again.
    expect(await screen.findByRole('button', { name: 'Home 7 v Away 7: Draw 3.40' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Handicap' })).not.toBeInTheDocument();
  });

  it("thai: the brand's columns, the line on the side that gives it, and the first half", async () => {
    renderList('thai', { thai_view_markets: ['handicap', 'totals', 'first_half'] });
    const handicap = await screen.findByRole('group', { name: 'Handicap' });
    expect(
      within(handicap)
        .getAllByRole('button')
        .map((b) => b.textContent?.trim()),
    ).toEqual(['1.5 2.60', '1.50']);
    expect(within(screen.getByRole('group', { name: '1st half' })).getByRole('button', { name: /Draw/ })).toBeInTheDocument();
    // No full-time result on this brand's Thai board.
    expect(screen.queryByRole('group', { name: 'Match' })).not.toBeInTheDocument();
  });

  it('a thai layout the brand does not offer shows euro', async () => {
    renderList('thai', { view_types: ['asian', 'euro'] });
    expect(await screen.findByRole('button', { name: 'Home 7 v Away 7: Draw 3.40' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Handicap' })).not.toBeInTheDocument();
  });
});
