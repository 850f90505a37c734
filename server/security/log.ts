import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export interface SecurityEvent {
  type: string;
  /** ISO 8601. */
  timestamp: string;
  details: Record<string, unknown>;
}

/** The security log in the database: what the server saw (sign-ins, refusals) and, later, what browsers report. */
export function securityLog(db: Kysely<Database>) {
  return {
    async record(type: string, details: Record<string, unknown> = {}, at = Date.now()): Promise<void> {
      await db
        .insertInto("security_events")
        .values({ id: randomBytes(12).toString("base64url"), occurred_at: at, type, details: JSON.stringify(details) })
        .execute();
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
