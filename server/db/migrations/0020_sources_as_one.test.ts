import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { beforeMigration, homePageVisit } from "../../../tests/support/migrations";
import { testDatabases } from "../../../tests/support/test-databases";
import { migrate } from "../database";
import type { AnalyticsVisitsTable, Database } from "../schema";

/** The tables as they were then: visits had no journey yet, nor whether they converted. */
type Older = Omit<Database, "analytics_visits"> & {
  analytics_visits: Omit<AnalyticsVisitsTable, "journey" | "converted">;
};

const at = (time: string) => Date.parse(`2026-11-21T${time}:00Z`);

/**
 * A stored visit of `visitor` on 2026-11-21 with the source and UTM source older versions gave it (and without
 * the journey and the conversion, which later versions keep).
 */
function visit(id: string, visitor: string, time: string, source: string, utm_source = "") {
  const { journey: _journey, converted: _converted, ...stored } = homePageVisit(id, visitor, at(time));
  return { ...stored, source, utm_source, channel: utm_source ? "referral" : "search" };
}

const row = (day: string, value: string, visits: number, visitors: number) => ({
  dimension: "source",
  day,
  value,
  visits,
  visitors,
  page_views: visits,
  bounces: 0,
  duration_ms: 0,
  conversions: 0,
});

describe.each(testDatabases("sources-as-one"))("0020_sources_as_one on $name", (target) => {
  it("names stored visits, leads and daily source rows as one source per site and per name", async () => {
    await beforeMigration(target, "0020", async (db) => {
      await (db as unknown as Kysely<Older>)
        .insertInto("analytics_visits")
        .values([
          // One visitor from Google twice: by a UTM tag and by a search.
          visit("v1", "a", "01:00", "google", "google"),
          visit("v2", "a", "02:00", "Google"),
          // A partner's link tagged two ways, "Partner" first.
          visit("v3", "b", "03:00", "Partner", "Partner"),
          visit("v4", "c", "04:00", "partner", "partner"),
          // A site linked both ways keeps the name its links gave it.
          visit("v5", "d", "05:00", "kompas.com"),
          visit("v6", "e", "06:00", "Kompas.com", "Kompas.com"),
        ])
        .execute();
      await db
        .insertInto("analytics_breakdown_daily")
        .values([
          row("2026-11-21", "google", 1, 1),
          row("2026-11-21", "Google", 1, 1),
          row("2026-11-21", "Partner", 1, 1),
          row("2026-11-21", "partner", 1, 1),
          // A day whose visits are no longer kept: its rows are added up as they are.
          row("2025-01-10", "google", 2, 2),
          row("2025-01-10", "Google", 3, 3),
        ])
        .execute();
      await db
        .insertInto("leads")
        .values({
          ref: "ND-P4RTN3",
          created_at: at("04:05"),
          visit_id: "v4",
          service: "web-development",
          locale: "en",
          source: "partner",
          channel: "referral",
          utm_campaign: "",
          entry_page: "/",
          country: "ID",
          device: "desktop",
          status: "open",
        })
        .execute();

      expect(await migrate(db)).toContain("0020_sources_as_one");

      const visits = await db.selectFrom("analytics_visits").select(["id", "source"]).orderBy("id").execute();
      expect(visits.map((stored) => stored.source)).toEqual([
        "Google",
        "Google",
        "Partner",
        "Partner",
        "kompas.com",
        "Kompas.com",
      ]);
      const rows = await db
        .selectFrom("analytics_breakdown_daily")
        .select(["day", "value", "visits", "visitors"])
        .where("dimension", "=", "source")
        .orderBy("day")
        .orderBy("value")
        .execute();
      expect(rows).toEqual([
        { day: "2025-01-10", value: "Google", visits: 5, visitors: 5 },
        // The same visitor came by both names: once.
        { day: "2026-11-21", value: "Google", visits: 2, visitors: 1 },
        { day: "2026-11-21", value: "Partner", visits: 2, visitors: 2 },
      ]);
      expect((await db.selectFrom("leads").select("source").executeTakeFirstOrThrow()).source).toBe("Partner");
      expect(await db.selectFrom("analytics_source_names").selectAll().orderBy("folded").execute()).toEqual([
        { folded: "kompas.com", name: "Kompas.com" },
        { folded: "partner", name: "Partner" },
      ]);
    });
  });
});
