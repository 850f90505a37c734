import type { Kysely } from "kysely";
import type { Logger } from "../config/logger";
import type { AnalyticsEventsTable, Database } from "../db/schema";
import { type BufferOptions, EventBuffer } from "./buffer";
import { type SaltStore, saltStore } from "./salts";
import { storeEvents } from "./store";

export interface Analytics {
  salts: SaltStore;
  buffer: EventBuffer<AnalyticsEventsTable>;
  /** Writes what waits; called on shutdown before the database closes. */
  close(): Promise<void>;
}

const DEFAULTS: BufferOptions = { intervalMs: 1000, flushAt: 500, maxPending: 200_000 };

/** The write side of the analytics: salts for the visitor pseudonyms and the buffer in front of the database. */
export function createAnalytics(db: Kysely<Database>, logger: Logger, options: Partial<BufferOptions> = {}): Analytics {
  const buffer = new EventBuffer(storeEvents(db), logger, { ...DEFAULTS, ...options });
  return { salts: saltStore(db, logger), buffer, close: () => buffer.close() };
}
