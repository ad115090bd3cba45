import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { liveLeg, sampleBet } from '../testing/sampleBets';
import { renderMyBets } from '../testing/renderMyBets';
import { SETTLE_REFETCH_DELAY_MS } from './useLiveBets';

/** A stand-in for the browser's EventSource: the test pushes what the platform would. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, (message: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  push(changes: unknown[]) {
    act(() => this.listeners.get('changes')?.({ data: JSON.stringify(changes) } as MessageEvent<string>));
  }
  resync() {
    act(() => this.listeners.get('resync')?.({ data: '{}', lastEventId: '900' } as MessageEvent<string>));
  }
}

const current = () => FakeEventSource.opened.filter((source) => !source.closed).at(-1)!;

describe('open bets on the live stream', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it('follows the bets’ events, shows pushed scores and clocks, and refetches my bets once an event ends', async () => {
    const fake = { open: [sampleBet({ selections: [liveLeg()] })], settled: [] as ReturnType<typeof sampleBet>[] };
    const shell = renderMyBets(fake);
    const card = within(await screen.findByRole('article'));
    expect(current().url).toBe('/xapi/live/stream?eventIds=301');

    current().push([
      { t: 'clock', eid: 301, clock: { minutes: 88, status: 'RUNNING' } },
      {
        t: 'score',
        eid: 301,
        scores: {
          score: [
            { points: 3, formattedPoints: '3' },
            { points: 1, formattedPoints: '1' },
          ],
        },
      },
      { t: 'price', eid: 301, oid: 501 },
    ]);
    // The query cache tells its observers on the next tick.
    expect(await card.findByLabelText('Score 3 - 1')).toBeInTheDocument();
    expect(card.getByText("88'")).toBeInTheDocument();

    const before = shell.requests.filter((r) => r.url?.endsWith('/openbets')).length;
    fake.open = [];
    current().push([{ t: 'event', eid: 301, state: 'finished' }]);
    expect(await card.findByText('Awaiting result')).toBeInTheDocument();
    // The ended event leaves the followed set, so the stream reopens without it; the refetch still comes.
    expect(FakeEventSource.opened.filter((source) => !source.closed)).toHaveLength(0);
    expect(shell.requests.filter((r) => r.url?.endsWith('/openbets'))).toHaveLength(before);
    await waitFor(() => expect(shell.requests.filter((r) => r.url?.endsWith('/openbets')).length).toBe(before + 1), {
      timeout: SETTLE_REFETCH_DELAY_MS + 1500,
    });
    expect(await screen.findByText('You have no open bets.')).toBeInTheDocument();
    expect(FakeEventSource.opened.every((source) => source.closed)).toBe(true);
  });

  it('keeps polling open bets while a live leg gets pushes, and asks again when the page is focused again', async () => {
    const shell = renderMyBets({ open: [sampleBet({ selections: [liveLeg()] })], settled: [] });
    act(() => {
      const settings = { ...DEFAULT_SETTINGS, betcount_polling_interval: 300 };
      shell.stores.globalSettings.getState().setAll({ web: settings, mobile: settings }, 'web');
    });
    await screen.findByRole('article');
    const calls = () => shell.requests.filter((r) => r.url?.endsWith('/openbets')).length;
    const before = calls();
    // A push every 100 ms, faster than the poll: each is written into the cached list.
    for (let minute = 60; minute < 72; minute++) {
      current().push([{ t: 'clock', eid: 301, clock: { minutes: minute, status: 'RUNNING' } }]);
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    }
    expect(calls()).toBeGreaterThanOrEqual(before + 2);

    // Just pushed, the list is fresh to the cache; a refocus asks again all the same.
    current().push([{ t: 'clock', eid: 301, clock: { minutes: 80, status: 'RUNNING' } }]);
    const focusedBefore = calls();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(calls()).toBeGreaterThan(focusedBefore));
    act(() => focusManager.setFocused(undefined));
  });

  it('refetches my bets when the platform cannot resume the stream (resync)', async () => {
    const fake = { open: [sampleBet({ selections: [liveLeg()] })], settled: [] as ReturnType<typeof sampleBet>[] };
    const shell = renderMyBets(fake);
    await screen.findByRole('article');
    const before = shell.requests.filter((r) => r.url?.endsWith('/openbets')).length;
    current().resync();
    await waitFor(() => expect(shell.requests.filter((r) => r.url?.endsWith('/openbets')).length).toBe(before + 1));
  });
});
