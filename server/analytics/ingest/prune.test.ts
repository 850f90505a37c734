import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/test-databases";
import { DAY_MS } from "../time";
import { handoverRefs, recordIssuedRefs } from "./lead-refs";
import { prune } from "./prune";
import type { StoredEvent } from "./rollup";
import { storeEvents } from "./store";

const [sqlite] = testDatabases("analytics-prune");
const NOW = Date.parse("2026-11-21T05:00:00Z");

const event = (daysAgo: number, visitor: string, name = "page_view", properties = "{}"): StoredEvent => ({
  occurred_at: NOW - daysAgo * DAY_MS,
  name,
  visitor,
  page: "/",
  properties,
  device: "desktop",
  country: "ID",
});

describe("pruning", () => {
  const suite = migratedDatabase(sqlite);

  it("keeps raw events, visits and hourly rollups for the event retention, daily rollups and leads for the rollup retention", async () => {
    const events = [
      event(40, "older"),
      event(40, "older", "whatsapp_handover", '{"ref":"ND-0LD000"}'),
      event(20, "old"),
      event(20, "old", "whatsapp_handover", '{"ref":"ND-KEPT00"}'),
      event(5, "recent"),
      event(0, "today"),
    ];
    await recordIssuedRefs(suite.database.db, handoverRefs(events));
    await storeEvents(suite.database.db, suite.database.dialect)(events);
    await prune(suite.database.db, NOW, { eventDays: 10, rollupDays: 30 });
    const db = suite.database.db;
    const names = (rows: { visitor: string }[]) => rows.map((row) => row.visitor).sort();
    expect(names(await db.selectFrom("analytics_events").select("visitor").execute())).toEqual(["recent", "today"]);
    expect((await db.selectFrom("leads").select("ref").execute()).map((row) => row.ref)).toEqual(["ND-KEPT00"]);
    expect(names(await db.selectFrom("analytics_visits").select("visitor").execute())).toEqual(["recent", "today"]);
    // Pseudonyms are kept for today and yesterday only.
    expect(names(await db.selectFrom("analytics_visitors_daily").select("visitor").execute())).toEqual(["today"]);
    const sum = (rows: { views?: number; page_views?: number }[]) =>
      rows.reduce((total, row) => total + Number(row.views ?? row.page_views), 0);
    // Each table held one row per event's hour or day; what is left is what is recent enough.
    expect(sum(await db.selectFrom("analytics_traffic_hourly").select("page_views").execute())).toBe(2);
    expect(sum(await db.selectFrom("analytics_traffic_daily").select("page_views").execute())).toBe(3);
    const visits = await db
      .selectFrom("analytics_breakdown_daily")
      .select("visits")
      .where("dimension", "=", "channel")
      .execute();
    expect(visits.reduce((total, row) => total + row.visits, 0)).toBe(3);
  });
});
