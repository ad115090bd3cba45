import { backoffDelay, LiveStreamClient, SILENT_STREAM_MS, type StreamStatus } from './liveStreamClient';
import type { StreamChange } from './liveChanges';

/** An EventSource that the test drives: it opens, delivers messages and fails when told. */
class FakeSource {
  static all: FakeSource[] = [];
  closed = false;
  private listeners: Record<string, ((event: unknown) => void)[]> = {};
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown, lastEventId = '') {
    for (const listener of this.listeners[type] ?? [])
      listener({ data: typeof data === 'string' ? data : JSON.stringify(data), lastEventId });
  }
}

function setup() {
  FakeSource.all = [];
  const applied: StreamChange[][] = [];
  const statuses: StreamStatus[] = [];
  let resyncs = 0;
  const client = new LiveStreamClient({
    createSource: (url) => new FakeSource(url) as unknown as EventSource,
    apply: (changes) => applied.push(changes),
    setStatus: (status) => statuses.push(status),
    onResync: () => resyncs++,
  });
  return { client, applied, statuses, resyncs: () => resyncs, latest: () => FakeSource.all[FakeSource.all.length - 1] };
}

describe('live stream client', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the events on screen with one stream, re-subscribing after a burst of changes', () => {
    const { client, latest } = setup();
    const stopA = client.watch([30, 10]);
    client.watch([20, 10]);
    jest.advanceTimersByTime(200);
    expect(FakeSource.all.map((s) => s.url)).toEqual(['/xapi/live/stream?eventIds=10,20,30']);
    stopA();
    jest.advanceTimersByTime(200);
    expect(latest().url).toBe('/xapi/live/stream?eventIds=10,20');
    expect(FakeSource.all[0].closed).toBe(true);
  });

  it('closes the stream when nothing is watched', () => {
    const { client, statuses, latest } = setup();
    const stop = client.watch([1]);
    jest.advanceTimersByTime(200);
    stop();
    jest.advanceTimersByTime(200);
    expect(latest().closed).toBe(true);
    expect(statuses[statuses.length - 1]).toBe('idle');
  });

  it('hands the changes on and drops a malformed message', () => {
    const { client, applied, latest } = setup();
    client.watch([1]);
    jest.advanceTimersByTime(200);
    latest().emit('changes', [{ t: 'count', eid: 1, liveOpenMarketCount: 3 }]);
    latest().emit('changes', '{not json');
    expect(applied).toEqual([[{ t: 'count', eid: 1, liveOpenMarketCount: 3 }]]);
  });

  it('reconnects with growing delays after drops, resuming after the last message it had', () => {
    const { client, statuses, latest, resyncs } = setup();
    client.watch([1]);
    jest.advanceTimersByTime(200);
    latest().emit('open');
    latest().emit('changes', [{ t: 'count', eid: 1, liveOpenMarketCount: 3 }], '41');
    latest().emit('error');
    expect(statuses.slice(-1)).toEqual(['down']);
    expect(FakeSource.all).toHaveLength(1);
    jest.advanceTimersByTime(1000);
    expect(FakeSource.all).toHaveLength(2);
    latest().emit('error');
    jest.advanceTimersByTime(999);
    expect(FakeSource.all).toHaveLength(2);
    jest.advanceTimersByTime(1001);
    expect(FakeSource.all).toHaveLength(3);
    latest().emit('open');
    expect(statuses.slice(-1)).toEqual(['open']);
    expect(FakeSource.all.slice(1).map((s) => s.url)).toEqual([
      '/xapi/live/stream?eventIds=1&lastEventId=41',
      '/xapi/live/stream?eventIds=1&lastEventId=41',
    ]);
    expect(resyncs()).toBe(0);
  });

  it('takes a stream silent past two heartbeats for dead: the views poll, and it reconnects where it was', () => {
    const { client, statuses, latest } = setup();
    client.watch([1]);
    jest.advanceTimersByTime(200);
    latest().emit('open');
    // Heartbeats (and their ids, past changes of events it does not follow) keep a quiet stream open.
    for (let beat = 0; beat < 4; beat++) {
      jest.advanceTimersByTime(15_000);
      latest().emit('heartbeat', {}, String(50 + beat));
    }
    expect(FakeSource.all).toHaveLength(1);
    expect(statuses.slice(-1)).toEqual(['open']);
    // A connection that stalls without closing: no heartbeat, no error.
    jest.advanceTimersByTime(SILENT_STREAM_MS - 1);
    expect(statuses.slice(-1)).toEqual(['open']);
    jest.advanceTimersByTime(1);
    expect(statuses.slice(-1)).toEqual(['down']);
    expect(FakeSource.all[0].closed).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(latest().url).toBe('/xapi/live/stream?eventIds=1&lastEventId=53');
  });

  it('takes a stream that does not open within that time for dead too', () => {
    const { client, statuses } = setup();
    client.watch([1]);
    jest.advanceTimersByTime(200);
    expect(statuses.slice(-1)).toEqual(['connecting']);
    jest.advanceTimersByTime(SILENT_STREAM_MS);
    expect(statuses.slice(-1)).toEqual(['down']);
    jest.advanceTimersByTime(1000);
    expect(FakeSource.all).toHaveLength(2);
  });

  it('forgets what was pushed and refetches when the platform says to resync, then resumes from its id', () => {
    const { client, latest, resyncs } = setup();
    client.watch([1]);
    jest.advanceTimersByTime(200);
    latest().emit('open');
    latest().emit('resync', {}, '900');
    expect(resyncs()).toBe(1);
    latest().emit('error');
    jest.advanceTimersByTime(1000);
    expect(latest().url).toBe('/xapi/live/stream?eventIds=1&lastEventId=900');
  });
});

describe('backoff', () => {
  it.each([
    [0, 1, 1000],
    [1, 1, 2000],
    [3, 1, 8000],
    [10, 1, 30_000],
    [2, 0, 2000],
  ])('after %i failures with jitter %d waits %i ms', (attempt, random, ms) => {
    expect(backoffDelay(attempt, random)).toBe(ms);
  });
});
