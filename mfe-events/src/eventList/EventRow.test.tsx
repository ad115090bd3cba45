import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInEvents } from '../testing/renderInEvents';
import { EventRow } from './EventRow';
import { EventList } from './EventList';
import { sampleEvent } from '../testing/sampleEvents';

describe('event row', () => {
  it('shows the start time, the opponents and the main market prices, and links to the event page', async () => {
    const shell = renderInEvents(
      <ul>
        <EventRow event={sampleEvent(7)} />
      </ul>,
    );
    expect(screen.getByText(/Today|Tomorrow/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home 7 v Away 7: Draw at 3.40' })).toBeEnabled();
    await userEvent.click(screen.getByRole('link', { name: /Home 7/ }));
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/events/7-home-7-v-away-7' }]);
  });

  it('shows the live clock and the score of a live event, linking to its live page', async () => {
    const live = sampleEvent(8, {
      clock: { minutes: 67, status: 'RUNNING' },
      currentPeriodAbbreviation: 'HALF',
      scores: { score: [{ opponentId: 16, points: 2, formattedPoints: '2' }, { opponentId: 17, points: 1, formattedPoints: '1' }] },
    });
    const shell = renderInEvents(
      <ul>
        <EventRow event={live} />
      </ul>,
    );
    expect(screen.getByText("67'")).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Home 8/ }));
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/live/8-home-8-v-away-8' }]);
  });
});

describe('event list', () => {
  it('groups events under their league headings', () => {
    renderInEvents(<EventList events={[sampleEvent(1), sampleEvent(6), sampleEvent(2)]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['League 1', 'League 2']);
  });
});
