import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveChange, MatchPlay } from '@sportsbook/contracts';
import { renderInEvents } from '../testing/renderInEvents';
import { sampleEvent } from '../testing/sampleEvents';
import { applyChanges, EMPTY_LIVE_STATE, liveState } from '../live/liveChanges';
import { streamStatus } from '../live/liveStreamClient';
import { LiveMedia } from './LiveMedia';

const football = sampleEvent(7, { clock: { minutes: 30, status: 'RUNNING' } });

/** The platform's answer for a football match opened at its 30th minute: a goal, then a dangerous attack. */
const answered: MatchPlay = {
  eid: 7,
  n: 5,
  play: { sport: 'football', side: 0, zone: 'danger', stats: { dangerous: [6, 3], shots: [3, 2] } },
  moments: [
    { n: 2, kind: 'yellow-card', side: 0, minute: 12 },
    { n: 4, kind: 'goal', side: 1, minute: 28, score: [0, 1] },
  ],
};

function renderMedia(event = football, answer: Partial<MatchPlay> = answered) {
  return renderInEvents(<LiveMedia event={event} />, (config) =>
    config.url === `/xapi/live/events/${event.id}/play` ? { status: 200, data: { ...answered, ...answer } } : { status: 404 },
  );
}

const push = (changes: LiveChange[]) => act(() => liveState.setState((state) => applyChanges(state, changes)));

describe('the live match tracker', () => {
  afterEach(() => {
    cleanup();
    liveState.setState(EMPTY_LIVE_STATE);
  });

  it('draws a football match as it stands, in words beside the pitch, with its key moments newest first', async () => {
    renderMedia();
    const tracker = await screen.findByRole('region', { name: 'Match tracker' });
    expect(await within(tracker).findByText('Dangerous attack – Home 7')).toBeVisible();
    expect(within(tracker).getByText('6–3')).toBeVisible();
    const moments = within(tracker).getByRole('list', { name: 'Key moments' });
    expect(
      within(moments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['28′Goal – Away 70–1', '12′Yellow card – Home 7']);
  });

  it('fetches the play again every 5 s (poll_changes_refresh) while the push stream is down, and not while it is open', async () => {
    jest.useFakeTimers();
    try {
      streamStatus.setState({ status: 'down' });
      let answer = answered;
      const { requests } = renderInEvents(<LiveMedia event={football} />, (config) =>
        config.url === '/xapi/live/events/7/play' ? { status: 200, data: answer } : { status: 404 },
      );
      const moments = await screen.findByRole('list', { name: 'Key moments' });
      expect(within(moments).getAllByRole('listitem')).toHaveLength(2);
      answer = { ...answered, n: 9, moments: [...answered.moments, { n: 9, kind: 'goal', side: 0, minute: 31, score: [1, 1] }] };
      await act(async () => void jest.advanceTimersByTime(5000));
      expect(await within(moments).findByText('Goal – Home 7', { exact: false })).toBeVisible();

      act(() => streamStatus.setState({ status: 'open' }));
      const asked = requests.filter((request) => request.url === '/xapi/live/events/7/play').length;
      await act(async () => void jest.advanceTimersByTime(30_000));
      expect(requests.filter((request) => request.url === '/xapi/live/events/7/play')).toHaveLength(asked);
    } finally {
      streamStatus.setState({ status: 'idle' });
      jest.useRealTimers();
    }
  });

  it('reads the answer again as the push stream opens: a goal scored before the stream began is not lost', async () => {
    try {
      streamStatus.setState({ status: 'connecting' });
      let answer = answered;
      renderInEvents(<LiveMedia event={football} />, (config) =>
        config.url === '/xapi/live/events/7/play' ? { status: 200, data: answer } : { status: 404 },
      );
      const moments = await screen.findByRole('list', { name: 'Key moments' });
      // Scored after the answer was read and before the stream opened: no push will ever carry it.
      answer = { ...answered, n: 9, moments: [...answered.moments, { n: 8, kind: 'goal', side: 0, minute: 31, score: [1, 1] }] };
      act(() => streamStatus.setState({ status: 'open' }));
      expect(await within(moments).findByText('Goal – Home 7', { exact: false })).toBeVisible();
    } finally {
      streamStatus.setState({ status: 'idle' });
    }
  });

  it('takes each pushed play: the goal reaches the picture and the timeline, and a replayed one counts once', async () => {
    renderMedia();
    const moments = await screen.findByRole('list', { name: 'Key moments' });
    const goal: LiveChange = {
      t: 'play',
      eid: 7,
      n: 8,
      play: {
        sport: 'football',
        side: 1,
        zone: 'safe',
        stats: { dangerous: [7, 3], shots: [4, 2] },
        last: { kind: 'goal', side: 0 },
      },
      moments: [
        { n: 6, kind: 'corner', side: 0, minute: 31 },
        { n: 7, kind: 'goal', side: 0, minute: 32, score: [1, 1] },
      ],
    };
    push([goal]);
    expect(await screen.findByText('Goal – Home 7', { selector: '.status' })).toBeVisible();
    push([{ ...goal, n: 9, play: { ...goal.play, last: undefined } as typeof goal.play, moments: [] }]);
    push([goal]);
    const items = within(moments).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '32′Goal – Home 71–1',
      '31′Corner – Home 7',
      '28′Goal – Away 70–1',
      '12′Yellow card – Home 7',
    ]);
    // The newer picture stays: the replayed goal's is older.
    expect(screen.getByText('Away 7 in possession')).toBeVisible();
  });

  it("says it waits for play before the match's first", async () => {
    renderMedia(football, { n: 0, play: null as unknown as MatchPlay['play'], moments: [] });
    expect(await screen.findByText('No key moments yet')).toBeVisible();
    expect(screen.getByText('Waiting for play…')).toBeVisible();
  });

  it('calls a tennis game as the umpire does, with the server', async () => {
    renderMedia(sampleEvent(7, { sportCode: 'TENN', clock: { minutes: 30, status: 'RUNNING' } }), {
      n: 3,
      play: { sport: 'tennis', server: 1, points: [4, 3], tieBreak: false },
      moments: [{ n: 2, kind: 'break', side: 0, score: [3, 2] }],
    });
    expect(await screen.findByText('Away 7 serving')).toBeVisible();
    expect(screen.getByText('Ad')).toBeVisible();
    expect(screen.getByText('Break of serve – Home 7')).toBeVisible();
  });

  it('lets the player switch to the stream where the match is streamed, and back', async () => {
    const efootball = sampleEvent(7, { sportCode: 'EFOT', liveStreaming: true, clock: { minutes: 3, status: 'RUNNING' } });
    renderMedia(efootball);
    const tracker = screen.getByRole('button', { name: 'Tracker' });
    expect(tracker).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'Match tracker' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Stream' }));
    expect(screen.getByRole('button', { name: 'Stream' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: 'Match tracker' })).toBeNull();
    await userEvent.click(tracker);
    expect(await screen.findByRole('region', { name: 'Match tracker' })).toBeVisible();
  });

  it('draws no tracker for a sport it does not draw, and offers no switch where there is no stream', async () => {
    renderMedia(sampleEvent(7, { sportCode: 'ICEH', clock: { minutes: 3, status: 'RUNNING' } }));
    renderMedia(sampleEvent(8, { clock: { minutes: 3, status: 'RUNNING' } }));
    expect(await screen.findAllByRole('region', { name: 'Match tracker' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Stream' })).toBeNull();
  });
});
