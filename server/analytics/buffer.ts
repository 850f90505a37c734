import type { Logger } from "../config/logger";

export interface BufferOptions {
  /** Flush at least this often (ms). */
  intervalMs: number;
  /** Flush as soon as this many events wait. */
  flushAt: number;
  /** Events kept while the database is unreachable; beyond this the oldest are dropped (and counted). */
  maxPending: number;
}

export interface BufferStats {
  pending: number;
  stored: number;
  dropped: number;
  failedFlushes: number;
}

/**
 * Collects events in memory and writes them in one transaction per flush: every `intervalMs`, as soon
 * as `flushAt` events wait, and on `close()`. A flush that fails keeps its events for the next one, so
 * a short database outage loses nothing; only beyond `maxPending` are the oldest events dropped.
 */
export class EventBuffer<T> {
  #pending: T[] = [];
  #flushing: Promise<void> | undefined;
  #timer: NodeJS.Timeout;
  #stats = { stored: 0, dropped: 0, failedFlushes: 0 };

  constructor(
    private readonly write: (events: T[]) => Promise<void>,
    private readonly logger: Logger,
    private readonly options: BufferOptions,
  ) {
    this.#timer = setInterval(() => void this.flush(), options.intervalMs);
    this.#timer.unref();
  }

  add(events: readonly T[]): void {
    this.#pending.push(...events);
    this.#keepWithinBound();
    if (this.#pending.length >= this.options.flushAt) void this.flush();
  }

  #keepWithinBound() {
    const excess = this.#pending.length - this.options.maxPending;
    if (excess > 0) {
      this.#pending.splice(0, excess);
      this.#stats.dropped += excess;
    }
  }

  /** Writes what waits; resolves when it is stored or kept for a retry. Concurrent calls share one flush. */
  flush(): Promise<void> {
    this.#flushing ??= this.#flushOnce().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  async #flushOnce(): Promise<void> {
    while (this.#pending.length > 0) {
      const batch = this.#pending;
      this.#pending = [];
      try {
        await this.write(batch);
        this.#stats.stored += batch.length;
      } catch (error) {
        this.#stats.failedFlushes += 1;
        this.#pending = [...batch, ...this.#pending];
        this.#keepWithinBound();
        this.logger.error({ err: error, pending: this.#pending.length }, "analytics flush failed; events kept");
        return;
      }
    }
  }

  /** Stops the timer and writes everything that waits (called on shutdown). */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
    // Events that arrived during the last flush.
    if (this.#pending.length > 0) await this.flush();
  }

  stats(): BufferStats {
    return { pending: this.#pending.length, ...this.#stats };
  }
}
