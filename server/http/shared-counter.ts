import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { addHits, expiredHitsPruner, openCount } from "./rate-limit";

interface WindowCount {
  /** The window (time / windowMs) these counts belong to. */
  window: number;
  /** The total of every instance, as the table last answered. */
  shared: number;
  /** Counted here and being added to the table. */
  writing: number;
  /** Counted here since. */
  local: number;
}

export interface SharedLimit {
  /** Counts allowed per key and window. */
  limit: number;
  /** Windows are the clock's: every instance has the same ones. */
  windowMs: number;
  /** How often this instance adds its counts to the table and reads back the totals. */
  syncMs: number;
}

/**
 * Counters per statement. SQLite runs a statement on the event loop: 100 counters take about a millisecond,
 * and requests are answered between the statements.
 */
const ROWS_PER_SYNC = 100;

/**
 * A limit on counts per key in fixed windows, shared by every server instance through the rate_limit_hits
 * table without a database round trip per count: an instance reads a key's total once, when the key first
 * comes in a window, then counts in memory and adds its counts to the table every `syncMs`, reading back
 * the total of all instances. A key can therefore pass its limit by what the other instances let through
 * since this one last read its total.
 */
export class SharedWindowCounter {
  #counts = new Map<string, WindowCount>();
  #syncing: Promise<void> | undefined;
  readonly #timer: NodeJS.Timeout;
  readonly #prune: (now: number) => Promise<void>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly prefix: string,
    private readonly options: SharedLimit,
    onSyncError: (error: unknown) => void,
  ) {
    this.#prune = expiredHitsPruner(db);
    this.#timer = setInterval(() => this.sync().catch(onSyncError), options.syncMs);
    this.#timer.unref();
  }

  /** When `key`'s window ends, if `count` more would pass its limit; undefined when they fit. */
  async refusal(key: string, count: number, now: number): Promise<number | undefined> {
    const entry = this.#current(key, now) ?? (await this.#firstInWindow(key, now));
    const total = entry.shared + entry.writing + entry.local + count;
    return total > this.options.limit ? this.#windowEnd(entry.window) : undefined;
  }

  /** Counts `count` for `key` (once refusal() said they fit). */
  add(key: string, count: number, now: number): void {
    (this.#current(key, now) ?? this.#start(key, now, 0)).local += count;
  }

  /** Adds this instance's counts to the table and reads back the totals; one sync at a time. */
  sync(now = Date.now()): Promise<void> {
    this.#syncing ??= this.#syncOnce(now).finally(() => {
      this.#syncing = undefined;
    });
    return this.#syncing;
  }

  close(): void {
    clearInterval(this.#timer);
  }

  async #syncOnce(now: number): Promise<void> {
    const window = this.#window(now);
    const writing: [string, WindowCount][] = [];
    for (const [key, entry] of this.#counts) {
      // A window that has ended needs no more counting.
      if (entry.window !== window) this.#counts.delete(key);
      else if (entry.local > 0) {
        entry.writing = entry.local;
        entry.local = 0;
        writing.push([key, entry]);
      }
    }
    try {
      for (let start = 0; start < writing.length; start += ROWS_PER_SYNC) {
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
        const group = writing.slice(start, start + ROWS_PER_SYNC);
        const rows = group.map(([key, entry]) => ({
          key: this.#id(key),
          hits: entry.writing,
          reset_at: this.#windowEnd(window),
        }));
        const totals = new Map((await addHits(this.db, rows, now)).map((row) => [row.key, row.hits]));
        for (const [key, entry] of group) {
          entry.shared = totals.get(this.#id(key)) ?? entry.shared + entry.writing;
          entry.writing = 0;
        }
      }
      await this.#prune(now);
    } catch (error) {
      // Kept for the next sync.
      for (const [, entry] of writing) {
        entry.local += entry.writing;
        entry.writing = 0;
      }
      throw error;
    }
  }

  /** A key not yet seen in this window: what the other instances have counted (none when unreadable). */
  async #firstInWindow(key: string, now: number): Promise<WindowCount> {
    const row = await openCount(this.db, this.#id(key), now).catch(() => undefined);
    return this.#current(key, now) ?? this.#start(key, now, row?.hits ?? 0);
  }

  #current(key: string, now: number): WindowCount | undefined {
    const entry = this.#counts.get(key);
    return entry?.window === this.#window(now) ? entry : undefined;
  }

  #start(key: string, now: number, shared: number): WindowCount {
    const entry = { window: this.#window(now), shared, writing: 0, local: 0 };
    this.#counts.set(key, entry);
    return entry;
  }

  #window(now: number): number {
    return Math.floor(now / this.options.windowMs);
  }

  #windowEnd(window: number): number {
    return (window + 1) * this.options.windowMs;
  }

  #id(key: string): string {
    return `${this.prefix}:${key}`;
  }
}
