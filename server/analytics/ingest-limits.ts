import type { Kysely } from "kysely";
import { dropLog } from "../config/drop-log";
import type { Logger } from "../config/logger";
import type { Database } from "../db/schema";
import { SharedWindowCounter } from "../http/shared-counter";

export interface IngestLimitSettings {
  /** Events a minute from one client (ANALYTICS_CLIENT_EVENTS_PER_MINUTE). */
  perClient: number;
  /** Events a minute from all clients together (ANALYTICS_EVENTS_PER_MINUTE). */
  total: number;
}

/** Which limit refused a request's events, and in how many seconds its window ends. */
export interface IngestRefusal {
  limit: "client" | "site";
  retryAfterS: number;
}

const WINDOW_MS = 60_000;
const SYNC_MS = 1000;
const EVERYONE = "all";

/**
 * How many analytics events the server takes a minute, from each client and from all together, counted
 * across every server instance (http/shared-counter.ts: in memory, added to the shared table every
 * second). Events over either limit are dropped and counted in the log.
 */
export function ingestLimits(db: Kysely<Database>, logger: Logger, { perClient, total }: IngestLimitSettings) {
  const onSyncError = (error: unknown) =>
    logger.warn({ err: error }, "analytics limits: counts not shared this time, kept for the next try");
  const window = { windowMs: WINDOW_MS, syncMs: SYNC_MS };
  const clients = new SharedWindowCounter(db, "events-client", { limit: perClient, ...window }, onSyncError);
  const site = new SharedWindowCounter(db, "events-site", { limit: total, ...window }, onSyncError);
  const drops = dropLog(
    logger,
    "analytics events dropped over their limits (ANALYTICS_CLIENT_EVENTS_PER_MINUTE, ANALYTICS_EVENTS_PER_MINUTE)",
  );

  return {
    /** Takes `count` events from `client` (its keyed name), or says which limit refuses them. */
    async admit(client: string, count: number, now = Date.now()): Promise<IngestRefusal | undefined> {
      for (const [limit, counter, key] of [
        ["client", clients, client],
        ["site", site, EVERYONE],
      ] as const) {
        const until = await counter.refusal(key, count, now);
        if (until !== undefined) {
          drops.count(limit, count);
          return { limit, retryAfterS: Math.ceil((until - now) / 1000) };
        }
      }
      clients.add(client, count, now);
      site.add(EVERYONE, count, now);
      return undefined;
    },
    close(): void {
      clients.close();
      site.close();
      drops.close();
    },
  };
}

export type IngestLimits = ReturnType<typeof ingestLimits>;
