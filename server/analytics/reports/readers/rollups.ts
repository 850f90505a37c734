import type { Kysely } from "kysely";
import type { Dimension } from "../../../../app/analytics/dimensions";
import type { DayRange } from "../../../../app/analytics/periods";
import type { Database } from "../../../db/schema";
import { NO_TOTALS, type Totals, totalsOf } from "../figures";
import type { View } from "../view";
import { leadsWithin, recentEventsOf, TOP, type ViewReader } from "./view-reader";

/**
 * The reader of a view without filters: the daily rollups, a few rows per day whatever the traffic
 * (decision 010). Visits, visitors, page views and time per day come from the traffic rollup; bounces,
 * conversions and every breakdown from the breakdown rollup (its channel rows count every visit once,
 * since every visit has exactly one channel).
 */

/** What the breakdown rollup keeps of each dimension: the public ones and the contact-form funnel. */
type RollupDimension = Dimension | "funnel";

/** The sums of the rollup's figures for `dimension` over `range`: the one query every report reads. */
function sums(db: Kysely<Database>, dimension: RollupDimension, { from, to }: DayRange) {
  return db
    .selectFrom("analytics_breakdown_daily")
    .select((eb) => [
      eb.fn.sum<number>("visits").as("visits"),
      eb.fn.sum<number>("visitors").as("visitors"),
      eb.fn.sum<number>("page_views").as("page_views"),
      eb.fn.sum<number>("bounces").as("bounces"),
      eb.fn.sum<number>("duration_ms").as("duration_ms"),
      eb.fn.sum<number>("conversions").as("conversions"),
    ])
    .where("dimension", "=", dimension)
    .where("day", ">=", from)
    .where("day", "<=", to);
}

/** The sums per value of `dimension`, values without visits left out. */
function grouped(db: Kysely<Database>, dimension: RollupDimension, range: DayRange) {
  return sums(db, dimension, range)
    .select("value")
    .groupBy("value")
    .having((eb) => eb.fn.sum("visits"), ">", 0);
}

/** Visits per value of a dimension, unpaged (the contact-form funnel's steps). */
async function visitsPerValue(db: Kysely<Database>, dimension: RollupDimension, range: DayRange) {
  const rows = await grouped(db, dimension, range).execute();
  return new Map(rows.map((row) => [row.value, Number(row.visits)]));
}

/** Every report of a view but its hours, which the daily rollups cannot tell. */
export function rollupReader(db: Kysely<Database>, { range }: View): Omit<ViewReader, "hours"> {
  const { from, to } = range;
  const traffic = (column: "device" | "country") =>
    db
      .selectFrom("analytics_traffic_daily")
      .select((eb) => [eb.ref(column).as("value"), eb.fn.sum<number>("visitors").as("visitors")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy(column);
  return {
    async days() {
      const byDay = new Map<string, Totals>();
      const [traffic, channels, funnel] = await Promise.all([
        db
          .selectFrom("analytics_traffic_daily")
          .select((eb) => [
            "day",
            eb.fn.sum<number>("visits").as("visits"),
            eb.fn.sum<number>("visitors").as("visitors"),
            eb.fn.sum<number>("page_views").as("page_views"),
            eb.fn.sum<number>("duration_ms").as("duration_ms"),
          ])
          .where("day", ">=", from)
          .where("day", "<=", to)
          .groupBy("day")
          .execute(),
        sums(db, "channel", range).select("day").groupBy("day").execute(),
        visitsPerValue(db, "funnel", range),
      ]);
      const engagement = new Map(channels.map((row) => [row.day, totalsOf(row)]));
      for (const row of traffic) {
        const visits = engagement.get(row.day) ?? NO_TOTALS;
        byDay.set(row.day, {
          ...totalsOf({ ...row, bounces: 0, conversions: 0 }),
          bounces: visits.bounces,
          conversions: visits.conversions,
        });
      }
      return { byDay, funnel };
    },

    async visits() {
      // Sums over no rows are null: no visits.
      return totalsOf(await sums(db, "channel", range).executeTakeFirstOrThrow()).visits;
    },

    async groups(dimension, page) {
      const [rows, count] = await Promise.all([
        grouped(db, dimension, range)
          .orderBy(page.order ?? "visits", "desc")
          .orderBy("value")
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        db
          .selectFrom(grouped(db, dimension, range).as("rows"))
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },

    async tops() {
      const [pages, devices, countries] = await Promise.all([
        // The page breakdown's rows, as a filtered view reads them: pages in the default language's form.
        grouped(db, "page", range).orderBy("page_views", "desc").orderBy("value").limit(TOP).execute(),
        traffic("device").execute(),
        traffic("country").orderBy("visitors", "desc").orderBy("value").limit(TOP).execute(),
      ]);
      return {
        pages: pages.map((row) => ({ page: row.value, views: row.page_views })),
        devices: devices.map((row) => ({ device: row.value, visitors: row.visitors })),
        countries: countries.map((row) => ({ country: row.value, visitors: row.visitors })),
      };
    },

    recentEvents: () => recentEventsOf(db, range).execute(),

    leads: async () => leadsWithin(db, range),
  };
}
