import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../db/test-databases";
import { prune, type StoredEvent } from "./rollup";
import { storeEvents } from "./store";
import { DAY_MS } from "./time";

const [sqlite] = testDatabases("analytics-prune");
const NOW = Date.parse("2026-11-21T05:00:00Z");

const event = (daysAgo: number, visitor: string): StoredEvent => ({
  occurred_at: NOW - daysAgo * DAY_MS,
  name: "page_view",
  visitor,
  page: "/",
  properties: "{}",
  device: "desktop",
  country: "ID",
});

describe("pruning", () => {
  const suite = migratedDatabase(sqlite);

  it("deletes raw events and visits past the retention period and keeps the rollups", async () => {
    await storeEvents(
      suite.database.db,
      suite.database.dialect,
    )([event(20, "old"), event(5, "recent"), event(0, "today")]);
    await prune(suite.database.db, NOW, 10);
    const db = suite.database.db;
    const names = (rows: { visitor: string }[]) => rows.map((row) => row.visitor).sort();
    expect(names(await db.selectFrom("analytics_events").select("visitor").execute())).toEqual(["recent", "today"]);
    expect(names(await db.selectFrom("analytics_visits").select("visitor").execute())).toEqual(["recent", "today"]);
    // Pseudonyms are kept for today and yesterday only.
    expect(names(await db.selectFrom("analytics_visitors_daily").select("visitor").execute())).toEqual(["today"]);
    const views = await db.selectFrom("analytics_pages_daily").select("views").execute();
    expect(views.reduce((sum, row) => sum + row.views, 0)).toBe(3);
  });
});
