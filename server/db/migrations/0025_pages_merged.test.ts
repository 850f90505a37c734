import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { beforeMigration, homePageVisit } from "../../../tests/support/migrations";
import { testDatabases } from "../../../tests/support/test-databases";
import { migrate } from "../database";
import type { AnalyticsVisitsTable, Database } from "../schema";

/** The tables as they were then: visits did not keep whether they converted. */
type Older = Omit<Database, "analytics_visits"> & { analytics_visits: Omit<AnalyticsVisitsTable, "converted"> };

const at = (time: string) => Date.parse(`2026-11-21T${time}:00Z`);

/**
 * A stored visit of `visitor` on 2026-11-21 that entered and left where older versions wrote it (without whether it
 * converted, which later versions keep).
 */
function visit(id: string, visitor: string, time: string, entry: string, exit: string) {
  const { converted: _converted, ...stored } = homePageVisit(id, visitor, at(time));
  return { ...stored, entry_page: entry, exit_page: exit, page_views: 2 };
}

const row = (dimension: string, day: string, value: string, visits: number, visitors: number) => ({
  dimension,
  day,
  value,
  visits,
  visitors,
  page_views: 2 * visits,
  bounces: 0,
  duration_ms: 1000 * visits,
  conversions: 0,
});

describe.each(testDatabases("pages-merged"))("0025_pages_merged on $name", (target) => {
  it("merges the languages of stored entry and exit pages, leads' entry pages, daily rows and saved views", async () => {
    await beforeMigration(target, "0025", async (db) => {
      await (db as unknown as Kysely<Older>)
        .insertInto("analytics_visits")
        .values([
          // One visitor entered the English and the Japanese About page that day.
          visit("v1", "a", "01:00", "/about", "/contact"),
          visit("v2", "a", "02:00", "/ja/about", "/ja/contact"),
          visit("v3", "b", "03:00", "/id", "/id/services/hr-systems"),
          visit("v4", "c", "04:00", "(not found)", "(not found)"),
        ])
        .execute();
      await db
        .insertInto("analytics_breakdown_daily")
        .values([
          row("entry_page", "2026-11-21", "/about", 1, 1),
          row("entry_page", "2026-11-21", "/ja/about", 1, 1),
          row("entry_page", "2026-11-21", "/id", 1, 1),
          row("exit_page", "2026-11-21", "/contact", 1, 1),
          row("exit_page", "2026-11-21", "/ja/contact", 1, 1),
          // A day whose visits are no longer kept: its rows are added up as they are.
          row("entry_page", "2025-01-10", "/about", 2, 2),
          row("entry_page", "2025-01-10", "/ko/about", 3, 3),
        ])
        .execute();
      await db
        .insertInto("leads")
        .values({
          ref: "ND-P4GES2",
          created_at: at("03:05"),
          visit_id: "v3",
          service: "hr-systems",
          locale: "id",
          source: "Direct / none",
          channel: "direct",
          utm_campaign: "",
          entry_page: "/id",
          country: "ID",
          device: "desktop",
          status: "open",
        })
        .execute();
      await db
        .insertInto("saved_views")
        .values({
          id: "view-1",
          name: "Japanese About",
          query: "period=30d&filter=entry_page%3A%2Fja%2Fabout&filter=exit_page%7E%3A%2Fja&filter=locale%3Aja",
          created_at: at("05:00"),
        })
        .execute();

      expect(await migrate(db)).toContain("0025_pages_merged");

      const visits = await db
        .selectFrom("analytics_visits")
        .select(["entry_page", "exit_page"])
        .orderBy("id")
        .execute();
      expect(visits).toEqual([
        { entry_page: "/about", exit_page: "/contact" },
        { entry_page: "/about", exit_page: "/contact" },
        { entry_page: "/", exit_page: "/services/hr-systems" },
        { entry_page: "(not found)", exit_page: "(not found)" },
      ]);
      const rows = await db
        .selectFrom("analytics_breakdown_daily")
        .select(["dimension", "day", "value", "visits", "visitors", "duration_ms"])
        .orderBy("dimension")
        .orderBy("day")
        .orderBy("value")
        .execute();
      expect(rows.map((stored) => ({ ...stored, duration_ms: Number(stored.duration_ms) }))).toEqual([
        { dimension: "entry_page", day: "2025-01-10", value: "/about", visits: 5, visitors: 5, duration_ms: 5000 },
        { dimension: "entry_page", day: "2026-11-21", value: "/", visits: 1, visitors: 1, duration_ms: 1000 },
        // The same visitor entered both versions: once.
        { dimension: "entry_page", day: "2026-11-21", value: "/about", visits: 2, visitors: 1, duration_ms: 2000 },
        { dimension: "exit_page", day: "2026-11-21", value: "/contact", visits: 2, visitors: 1, duration_ms: 2000 },
      ]);
      expect((await db.selectFrom("leads").select("entry_page").executeTakeFirstOrThrow()).entry_page).toBe("/");
      const saved = await db.selectFrom("saved_views").select("query").executeTakeFirstOrThrow();
      // A contains-filter is a text, not a page: it stays as typed.
      expect(new URLSearchParams(saved.query).getAll("filter")).toEqual([
        "entry_page:/about",
        "exit_page~:/ja",
        "locale:ja",
      ]);
    });
  });
});
