import type { Kysely } from "kysely";
import type { Logger } from "../config/logger";
import type { Database } from "../db/schema";
import { type BufferOptions, EventBuffer } from "./buffer";
import { prune, type StoredEvent } from "./rollup";
import { type SaltStore, saltStore } from "./salts";
import { storeEvents } from "./store";
import { dayOf } from "./time";

export interface Analytics {
  salts: SaltStore;
  buffer: EventBuffer<StoredEvent>;
  /** Writes what waits; called on shutdown before the database closes. */
  close(): Promise<void>;
}

const DEFAULTS: BufferOptions = { intervalMs: 1000, flushAt: 500, maxPending: 200_000 };

export interface AnalyticsOptions {
  /** Days raw events and visits are kept (ANALYTICS_RETENTION_DAYS); rollups stay. */
  retentionDays: number;
  buffer?: Partial<BufferOptions>;
}

/**
 * The write side of the analytics: salts for the visitor pseudonyms, the buffer in front of the
 * database, and a daily pruning of what is older than the retention period.
 */
export function createAnalytics(db: Kysely<Database>, logger: Logger, options: AnalyticsOptions): Analytics {
  const store = storeEvents(db);
  let prunedOn = "";
  const write = async (events: StoredEvent[]) => {
    await store(events);
    const now = Date.now();
    if (dayOf(now) !== prunedOn) {
      prunedOn = dayOf(now);
      await prune(db, now, options.retentionDays).catch((error: unknown) => {
        prunedOn = "";
        logger.error({ err: error }, "analytics pruning failed; retried with the next flush");
      });
    }
  };
  const buffer = new EventBuffer(write, logger, { ...DEFAULTS, ...options.buffer });
  return { salts: saltStore(db, logger), buffer, close: () => buffer.close() };
}
