import { randomBytes } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { SecurityEvent } from "../../app/admin/types";
import type { SecurityEventType } from "../../app/security/event-types";
import type { DropLog } from "../config/drop-log";
import type { Database } from "../db/schema";
import { refusalRecorder } from "./refusals";

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

/** Selects the events anyone can cause (`reported`) or the server's own record. */
const ofKind = (reported: boolean) => (eb: ExpressionBuilder<Database, "security_events">) => {
  const matches = REPORTED_PREFIXES.map((prefix) => eb("type", "like", `${prefix}%`));
  return reported ? eb.or(matches) : eb.not(eb.or(matches));
};

const asEvent = (
  row: { type: string; occurred_at: number | string; details: string } | undefined,
): SecurityEvent | null =>
  row
    ? {
        type: row.type,
        timestamp: new Date(Number(row.occurred_at)).toISOString(),
        details: JSON.parse(row.details) as Record<string, unknown>,
      }
    : null;

/**
 * The security log in the database: what the server saw (sign-ins, refusals) and what anyone can cause at
 * will (reports, refused requests). Each of the two is bounded to `limit` events on its own, so that a flood
 * of the latter can never push the server's record of a sign-in attack out of the log.
 */
export function securityLog(
  db: Kysely<Database>,
  {
    limit = SECURITY_LOG_LIMIT,
    unrecorded,
  }: {
    limit?: number;
    /** Where refused requests beyond their per-client limit are counted instead (refusals.ts). */
    unrecorded: DropLog;
  },
) {
  const writes = { reported: 0, server: 0 };
  const pruneEvery = Math.max(1, Math.floor(limit / 100));
  const reported = (type: string) => REPORTED_PREFIXES.some((prefix) => type.startsWith(prefix));
  const prune = async (ofReports: boolean) => {
    const kind = ofKind(ofReports);
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

  const record = async (
    type: SecurityEventType | `client.${string}`,
    details: Record<string, unknown> = {},
    at = Date.now(),
  ): Promise<void> => {
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
  };

  return {
    record,
    /** Records a refused request of a client (its keyed name), a limited number a minute. */
    refused: refusalRecorder(db, record, unrecorded),

    /** The latest `limit` events since `since` (epoch ms), newest first: the list the security panel opens. */
    async events(since: number, limit: number): Promise<SecurityEvent[]> {
      const rows = await db
        .selectFrom("security_events")
        .selectAll()
        .where("occurred_at", ">=", since)
        .orderBy("occurred_at", "desc")
        .limit(limit)
        .execute();
      return rows.flatMap((row) => asEvent(row) ?? []);
    },

    /**
     * How many events arrived since `since` (epoch ms) and how many of them were staff signing in, the latest of
     * the server's own record and the latest of those anyone can cause.
     */
    async summary(since: number): Promise<{
      eventCount: number;
      signInCount: number;
      lastServerEvent: SecurityEvent | null;
      lastReportedEvent: SecurityEvent | null;
    }> {
      const latest = (reported: boolean) =>
        db
          .selectFrom("security_events")
          .selectAll()
          .where(ofKind(reported))
          .orderBy("occurred_at", "desc")
          .limit(1)
          .executeTakeFirst();
      const [count, server, reported] = await Promise.all([
        db
          .selectFrom("security_events")
          .select((eb) => [
            eb.fn.countAll<number | string>().as("count"),
            eb.fn
              .sum<number | string | null>(eb.case().when("type", "=", "auth.signed_in").then(1).else(0).end())
              .as("signIns"),
          ])
          .where("occurred_at", ">=", since)
          .executeTakeFirstOrThrow(),
        latest(false),
        latest(true),
      ]);
      return {
        eventCount: Number(count.count),
        signInCount: Number(count.signIns ?? 0),
        lastServerEvent: asEvent(server),
        lastReportedEvent: asEvent(reported),
      };
    },
  };
}

export type SecurityLog = ReturnType<typeof securityLog>;
