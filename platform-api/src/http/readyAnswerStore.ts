import type { ReadyAnswer } from './answerEncoder';

interface Entry {
  answer: ReadyAnswer;
  expires: number;
  tags: readonly string[];
}

/**
 * The answers kept ready, by key: each until its time to live ends or a tag it is filed under is invalidated,
 * at most `maxEntries` of them and `maxBytes` bytes in all, the oldest dropped first.
 */
export class ReadyAnswerStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly now: () => number,
  ) {}

  /** Answers kept now (fresh or not yet dropped). */
  get size(): number {
    return this.entries.size;
  }

  /** The answer kept under `key` if it has not expired by `now`. */
  fresh(key: string, now: number): ReadyAnswer | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > now ? entry.answer : undefined;
  }

  keep(key: string, answer: ReadyAnswer, ttlMs: number, tags: readonly string[]): void {
    if (answer.bytes > this.maxBytes) return;
    this.drop(key);
    this.entries.set(key, { answer, expires: this.now() + ttlMs, tags });
    this.bytes += answer.bytes;
    // The oldest first: in one route's time to live, also the first to expire.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  /** Drops the answers filed under `tag` (every answer without one). */
  invalidate(tag?: string): void {
    for (const [key, entry] of this.entries) if (tag === undefined || entry.tags.includes(tag)) this.drop(key);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.answer.bytes;
    this.entries.delete(key);
  }
}
