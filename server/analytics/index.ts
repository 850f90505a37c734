import type { Logger } from "../config/logger";
import type { DatabaseHandle } from "../db/database";
import { type BufferOptions, EventBuffer } from "./ingest/buffer";
import { issueLeadRef } from "./ingest/lead-refs";
import { prune, type Retention } from "./ingest/prune";
import type { StoredEvent } from "./ingest/rollup";
import { deleteOldSalts, type SaltStore, saltStore } from "./ingest/salts";
import { storeEvents } from "./ingest/store";
import { keepVisitColumnsIn, limitVisitColumns } from "./reports/visit-columns/cache";
import { dayOf } from "./time";

export interface Analytics {
  salts: SaltStore;
  buffer: EventBuffer<StoredEvent>;
  /** The reference code for `visitor`'s next WhatsApp hand-over (lead-refs.ts). */
  issueLeadRef(visitor: string, now: number): Promise<string>;
  /** How long what is stored is kept (a report's range is at most what the daily rollups keep). */
  retention: Retention;
  /** Writes what waits; called on shutdown before the database closes. */
  close(): Promise<void>;
}

/**
 * A transaction holds at most 2,000 events (a few tens of ms); 50,000 may wait (a few MB), each caller at most
 * 10 s, long enough to ride out a database restart.
 */
const DEFAULTS: BufferOptions = { maxBatch: 2000, maxPending: 50_000, maxWaitMs: 10_000, retryMs: 100 };
const HOUR_MS = 60 * 60 * 1000;

export interface AnalyticsOptions {
  /** How long what is stored is kept. */
  retention: Retention;
  /** MiB the filtered views' visit columns may hold (ANALYTICS_MEMORY_MB); unset, DEFAULT_MEMORY_MB. */
  memoryMB?: number;
  /** Where the visit columns of the final days are kept across restarts (DATA_DIR/visit-columns); unset, nowhere. */
  columnsFolder?: string;
  buffer?: Partial<BufferOptions>;
}

/**
 * The write side of the analytics: salts for the visitor pseudonyms, the buffer in front of the
 * database (group commit: see buffer.ts), and a daily pruning of what is older than the retention period;
 * and the memory (and the folder) the filtered views of the database may hold their columns in.
 */
export function createAnalytics({ db, dialect }: DatabaseHandle, logger: Logger, options: AnalyticsOptions): Analytics {
  if (options.memoryMB !== undefined) limitVisitColumns(db, options.memoryMB * 2 ** 20);
  if (options.columnsFolder !== undefined) {
    keepVisitColumnsIn(db, options.columnsFolder, (error) =>
      logger.warn({ err: error }, "visit columns file not read or written; the visit rows are read instead"),
    );
  }
  const buffer = new EventBuffer(storeEvents(db, dialect), logger, { ...DEFAULTS, ...options.buffer });
  // Pruning runs on its own schedule, never inside a write that visitors' requests wait for: at start,
  // then hourly (the first run of each day does the work); old salts go within the hour even when no
  // visitor comes to bring in the next day's salt.
  let prunedOn = "";
  const cleanUp = async () => {
    const now = Date.now();
    await deleteOldSalts(db, now).catch((error: unknown) => logger.error({ err: error }, "deleting old salts failed"));
    if (dayOf(now) === prunedOn) return;
    await prune(db, now, options.retention).then(
      () => {
        prunedOn = dayOf(now);
      },
      (error: unknown) => logger.error({ err: error }, "analytics pruning failed; retried within the hour"),
    );
  };
  const cleaning = cleanUp();
  const cleanupTimer = setInterval(() => void cleanUp(), HOUR_MS);
  cleanupTimer.unref();
  return {
    salts: saltStore(db, logger),
    buffer,
    issueLeadRef: (visitor, now) => issueLeadRef(db, visitor, now),
    retention: options.retention,
    close: async () => {
      clearInterval(cleanupTimer);
      await cleaning;
      await buffer.close();
    },
  };
}
