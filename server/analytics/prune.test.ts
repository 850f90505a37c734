import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, migrate } from "../db/database";
import { testDatabases } from "../db/test-databases";
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
  let database: DatabaseHandle;
  beforeAll(async () => {
    if (!sqlite) throw new Error("no test database");
    database = await sqlite.open();
    await migrate(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await sqlite?.cleanup();
  });

  it("deletes raw events and visits past the retention period and keeps the rollups", async () => {
    await storeEvents(database.db, database.dialect)([event(20, "old"), event(5, "recent"), event(0, "today")]);
    await prune(database.db, NOW, 10);
    const db = database.db;
    const names = (rows: { visitor: string }[]) => rows.map((row) => row.visitor).sort();
    expect(names(await db.selectFrom("analytics_events").select("visitor").execute())).toEqual(["recent", "today"]);
    expect(names(await db.selectFrom("analytics_visits").select("visitor").execute())).toEqual(["recent", "today"]);
    // Pseudonyms are kept for today and yesterday only.
    expect(names(await db.selectFrom("analytics_visitors_daily").select("visitor").execute())).toEqual(["today"]);
    const views = await db.selectFrom("analytics_pages_daily").select("views").execute();
    expect(views.reduce((sum, row) => sum + row.views, 0)).toBe(3);
  });
});
