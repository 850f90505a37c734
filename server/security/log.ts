import { randomBytes } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "../db/schema";

export interface SecurityEvent {
  type: string;
  /** ISO 8601. */
  timestamp: string;
  details: Record<string, unknown>;
}

/** Events kept (SECURITY_LOG_MAX_EVENTS); older ones are deleted, checked after every hundredth of that. */
export const SECURITY_LOG_LIMIT = 10_000;
/** Longer detail strings (which may come from request headers) are cut. */
const MAX_DETAIL_LENGTH = 200;

const clipped = (details: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      typeof value === "string" && value.length > MAX_DETAIL_LENGTH ? `${value.slice(0, MAX_DETAIL_LENGTH)}…` : value,
    ]),
  );

/**
 * Events anyone can cause at will (browser reports from POST /api/security/log, refused cross-origin
 * requests and API keys) are recorded under these prefixes; the rest is the server's own record.
 */
export const REPORTED_PREFIXES = ["client.", "csp.", "request."] as const;

/**
 * The security log in the database: what the server saw (sign-ins, refusals) and what anyone can cause at
 * will (reports, refused requests). Each of the two is bounded to `limit` events on its own, so that a flood
 * of the latter can never push the server's record of a sign-in attack out of the log.
 */
export function securityLog(db: Kysely<Database>, limit = SECURITY_LOG_LIMIT) {
  const writes = { reported: 0, server: 0 };
  const pruneEvery = Math.max(1, Math.floor(limit / 100));
  const reported = (type: string) => REPORTED_PREFIXES.some((prefix) => type.startsWith(prefix));
  const prune = async (ofReports: boolean) => {
    const kind = (eb: ExpressionBuilder<Database, "security_events">) => {
      const matches = REPORTED_PREFIXES.map((prefix) => eb("type", "like", `${prefix}%`));
      return ofReports ? eb.or(matches) : eb.not(eb.or(matches));
    };
    const oldestKept = await db
      .selectFrom("security_events")
      .select("occurred_at")
      .where(kind)
      .orderBy("occurred_at", "desc")
      .offset(limit - 1)
      .limit(1)
      .executeTakeFirst();
    if (oldestKept) {
      await db.deleteFrom("security_events").where(kind).where("occurred_at", "<", oldestKept.occurred_at).execute();
    }
  };

  return {
    async record(type: string, details: Record<string, unknown> = {}, at = Date.now()): Promise<void> {
      await db
        .insertInto("security_events")
        .values({
          id: randomBytes(12).toString("base64url"),
          occurred_at: at,
          type,
          details: JSON.stringify(clipped(details)),
        })
        .execute();
      const ofReports = reported(type);
      const count = ofReports ? ++writes.reported : ++writes.server;
      if (count % pruneEvery === 0) await prune(ofReports);
    },

    /** How many events arrived since `since` (epoch ms) and the latest of all. */
    async summary(since: number): Promise<{ eventCount: number; lastEvent: SecurityEvent | null }> {
      const [count, last] = await Promise.all([
        db
          .selectFrom("security_events")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("occurred_at", ">=", since)
          .executeTakeFirstOrThrow(),
        db.selectFrom("security_events").selectAll().orderBy("occurred_at", "desc").limit(1).executeTakeFirst(),
      ]);
      return {
        eventCount: Number(count.count),
        lastEvent: last
          ? {
              type: last.type,
              timestamp: new Date(Number(last.occurred_at)).toISOString(),
              details: JSON.parse(last.details) as Record<string, unknown>,
            }
          : null,
      };
    },
  };
}

export type SecurityLog = ReturnType<typeof securityLog>;
