import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/test-databases";
import { breakdown } from "../reports/breakdown";
import { listLeads } from "../reports/leads";
import { handoverRefs, recordIssuedRefs } from "./lead-refs";
import type { StoredEvent } from "./rollup";
import { storeEvents } from "./store";

const VIEW = { range: { from: "2026-11-15", to: "2026-11-21" }, filters: [] };
const SITE = "https://example.test";

const landing = (visitor: string, time: string, tags: Record<string, string>): StoredEvent => ({
  occurred_at: Date.parse(`2026-11-21T${time}:00Z`),
  name: "page_view",
  visitor,
  page: "/",
  properties: JSON.stringify({ page_location: `${SITE}/`, ...tags }),
  device: "desktop",
  country: "ID",
});

describe.each(testDatabases("source-names"))("one source for one site, on $name", (target) => {
  const suite = migratedDatabase(target);

  it("merges a UTM source and a referrer of the same site, and a UTM source's letter cases, under one name", async () => {
    const handover: StoredEvent = {
      ...landing("D", "04:05", {}),
      name: "whatsapp_handover",
      properties: JSON.stringify({ ref: "ND-P4RTN3", service: "web-development" }),
    };
    const flushes = [
      [
        landing("A", "01:00", { utm_source: "Partner", utm_medium: "referral" }),
        landing("B", "02:00", { utm_source: "google", utm_medium: "cpc" }),
        landing("C", "03:00", { referrer: "https://www.google.com/search" }),
      ],
      [landing("D", "04:00", { utm_source: "PARTNER" }), handover],
    ];
    const { db, dialect } = suite.database;
    await recordIssuedRefs(db, handoverRefs(flushes.flat()));
    for (const flush of flushes) await storeEvents(db, dialect)(flush);

    const sources = await breakdown(suite.database, "source", VIEW, { limit: 10, offset: 0 });
    expect(sources.rows.map((row) => [row.value, row.visits]).sort()).toEqual([
      ["Google", 2],
      ["Partner", 2],
    ]);
    // The UTM tags themselves stay as typed.
    const tags = await breakdown(suite.database, "utm_source", VIEW, { limit: 10, offset: 0 });
    expect(tags.rows.map((row) => row.value).sort()).toEqual(["PARTNER", "Partner", "google"]);
    // A filter on the one name finds every visit of it, as the rollups count them.
    const filtered = await breakdown(
      suite.database,
      "source",
      { ...VIEW, filters: [{ dimension: "source", negated: false, value: "Partner" }] },
      { limit: 10, offset: 0 },
    );
    expect(filtered.rows.map((row) => [row.value, row.visits])).toEqual([["Partner", 2]]);
    expect((await listLeads(suite.database, VIEW)).map((lead) => lead.source)).toEqual(["Partner"]);
  });
});
