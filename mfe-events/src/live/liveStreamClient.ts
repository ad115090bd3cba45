import { createStore } from 'zustand/vanilla';
import { applyChanges, EMPTY_LIVE_STATE, liveState, type StreamChange } from './liveChanges';

export type StreamStatus = 'idle' | 'connecting' | 'open' | 'down';

/** Whether the stream is up: while it is not, live views poll faster. */
export const streamStatus = createStore<{ status: StreamStatus }>()(() => ({ status: 'idle' }));

export const STREAM_PATH = '/xapi/live/stream';
/** The platform takes at most this many events on one stream. */
export const MAX_STREAM_EVENTS = 500;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** Rows mount and unmount in bursts while scrolling; the stream follows once the burst is over. */
const RESUBSCRIBE_MS = 150;
/**
 * The platform sends a heartbeat every 15 s: a stream silent for longer than two of them, or one that does not
 * open within that time, is taken for dead (a proxy or a connection that stalls without closing), so the views
 * poll again and the stream reconnects. A platform from before its heartbeat event would see a quiet stream
 * reconnect every 40 s: the platform is released first.
 */
export const SILENT_STREAM_MS = 40_000;

/** Reconnection delay after `attempt` failures: doubling from 1 s up to 30 s, with jitter so clients spread out. */
export function backoffDelay(attempt: number, random = Math.random()): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.5 + random / 2);
}

interface Options {
  createSource?: (url: string) => EventSource;
  apply?: (changes: StreamChange[]) => void;
  /**
   * Called when the platform cannot resume the stream where it dropped (a `resync` message: the client was away
   * longer than its replay window): what was pushed before is forgotten and the views refetch.
   */
  onResync?: () => void;
  setStatus?: (status: StreamStatus) => void;
  /** The page's language tag, sent as `l=` so the platform pushes names (the period's) in the page's language. */
  languageTag?: () => string | undefined;
}

/**
 * One push stream for the events on screen (spec 2 section 4): components say which events they show, the
 * client keeps one EventSource for all of them, re-subscribing when the set changes and reconnecting with
 * backoff when it drops (native EventSource retries are replaced by ours, so a dead server is not hammered).
 * Each new stream names the last message id it had (`lastEventId`, as a browser's own reconnect sends
 * Last-Event-ID), so the platform first sends what was missed, or `resync` when that is too much.
 */
export class LiveStreamClient {
  private readonly watched = new Map<number, number>();
  private source: EventSource | null = null;
  private url = '';
  private attempt = 0;
  private dropped = false;
  /** The id of the last message had: a new stream resumes after it, with what the platform pushed meanwhile. */
  private lastEventId = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private silence: ReturnType<typeof setTimeout> | undefined;
  private readonly createSource: (url: string) => EventSource;
  private readonly apply: (changes: StreamChange[]) => void;
  private readonly onResync: () => void;
  private readonly setStatus: (status: StreamStatus) => void;
  private readonly languageTag: () => string | undefined;

  constructor(options: Options = {}) {
    this.languageTag = options.languageTag ?? (() => undefined);
    this.createSource = options.createSource ?? ((url) => new EventSource(url));
    this.apply = options.apply ?? ((changes) => liveState.setState((state) => applyChanges(state, changes)));
    this.onResync = options.onResync ?? (() => liveState.setState(EMPTY_LIVE_STATE));
    this.setStatus = options.setStatus ?? ((status) => streamStatus.setState({ status }));
  }

  /** Follows these events until the returned function is called. */
  watch(eventIds: readonly number[]): () => void {
    for (const id of eventIds) this.watched.set(id, (this.watched.get(id) ?? 0) + 1);
    this.schedule(RESUBSCRIBE_MS);
    return () => {
      for (const id of eventIds) {
        const left = (this.watched.get(id) ?? 1) - 1;
        if (left > 0) this.watched.set(id, left);
        else this.watched.delete(id);
      }
      this.schedule(RESUBSCRIBE_MS);
    };
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), delay);
  }

  private connect() {
    const ids = [...this.watched.keys()].sort((a, b) => a - b).slice(0, MAX_STREAM_EVENTS);
    const language = this.languageTag();
    const url = ids.length
      ? `${STREAM_PATH}?eventIds=${ids.join(',')}${language ? `&l=${encodeURIComponent(language)}` : ''}`
      : '';
    if (url === this.url && this.source && !this.dropped) return;
    clearTimeout(this.silence);
    this.source?.close();
    this.source = null;
    this.url = url;
    if (!url) {
      this.setStatus('idle');
      return;
    }
    this.setStatus('connecting');
    const source = this.createSource(this.lastEventId ? `${url}&lastEventId=${encodeURIComponent(this.lastEventId)}` : url);
    this.source = source;
    const drop = () => {
      if (this.source !== source) return;
      clearTimeout(this.silence);
      source.close();
      this.source = null;
      this.dropped = true;
      this.setStatus('down');
      this.schedule(backoffDelay(this.attempt++));
    };
    const heard = () => {
      clearTimeout(this.silence);
      this.silence = setTimeout(drop, SILENT_STREAM_MS);
    };
    const had = (event: Event) => {
      heard();
      const { lastEventId } = event as MessageEvent<string>;
      if (lastEventId) this.lastEventId = lastEventId;
    };
    source.addEventListener('open', () => {
      heard();
      this.attempt = 0;
      this.dropped = false;
      this.setStatus('open');
    });
    source.addEventListener('heartbeat', had);
    heard();
    source.addEventListener('changes', (event) => {
      had(event);
      try {
        const changes: unknown = JSON.parse((event as MessageEvent<string>).data);
        if (Array.isArray(changes)) this.apply(changes);
      } catch {
        // A malformed message is dropped; the next poll brings the truth.
      }
    });
    source.addEventListener('resync', (event) => {
      had(event);
      this.onResync();
    });
    source.addEventListener('error', drop);
  }

  close() {
    clearTimeout(this.timer);
    clearTimeout(this.silence);
    this.source?.close();
    this.source = null;
    this.url = '';
    this.watched.clear();
  }
}
