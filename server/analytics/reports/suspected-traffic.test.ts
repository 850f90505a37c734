import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { EXCLUDE_AUTOMATED, type Filter } from "../../../app/analytics/filters";
import { migratedDatabase, testDatabases } from "../../../tests/support/test-databases";
import { handoverRefs, recordIssuedRefs } from "../ingest/lead-refs";
import type { StoredEvent } from "../ingest/rollup";
import { storeEvents } from "../ingest/store";
import { breakdown } from "./breakdown";
import { exportView } from "./export";
import { listLeads } from "./leads";
import { analyticsSummary } from "./summary";

/** Noon in Jakarta on 2026-11-21; the 7-day period is 2026-11-15 … 2026-11-21. */
const NOW = Date.parse("2026-11-21T05:00:00Z");
const RANGE = { from: "2026-11-15", to: "2026-11-21" };
const SITE = "https://example.test";
const MINUTE = 60_000;

const landing = (visitor: string, client: string, at: number, page: string, referrer: string): StoredEvent => ({
  occurred_at: at,
  name: "page_view",
  visitor,
  client,
  page,
  properties: JSON.stringify({ page_location: SITE + page, referrer }),
  device: "desktop",
  country: "ID",
});

/**
 * One address rotating its user agent: 30 visitors in 30 seconds from evil-casino.example, one of them handing
 * over a lead; an office of 30 colleagues behind one address, from their intranet, one every 20 minutes of
 * yesterday's working day; and 5 visitors from Google, each from an address of their own.
 */
const flood = Array.from({ length: 30 }, (_, n) =>
  landing(
    `flood-${n}`,
    "one-address",
    Date.parse("2026-11-21T03:00:00Z") + n * 1000,
    "/careers",
    "https://evil-casino.example/",
  ),
);
const floodLead: StoredEvent = {
  ...landing("flood-0", "one-address", Date.parse("2026-11-21T03:01:00Z"), "/contact", ""),
  name: "whatsapp_handover",
  properties: JSON.stringify({ ref: "ND-BADBAD" }),
};
const office = Array.from({ length: 30 }, (_, n) =>
  landing(
    `office-${n}`,
    "office",
    Date.parse("2026-11-20T01:00:00Z") + n * 20 * MINUTE,
    "/",
    "https://intranet.example.co.id/",
  ),
);
const google = Array.from({ length: 5 }, (_, n) =>
  landing(
    `google-${n}`,
    `home-${n}`,
    Date.parse("2026-11-21T01:00:00Z") + n * MINUTE,
    "/about",
    "https://www.google.com/",
  ),
);
const googleLead: StoredEvent = {
  ...landing("google-0", "home-0", Date.parse("2026-11-21T01:02:00Z"), "/contact", ""),
  name: "whatsapp_handover",
  properties: JSON.stringify({ ref: "ND-G00D00" }),
};

const ONLY_AUTOMATED: Filter = { ...EXCLUDE_AUTOMATED, negated: false };

describe.each(testDatabases("suspected-traffic"))("suspected automated traffic on $name", (target) => {
  const suite = migratedDatabase(target);
  const view = (filters: Filter[]) => ({ range: RANGE, filters });
  const flagged = async (dimension: "source" | "referrer", filters: Filter[] = []) =>
    Object.fromEntries(
      (await breakdown(suite.database, dimension, view(filters), { limit: 100, offset: 0 })).rows.map((row) => [
        row.value,
        row.suspected,
      ]),
    );
  const summary = (filters: Filter[]) =>
    analyticsSummary(suite.database, { ...view(filters), period: "7d", comparison: "none" }, NOW);

  it("marks the source and referrer of one address's flood, not an office's day nor a search engine", async () => {
    const store = storeEvents(suite.database.db, suite.database.dialect);
    // Both hand-overs' codes were issued to their visitors, as the contact form asks for them.
    await recordIssuedRefs(suite.database.db, handoverRefs([googleLead, floodLead]));
    await store([...office, ...google, googleLead]);
    await store([...flood, floodLead]);
    const expected = { "evil-casino.example": true, "intranet.example.co.id": false };
    expect(await flagged("source")).toEqual({ ...expected, Google: false });
    expect(await flagged("referrer")).toEqual({ ...expected, "google.com": false });
    // The same judgement when the rows come from the visit columns of a filtered view.
    expect(await flagged("source", [{ dimension: "device", negated: false, value: "desktop" }])).toEqual({
      ...expected,
      Google: false,
    });
    // Other dimensions are not judged.
    const channels = await breakdown(suite.database, "channel", view([]), { limit: 10, offset: 0 });
    expect(channels.rows.map((row) => row.suspected)).toEqual(channels.rows.map(() => null));
  });

  it("leaves the flood out of every report when excluded, and shows it alone when asked for", async () => {
    const all = await summary([]);
    expect(all.totalVisitors).toBe(65);
    const without = await summary([EXCLUDE_AUTOMATED]);
    expect(without.totalVisitors).toBe(35);
    expect(without.topPages.map((row) => row.page)).not.toContain("/careers");
    expect(Object.keys(await flagged("source", [EXCLUDE_AUTOMATED]))).toEqual(["intranet.example.co.id", "Google"]);
    expect((await listLeads(suite.database, view([EXCLUDE_AUTOMATED]))).map((lead) => lead.ref)).toEqual(["ND-G00D00"]);

    const only = await summary([ONLY_AUTOMATED]);
    expect(only.totalVisitors).toBe(30);
    // The latest events of the flood's visits only: its landings on Careers and its hand-over.
    expect(new Set(only.recentActivity.map((entry) => entry.page))).toEqual(new Set(["/careers", "/contact"]));
    expect((await listLeads(suite.database, view([ONLY_AUTOMATED]))).map((lead) => lead.ref)).toEqual(["ND-BADBAD"]);
  });

  it("says in the export which sources were suspected, and which view left them out", async () => {
    const files = unzipSync(
      await exportView(suite.database, { ...view([EXCLUDE_AUTOMATED]), period: "7d", comparison: "none" }),
    );
    const lines = (name: string) =>
      strFromU8(files[name] ?? new Uint8Array())
        .trim()
        .split("\r\n");
    expect(lines("view.csv")).toContain("filter,traffic!:automated");
    expect(lines("source.csv")[0]).toMatch(/,suspected_automated$/);
    expect(
      lines("source.csv")
        .slice(1)
        .map((line) => line.split(",")[0]),
    ).toEqual(["intranet.example.co.id", "Google"]);
    const everything = unzipSync(await exportView(suite.database, { ...view([]), period: "7d", comparison: "none" }));
    expect(strFromU8(everything["referrer.csv"] ?? new Uint8Array())).toMatch(
      /\r\nevil-casino\.example,30,30,.*,yes\r\n/,
    );
  });
});
