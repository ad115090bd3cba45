/**
 * A short-lived cache of read answers, shared by identical concurrent requests: under load, one query
 * answers everybody asking the same thing within the same second. Live changes still reach players at
 * once through the change stream; a list is at most `ttlMs` behind it.
 */
export class MicroCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(private readonly maxEntries = 1000) {}

  get<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = compute();
    this.entries.set(key, { expires: now + ttlMs, value });
    // A failure is not kept: the next request tries again.
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) {
      for (const [k, entry] of this.entries)
        if (entry.expires <= now || this.entries.size > this.maxEntries) this.entries.delete(k);
    }
    return value;
  }
}
