interface Entry<T> {
  value: Promise<T>;
  /** undefined while the value is being computed */
  expiresAt: number | undefined;
}

/** How many values were asked for: found kept, or computed. */
export interface KeptCounts {
  kept: number;
  computed: number;
}

/**
 * Values that are costly to compute and fine to be a little old (counts), kept in this process
 * for `ttlMs` after they arrive. Callers asking while a value is being computed share that one
 * computation, however many arrive; a failed computation is forgotten at once so the next
 * caller tries again.
 */
export class PromiseCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly counted: KeptCounts = { kept: 0, computed: 0 };

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    return this.kept(key) ?? this.keep(key, compute());
  }

  /**
   * The values of several keys: those kept, and the others from one computation of them all,
   * which must answer every key it is given.
   */
  async getMany(
    keys: readonly string[],
    computeMissing: (missing: string[]) => Promise<ReadonlyMap<string, T>>,
  ): Promise<T[]> {
    const values: (Promise<T> | undefined)[] = keys.map((key) => this.kept(key));
    const missing = keys.filter((_, at) => values[at] === undefined);
    if (missing.length > 0) {
      const computed = computeMissing(missing);
      for (const [at, key] of keys.entries()) {
        if (values[at] !== undefined) continue;
        values[at] = this.keep(
          key,
          computed.then((found) => {
            if (!found.has(key)) throw new Error(`no value computed for ${key}`);
            return found.get(key) as T;
          }),
        );
      }
    }
    return Promise.all(values as Promise<T>[]);
  }

  /** How many values were found kept and how many computed since the cache was made. */
  counts(): KeptCounts {
    return { ...this.counted };
  }

  private kept(key: string): Promise<T> | undefined {
    const cached = this.entries.get(key);
    if (cached && (cached.expiresAt === undefined || cached.expiresAt > this.now())) {
      this.counted.kept += 1;
      return cached.value;
    }
    this.counted.computed += 1;
    return undefined;
  }

  private keep(key: string, value: Promise<T>): Promise<T> {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry: Entry<T> = { value, expiresAt: undefined };
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
