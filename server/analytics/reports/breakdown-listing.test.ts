import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/test-databases";
import type { StoredEvent } from "../ingest/rollup";
import { storeEvents } from "../ingest/store";
import { breakdown } from "./breakdown";

const VIEW = { range: { from: "2026-11-15", to: "2026-11-21" }, filters: [] };
const PAGE = { limit: 10, offset: 0 };

/** A visit of `views` page views landing on `page` (one view: a bounce). */
const visit = (visitor: string, time: string, page: string, views: number): StoredEvent[] =>
  Array.from({ length: views }, (_, index) => ({
    occurred_at: Date.parse(`2026-11-21T${time}:0${index}:00Z`),
    name: "page_view",
    visitor,
    page: index === 0 ? page : "/about",
    properties: JSON.stringify({ page_location: `https://example.test${page}` }),
    device: "desktop",
    country: "ID",
  }));

describe.each(testDatabases("breakdown-listing"))("a breakdown's order and search on $name", (target) => {
  const suite = migratedDatabase(target);

  it("orders by any column either way, and keeps the values that hold a text, letter case aside", async () => {
    await storeEvents(
      suite.database.db,
      suite.database.dialect,
    )([
      ...visit("A", "01", "/blog/one", 1),
      ...visit("B", "02", "/blog/one", 1),
      ...visit("C", "03", "/contact", 4),
      ...visit("D", "04", "/services/iot-technology", 3),
    ]);
    const entries = async (listing: Parameters<typeof breakdown>[4]) =>
      (await breakdown(suite.database, "entry_page", VIEW, PAGE, listing)).rows.map((row) => row.value);
    // By visits (the default): the blog post's two first.
    expect(await entries({})).toEqual(["/blog/one", "/contact", "/services/iot-technology"]);
    expect(await entries({ sort: "pageViews" })).toEqual(["/contact", "/services/iot-technology", "/blog/one"]);
    expect(await entries({ sort: "bounceRate", descending: false })).toEqual([
      "/contact",
      "/services/iot-technology",
      "/blog/one",
    ]);
    expect(await entries({ sort: "value" })).toEqual(["/blog/one", "/contact", "/services/iot-technology"]);
    const searched = await breakdown(suite.database, "entry_page", VIEW, PAGE, { search: "IOT" });
    expect(searched).toMatchObject({ total: 1, rows: [{ value: "/services/iot-technology" }] });
  });
});
