import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { beforeMigration, homePageVisit } from "../../../tests/support/migrations";
import { testDatabases } from "../../../tests/support/test-databases";
import { migrate } from "../database";
import type { AnalyticsVisitsTable, Database } from "../schema";

type Older = Omit<Database, "analytics_visits"> & { analytics_visits: Omit<AnalyticsVisitsTable, "converted"> };

function visit(id: string, goals: string) {
  const { converted: _converted, ...stored } = homePageVisit(id, id, Date.parse("2026-11-21T01:00:00Z"));
  return { ...stored, goals };
}

describe.each(testDatabases("conversion-goals"))("0026_conversion_goals on $name", (target) => {
  it("converts the stored visits that reached any goal, as every goal counted then, and lists two that do not count now", async () => {
    await beforeMigration(target, "0026", async (db) => {
      await (db as unknown as Kysely<Older>)
        .insertInto("analytics_visits")
        .values([visit("v1", "whatsapp_handover"), visit("v2", ""), visit("v3", "g.abcdefghijkl")])
        .execute();
      expect(await migrate(db)).toContain("0026_conversion_goals");
      const visits = await db.selectFrom("analytics_visits").select(["id", "converted"]).orderBy("id").execute();
      expect(visits).toEqual([
        { id: "v1", converted: 1 },
        { id: "v2", converted: 0 },
        { id: "v3", converted: 1 },
      ]);
      // From now on, the CV link and social networks' links are goals but no conversions.
      const notConverting = await db.selectFrom("analytics_non_conversions").select("goal").orderBy("goal").execute();
      expect(notConverting.map((row) => row.goal)).toEqual(["cv_click", "social_click"]);
    });
  });
});
