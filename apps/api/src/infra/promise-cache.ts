interface Entry<T> {
  value: Promise<T>;
  /** undefined while the value is being computed */
  expiresAt: number | undefined;
}

/**
 * Values that are costly to compute and fine to be a little old (counts), kept in this process
 * for `ttlMs` after they arrive. Callers asking while a value is being computed share that one
 * computation, however many arrive; a failed computation is forgotten at once so the next
 * caller tries again.
 */
export class PromiseCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached && (cached.expiresAt === undefined || cached.expiresAt > this.now())) {
      return cached.value;
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry: Entry<T> = { value: compute(), expiresAt: undefined };
    entry.value.then(
      () => {
        entry.expiresAt = this.now() + this.ttlMs;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Forgets every value; computations in flight still answer their callers. */
  clear(): void {
    this.entries.clear();
  }
}
