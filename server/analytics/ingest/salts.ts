import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "../../config/logger";
import type { Database } from "../../db/schema";
import { DAY_MS, dayOf } from "../time";

/** Deletes the salts of the days before yesterday: no pseudonym of those days can be recomputed after. */
export async function deleteOldSalts(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .deleteFrom("analytics_salts")
    .where("day", "<", dayOf(now - DAY_MS))
    .execute();
}

export interface SaltStore {
  /** The salt of the site's calendar day `time` falls on, created at the first event of that day. */
  saltFor(time: number): Promise<string>;
}

/**
 * Daily random salts, shared through the database by every server process. A salt is used for its own
 * calendar day and deleted when the day after next begins (at most 48 hours after it was created). If the
 * database cannot be reached, the process keeps a salt of its own for the day rather than lose events.
 */
export function saltStore(db: Kysely<Database>, logger: Logger): SaltStore {
  const salts = new Map<string, string>();

  async function load(day: string, time: number): Promise<string> {
    await db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
    const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    await deleteOldSalts(db, time);
    return row.salt;
  }

  // While the database is unreachable, a salt of this process stands in for a minute at a time.
  let fallback: { day: string; salt: string; until: number } | undefined;

  return {
    async saltFor(time) {
      const day = dayOf(time);
      const known = salts.get(day);
      if (known) return known;
      if (fallback && fallback.day === day && time < fallback.until) return fallback.salt;
      try {
        const salt = await load(day, time);
        salts.clear();
        salts.set(day, salt);
        return salt;
      } catch (error) {
        logger.error({ err: error }, "analytics salt unavailable; using a salt of this process for a minute");
        fallback = {
          day,
          salt: fallback?.day === day ? fallback.salt : randomBytes(32).toString("base64url"),
          until: time + 60_000,
        };
        return fallback.salt;
      }
    },
  };
}
