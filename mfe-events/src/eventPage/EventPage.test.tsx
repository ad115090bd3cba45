import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteParamsProvider } from '../routing/routeParams';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import type { SportEvent } from '@sportsbook/contracts';
import { renderInEvents } from '../testing/renderInEvents';
import { footballLive } from '../testing/scoreboardSamples';
import { EventPage } from './EventPage';

function renderEventPage(event: SportEvent) {
  return renderInEvents(
    <RouteParamsProvider value={{ slug: String(event.id) }}>
      <EventPage />
    </RouteParamsProvider>,
    (config) => (config.url === `/xapi/rest/events/${event.id}` ? { status: 200, data: event } : { status: 404 }),
  );
}

describe('event page scores', () => {
  it("adds football's half-time score only when the setting is on (spec 2 section 9)", async () => {
    const shell = renderEventPage(footballLive(3));
    expect(await screen.findByText('2 – 1')).toBeInTheDocument();
    expect(screen.queryByText(/^HT /)).not.toBeInTheDocument();
    act(() => {
      const settings = { ...DEFAULT_SETTINGS, show_football_half_time_score: true };
      shell.stores.globalSettings.getState().setAll({ web: settings, mobile: { ...settings, channel: 'mobile' } }, 'web');
    });
    expect(await screen.findByText('HT 1 – 0')).toBeInTheDocument();
  });

  it('shows the maps a finished League of Legends match ended on, not its always-zero points', async () => {
    const side = (opponentId: number, points: number) => ({ opponentId, points, formattedPoints: String(points) });
    const lol: SportEvent = {
      ...footballLive(4),
      sportCode: 'LOLS',
      clock: { minutes: 80, status: 'END_OF_EVENT' },
      isFinished: true,
      currentPeriodAbbreviation: 'MAP',
      currentPeriodNumber: 4,
      opponents: [
        { id: 1, description: 'Alpha' },
        { id: 2, description: 'Omega' },
      ],
      scores: { score: [side(1, 0), side(2, 0)], match: [side(1, 2), side(2, 1)] },
      markets: [],
    };
    renderEventPage(lol);
    expect(await screen.findByText('2 – 1')).toBeInTheDocument();
    expect(screen.queryByText('0 – 0')).not.toBeInTheDocument();
  });
});

describe('event page opened directly', () => {
  it('has its back control even when the event is gone (a live event that ended), and goes back through the shell', async () => {
    const shell = renderInEvents(
      <RouteParamsProvider value={{ slug: '404-gone-v-away' }}>
        <EventPage />
      </RouteParamsProvider>,
      () => ({ status: 404 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(shell.emittedOf('navigation/back')).toHaveLength(1);
  });
});

describe('event page scoreboard on a phone and on desktop (spec 2 section 2)', () => {
  it("puts back and the league's dropdown in a phone's scoreboard, and keeps them above it on desktop", async () => {
    const event = footballLive(7);
    const shell = renderEventPage(event);
    const board = await screen.findByRole('region', { name: `${event.name} scoreboard` });
    const league = event.eventPaths[event.eventPaths.length - 1].description;
    // Desktop: the page's header above the board names the event; the board names its league as text.
    expect(screen.getByRole('button', { name: new RegExp(event.name) })).toBeInTheDocument();
    expect(within(board).queryByRole('button')).not.toBeInTheDocument();
    expect(within(board).getByText(league)).toBeInTheDocument();

    act(() => shell.stores.ui.getState().setViewport(390));
    expect(within(board).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Back' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: new RegExp(event.name) })).not.toBeInTheDocument();
    await userEvent.click(within(board).getByRole('button', { name: new RegExp(league) }));
    expect(within(board).getByRole('listbox', { name: league })).toBeInTheDocument();
  });
});
