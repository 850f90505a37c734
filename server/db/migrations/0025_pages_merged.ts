import type { Kysely, Migration } from "kysely";
import { filterText, parseFilter } from "../../../app/analytics/filters";
import { LOCALES } from "../../../app/i18n/locales";
import { type DailyRowTables, renameDailyRows } from "./renamed-daily-rows";

/** What this migration reads and writes, as the tables are when it runs. */
interface PagesMerged extends DailyRowTables {
  leads: { ref: string; entry_page: string };
  saved_views: { id: string; query: string };
}

const COLUMNS = ["entry_page", "exit_page"] as const;

/** A language's prefix at the start of a path (the default language has none, and no other page starts so). */
const PREFIX = new RegExp(`^/(${LOCALES.join("|")})(?=/|$)`);

/**
 * A page with its languages merged, as the ingest's `mergedPage` names it, without the build's settings (an
 * operator's command migrates without them): `/ja/about` is `/about`, `/ja` is `/`.
 */
const mergedPage = (page: string) => {
  const prefix = PREFIX.exec(page)?.[0];
  return prefix ? page.slice(prefix.length) || "/" : page;
};

/**
 * Entry and exit pages with their languages merged, as the pages viewed always were (docs/ANALYTICS.md, "Pages"):
 * `/ja/about` is `/about`, and the visit's language says which version. Stored visits, leads' entry pages and the
 * daily breakdowns' entry and exit rows are named anew (rows that become one are added up); a saved view's filter
 * on one language version of an entry or exit page filters by the page.
 */
export const pagesMerged: Migration = {
  async up(db: Kysely<PagesMerged>) {
    for (const column of COLUMNS) {
      // The pages named in the visits kept, and in the daily rows of days whose visits are gone.
      const inVisits = await db.selectFrom("analytics_visits").select(column).distinct().execute();
      const inRows = await db
        .selectFrom("analytics_breakdown_daily")
        .select("value")
        .distinct()
        .where("dimension", "=", column)
        .execute();
      const renamed = new Map<string, string>();
      for (const page of [...inVisits.map((row) => row[column]), ...inRows.map((row) => row.value)]) {
        if (page.startsWith("/") && mergedPage(page) !== page) renamed.set(page, mergedPage(page));
      }
      for (const [from, to] of renamed) {
        await db.updateTable("analytics_visits").set(column, to).where(column, "=", from).execute();
      }
      await renameDailyRows(db, column, renamed);
    }

    const leadPages = await db.selectFrom("leads").select("entry_page").distinct().execute();
    for (const { entry_page: page } of leadPages) {
      if (!page.startsWith("/") || mergedPage(page) === page) continue;
      await db
        .updateTable("leads")
        .set({ entry_page: mergedPage(page) })
        .where("entry_page", "=", page)
        .execute();
    }

    for (const view of await db.selectFrom("saved_views").select(["id", "query"]).execute()) {
      const query = new URLSearchParams(view.query);
      const filters = query.getAll("filter").map((text) => {
        const filter = parseFilter(text);
        if ("problem" in filter || filter.contains || !COLUMNS.some((column) => column === filter.dimension))
          return text;
        return filterText({ ...filter, value: mergedPage(filter.value) });
      });
      query.delete("filter");
      for (const filter of filters) query.append("filter", filter);
      const rewritten = query.toString();
      if (rewritten !== view.query)
        await db.updateTable("saved_views").set({ query: rewritten }).where("id", "=", view.id).execute();
    }
  },
};
