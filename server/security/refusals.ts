import type { Kysely } from "kysely";
import type { SecurityEventType } from "../../app/security/event-types";
import type { DropLog } from "../config/drop-log";
import type { Database } from "../db/schema";
import { DatabaseRateLimitStore } from "../http/rate-limit";

/** Refused requests recorded per client a minute; the rest are only counted. */
export const REFUSALS_PER_CLIENT = { limit: 10, windowMs: 60_000 };

type Recorder = (type: SecurityEventType, details: Record<string, unknown>) => Promise<void>;

/**
 * Records refused requests (from another site's page, with a wrong API key). Anyone can cause these at
 * will, so, like the reports of POST /api/security/log, each client (by its keyed name) gets a limited
 * number of records a minute, counted in the shared rate-limit table; the rest are counted in the
 * server's log output (`unrecorded`). The refusal itself is answered as always.
 */
export function refusalRecorder(db: Kysely<Database>, record: Recorder, unrecorded: DropLog) {
  const counts = new DatabaseRateLimitStore(db, "security-refusals", REFUSALS_PER_CLIENT.windowMs);
  return async (
    client: string,
    type: Extract<SecurityEventType, `request.${string}`>,
    details: Record<string, unknown>,
  ): Promise<void> => {
    const { totalHits } = await counts.increment(client);
    if (totalHits <= REFUSALS_PER_CLIENT.limit) await record(type, details);
    else unrecorded.count(type);
  };
}
