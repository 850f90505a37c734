import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/test-databases";
import { LIVE_EVENTS, LIVE_WINDOW_MS, liveFigures } from "./live";

const NOW = Date.parse("2026-11-21T05:00:00Z");
const MINUTE = 60_000;

const event = (visitor: string, minutesAgo: number, name = "page_view", page = "/") => ({
  occurred_at: NOW - minutesAgo * MINUTE,
  name,
  visitor,
  page,
  properties: "{}",
  device: "mobile",
  country: "ID",
  visit_id: null,
});

describe.each(testDatabases("analytics-live"))("live figures on $name", (target) => {
  const suite = migratedDatabase(target);

  it("are none on an empty site", async () => {
    expect(await liveFigures(suite.database.db, NOW)).toEqual({
      visitors: 0,
      since: new Date(NOW - LIVE_WINDOW_MS).toISOString(),
      events: [],
    });
  });

  it("count the visitors of the last five minutes, once each, and list the latest events newest first", async () => {
    await suite.database.db
      .insertInto("analytics_events")
      .values([
        event("old", 6, "page_view", "/about"),
        // Exactly five minutes ago: still now.
        event("edge", 5, "page_view", "/contact"),
        event("phone", 3, "page_view", "/"),
        event("phone", 1, "scroll_depth", "/"),
        event("tablet", 0.5, "link_click", "/careers"),
      ])
      .execute();
    const live = await liveFigures(suite.database.db, NOW);
    expect(live.visitors).toBe(3);
    expect(live.events.map((row) => [row.action, row.page])).toEqual([
      ["link_click", "/careers"],
      ["scroll_depth", "/"],
      ["page_view", "/"],
      ["page_view", "/contact"],
      ["page_view", "/about"],
    ]);
    expect(live.events[0]).toEqual({
      timestamp: new Date(NOW - 0.5 * MINUTE).toISOString(),
      action: "link_click",
      page: "/careers",
      country: "ID",
      device: "mobile",
      target: null,
      scrolled: null,
      seconds: null,
      count: 1,
    });
    // Six minutes later only the tablet's event is recent enough.
    expect((await liveFigures(suite.database.db, NOW + 6 * MINUTE)).visitors).toBe(0);
    expect((await liveFigures(suite.database.db, NOW + 4.5 * MINUTE)).visitors).toBe(1);
  });

  it(`list at most the ${LIVE_EVENTS} latest events`, async () => {
    await suite.database.db
      .insertInto("analytics_events")
      .values(Array.from({ length: LIVE_EVENTS + 5 }, (_, n) => event(`visitor-${n}`, n / 100)))
      .execute();
    const live = await liveFigures(suite.database.db, NOW);
    expect(live.events).toHaveLength(LIVE_EVENTS);
    expect(live.events[0]?.timestamp).toBe(new Date(NOW).toISOString());
    expect(live.visitors).toBe(LIVE_EVENTS + 5 + 3);
  });
});
