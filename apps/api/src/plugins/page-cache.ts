/**
 * Pages the server drew (decision 031), kept per address, language, data-saver state and origin,
 * so a crowd on one event page costs one drawing. Bounded (least recently used out first);
 * emptied when the catalogue changes (spa.ts subscribes to `event.changed`). A copy older than
 * `freshMs` is still served while one drawing replaces it; one older than `maxAgeMs` never is
 * (time passing: "has started", counts). Concurrent misses of one key share one drawing.
 */
export class PageCache<T> {
  private readonly entries = new Map<string, { value: T; builtAt: number }>();
  private readonly pending = new Map<string, Promise<T>>();
  /** Bumped by `clear`; a drawing started before a clear is answered but not kept. */
  private generation = 0;
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly opts: {
      maxEntries: number;
      freshMs: number;
      maxAgeMs: number;
      /** Whether a drawn value is kept (default: always); one that is not is still answered. */
      keep?: (value: T) => boolean;
      now?: () => number;
    },
  ) {}

  private now(): number {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  /** A copy young enough to serve, or null; an old-but-usable one starts its own replacement. */
  peek(key: string, build: () => Promise<T>): T | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const age = this.now() - entry.builtAt;
    if (age >= this.opts.maxAgeMs) {
      this.entries.delete(key);
      return null;
    }
    // Most recently used last: eviction takes the first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (age >= this.opts.freshMs && !this.pending.has(key)) this.load(key, build).catch(() => undefined);
    return entry.value;
  }

  /** The copy for `key`, drawn by `build` when there is none; concurrent misses share one drawing. */
  get(key: string, build: () => Promise<T>): T | Promise<T> {
    const copy = this.peek(key, build);
    if (copy !== null) {
      this.stats.hits++;
      return copy;
    }
    this.stats.misses++;
    return this.pending.get(key) ?? this.load(key, build);
  }

  /** Drawings under way (each for another key). */
  get drawing(): number {
    return this.pending.size;
  }

  private load(key: string, build: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const builtAt = this.now();
    const promise = build().then((value) => {
      if (generation === this.generation && (this.opts.keep?.(value) ?? true)) this.store(key, value, builtAt);
      return value;
    });
    this.pending.set(key, promise);
    const settle = () => {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    };
    promise.then(settle, settle);
    return promise;
  }

  private store(key: string, value: T, builtAt: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, builtAt });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.opts.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops every copy; drawings under way are answered but not kept. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
