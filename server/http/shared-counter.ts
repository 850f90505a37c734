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

/**
 * Counters per statement. SQLite runs a statement on the event loop: 100 counters take about a millisecond,
 * and requests are answered between the statements.
 */
const ROWS_PER_SYNC = 100;

/**
 * Counts per key in fixed windows, shared by every server instance through the rate_limit_hits table
 * without a database round trip per count, for limits to compare with: an instance reads a key's total
 * once, when the key first comes in a window, then counts in memory and, each time its owner calls sync()
 * (every second, say), adds its counts to the table and reads back the total of all instances. A count can
 * therefore miss what the other instances counted since this one last read its total, and a limit be passed
 * by that much. Windows are the clock's (`windowMs` long): every instance has the same ones.
 */
export class SharedWindowCounter {
  #counts = new Map<string, WindowCount>();
  #syncing: Promise<void> | undefined;
  readonly #prune: (now: number) => Promise<void>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly prefix: string,
    private readonly windowMs: number,
  ) {
    this.#prune = expiredHitsPruner(db);
  }

  /** `key`'s count in the window of `now`: every instance's as last read, and this one's since. */
  async count(key: string, now: number): Promise<number> {
    const entry = this.#current(key, now) ?? (await this.#firstInWindow(key, now));
    return entry.shared + entry.writing + entry.local;
  }

  /** When the window of `now` ends. */
  windowEnd(now: number): number {
    return this.#windowEnd(this.#window(now));
  }

  /** Counts `count` for `key`. */
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
    return Math.floor(now / this.windowMs);
  }

  #windowEnd(window: number): number {
    return (window + 1) * this.windowMs;
  }

  #id(key: string): string {
    return `${this.prefix}:${key}`;
  }
}
