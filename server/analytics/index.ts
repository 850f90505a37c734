import type { Logger } from "../config/logger";
import type { DatabaseHandle } from "../db/database";
import { type BufferOptions, EventBuffer } from "./buffer";
import { prune, type Retention } from "./prune";
import type { StoredEvent } from "./rollup";
import { deleteOldSalts, type SaltStore, saltStore } from "./salts";
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
  /** How long what is stored is kept. */
  retention: Retention;
  buffer?: Partial<BufferOptions>;
}

/**
 * The write side of the analytics: salts for the visitor pseudonyms, the buffer in front of the
 * database, and a daily pruning of what is older than the retention period.
 */
export function createAnalytics({ db, dialect }: DatabaseHandle, logger: Logger, options: AnalyticsOptions): Analytics {
  const store = storeEvents(db, dialect);
  let prunedOn = "";
  const write = async (events: StoredEvent[]) => {
    await store(events);
    const now = Date.now();
    if (dayOf(now) !== prunedOn) {
      prunedOn = dayOf(now);
      await prune(db, now, options.retention).catch((error: unknown) => {
        prunedOn = "";
        logger.error({ err: error }, "analytics pruning failed; retried with the next flush");
      });
    }
  };
  const buffer = new EventBuffer(write, logger, { ...DEFAULTS, ...options.buffer });
  // Old salts go within the hour even when no visitor comes to bring in the next day's salt.
  const saltCleanup = setInterval(
    () => {
      deleteOldSalts(db, Date.now()).catch((error: unknown) =>
        logger.error({ err: error }, "deleting old salts failed"),
      );
    },
    60 * 60 * 1000,
  );
  saltCleanup.unref();
  return {
    salts: saltStore(db, logger),
    buffer,
    close: () => {
      clearInterval(saltCleanup);
      return buffer.close();
    },
  };
}
