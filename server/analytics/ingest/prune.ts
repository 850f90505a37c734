import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { forgetVisitDays, forgetVisitDaysBefore } from "../reports/visit-columns/cache";
import { DAY_MS, dayOf, hourOf } from "../time";
import { pruneIssuedRefs } from "./lead-refs";

/** How long the analytics keep what they store, in days. */
export interface Retention {
  /** Raw events, visits and the hourly rollups (ANALYTICS_RETENTION_DAYS). */
  eventDays: number;
  /** The daily rollups, which the dashboard reads, and the leads (ANALYTICS_ROLLUP_RETENTION_DAYS). */
  rollupDays: number;
}

/**
 * Deletes what is older than its retention period: raw events, visits and hourly rollups after
 * `eventDays`, daily rollups (the breakdowns' among them) and leads after `rollupDays`, lead codes issued and
 * never used after two days, and the pseudonyms of days before yesterday (which only tell whether a visitor
 * was already counted that day).
 */
export async function prune(db: Kysely<Database>, now: number, { eventDays, rollupDays }: Retention): Promise<void> {
  const cutoff = now - eventDays * DAY_MS;
  await db.deleteFrom("analytics_events").where("occurred_at", "<", cutoff).execute();
  await db.deleteFrom("analytics_visits").where("last_seen_at", "<", cutoff).execute();
  // The one day whose visits may be partly gone, but still within a filtered view's reach; the columns of the
  // days before it, in memory and on disk, are gone with their visits.
  forgetVisitDays(db, [dayOf(cutoff)], now);
  await forgetVisitDaysBefore(db, dayOf(cutoff));
  await db.deleteFrom("analytics_traffic_hourly").where("hour", "<", hourOf(cutoff)).execute();
  const firstDay = dayOf(now - rollupDays * DAY_MS);
  for (const table of ["analytics_traffic_daily", "analytics_breakdown_daily"] as const) {
    await db.deleteFrom(table).where("day", "<", firstDay).execute();
  }
  await db
    .deleteFrom("leads")
    .where("created_at", "<", now - rollupDays * DAY_MS)
    .execute();
  await pruneIssuedRefs(db, now);
  await db
    .deleteFrom("analytics_visitors_daily")
    .where("day", "<", dayOf(now - DAY_MS))
    .execute();
}
