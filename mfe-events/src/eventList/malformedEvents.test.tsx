import { screen } from '@testing-library/react';
import type { SportEvent } from '@sportsbook/contracts';
import { renderInEvents } from '../testing/renderInEvents';
import { sampleEvent, sampleMarket } from '../testing/sampleEvents';
import { EventList, VIRTUALISE_AFTER } from './EventList';
import { Card } from '../sports/Card';

/** Events as a broken feed might send them: the types say otherwise, the wire does not. */
const withoutOutcomes = sampleEvent(2, { markets: [{ ...sampleMarket(2), outcomes: null as never }] });
const withoutPaths = sampleEvent(3, { eventPaths: undefined as never });
const withoutOpponents = sampleEvent(4, { opponents: null as never, name: undefined as never });

describe('a malformed event drops its own row, not the list', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the good rows around bad ones and reports each bad one', async () => {
    const shell = renderInEvents(
      <EventList events={[sampleEvent(1), withoutOutcomes, withoutPaths, withoutOpponents, sampleEvent(5)]} />,
    );
    expect(screen.getByRole('link', { name: /Home 1/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Home 5/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home 5 v Away 5: Draw 3.40' })).toBeEnabled();
    expect(screen.queryByText(/Home 2|Home 3/)).not.toBeInTheDocument();
    expect(shell.reports.map((report) => report.message).sort()).toEqual([
      expect.stringMatching(/^event 2 dropped: /),
      expect.stringMatching(/^event 3 dropped: /),
      expect.stringMatching(/^event 4 dropped: /),
    ]);
    expect(shell.reports.every((report) => report.phase === 'render' && report.remote === 'events')).toBe(true);
  });

  it('shows a row again when its event comes back whole', () => {
    const shell = renderInEvents(<EventList events={[sampleEvent(1), withoutOutcomes]} />);
    expect(screen.queryByRole('link', { name: /Home 2/ })).not.toBeInTheDocument();
    shell.rerender(<EventList events={[sampleEvent(1), sampleEvent(2)]} />);
    expect(screen.getByRole('link', { name: /Home 2/ })).toBeInTheDocument();
  });

  it('keeps a long (virtualised) list whose events include a bad one', () => {
    const events: SportEvent[] = Array.from({ length: VIRTUALISE_AFTER + 5 }, (_, i) =>
      i === 1 ? withoutPaths : sampleEvent(i + 10),
    );
    expect(() => renderInEvents(<EventList events={events} />)).not.toThrow();
  });
});

function Broken(): never {
  throw new Error('cannot read outcomes of undefined');
}

describe('a section whose data cannot be shown', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is dropped alone (reported, not shown), and the page keeps its other sections', () => {
    const shell = renderInEvents(
      <>
        <Card title="Live now">
          <Broken />
        </Card>
        <Card title="Upcoming">
          <EventList events={[sampleEvent(1)]} />
        </Card>
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Live now' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upcoming' })).toContainElement(screen.getByRole('link', { name: /Home 1/ }));
    expect(shell.reports).toEqual([
      expect.objectContaining({ message: 'section Live now dropped: cannot read outcomes of undefined' }),
    ]);
  });
});
