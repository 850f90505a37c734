import type { Logger } from "../../config/logger";

export interface BufferOptions {
  /** Events per transaction at most; more waiting go in the next one, right after. */
  maxBatch: number;
  /** Events waiting at most; an add() beyond that is refused at once (the database is slow or down). */
  maxPending: number;
  /** How long an add() may wait for its events to be stored, retries included, before it is refused. */
  maxWaitMs: number;
  /** Pause after a failed write before the next try; doubles after each failure up to 16 times this. */
  retryMs: number;
}

export interface BufferStats {
  pending: number;
  stored: number;
  /** Events whose add() was refused (buffer full, or not stored within maxWaitMs). */
  refused: number;
  failedFlushes: number;
}

/** The events were not stored: the caller must not claim them accepted. */
export class EventsNotStored extends Error {}

interface Entry<T> {
  events: readonly T[];
  addedAt: number;
  stored: () => void;
  refused: (error: EventsNotStored) => void;
}

/**
 * Group commit: add() resolves only once its events are committed, so an answer given after it (202)
 * means the events survive a crash of the process. Events that arrive while a transaction runs are
 * written together in the next one, which starts as soon as the last ends: under load the batches grow,
 * when idle each request is written on its own. A failed write is retried with a growing pause while its
 * callers wait; an add() that waits longer than maxWaitMs, or that finds maxPending events already waiting,
 * is refused with EventsNotStored and its events are forgotten (its caller answers "not stored").
 */
export class EventBuffer<T> {
  #queue: Entry<T>[] = [];
  #queued = 0;
  #flushing: Promise<void> | undefined;
  #failures = 0;
  #stats = { stored: 0, refused: 0, failedFlushes: 0 };

  constructor(
    private readonly write: (events: T[]) => Promise<void>,
    private readonly logger: Logger,
    private readonly options: BufferOptions,
  ) {}

  /** Resolves when the events are stored; rejects with EventsNotStored when they will not be. */
  add(events: readonly T[]): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    if (this.#queued + events.length > this.options.maxPending) {
      this.#stats.refused += events.length;
      return Promise.reject(new EventsNotStored("too many events wait to be stored"));
    }
    return new Promise((stored, refused) => {
      this.#queue.push({ events, addedAt: Date.now(), stored, refused });
      this.#queued += events.length;
      // setImmediate: the requests already read in this turn of the event loop join the same transaction.
      this.#flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.#drain());
    });
  }

  /** Writes batch after batch until nothing waits; one drain runs at a time. */
  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) {
        this.#refuseExpired();
        const batch = this.#takeBatch();
        if (batch.length === 0) continue;
        const events = batch.flatMap((entry) => entry.events);
        try {
          await this.write(events);
        } catch (error) {
          this.#stats.failedFlushes += 1;
          this.#failures += 1;
          this.#queue.unshift(...batch);
          this.#queued += events.length;
          const pauseMs = this.options.retryMs * 2 ** Math.min(this.#failures - 1, 4);
          this.logger.error({ err: error, waiting: this.#queued, retryInMs: pauseMs }, "analytics write failed");
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
          continue;
        }
        this.#failures = 0;
        this.#stats.stored += events.length;
        for (const entry of batch) entry.stored();
      }
    } finally {
      this.#flushing = undefined;
    }
  }

  /** Whole entries from the head of the queue, up to maxBatch events (at least one entry). */
  #takeBatch(): Entry<T>[] {
    let events = 0;
    let count = 0;
    for (const entry of this.#queue) {
      if (count > 0 && events + entry.events.length > this.options.maxBatch) break;
      events += entry.events.length;
      count++;
    }
    this.#queued -= events;
    return this.#queue.splice(0, count);
  }

  #refuseExpired() {
    const oldest = Date.now() - this.options.maxWaitMs;
    const expired = this.#queue.filter((entry) => entry.addedAt < oldest);
    if (expired.length === 0) return;
    this.#queue = this.#queue.filter((entry) => entry.addedAt >= oldest);
    for (const entry of expired) {
      this.#queued -= entry.events.length;
      this.#stats.refused += entry.events.length;
      entry.refused(new EventsNotStored(`not stored within ${this.options.maxWaitMs} ms`));
    }
  }

  /** Resolves once nothing waits: everything added before was stored or refused (called on shutdown). */
  async close(): Promise<void> {
    while (this.#flushing) await this.#flushing;
  }

  stats(): BufferStats {
    return { pending: this.#queued, ...this.#stats };
  }
}
