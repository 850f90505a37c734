import { describe, expect, it } from "vitest";
import type { Filter } from "../../../app/analytics/filters";
import { migratedDatabase, testDatabases } from "../../../tests/support/test-databases";
import type { StoredEvent } from "../ingest/rollup";
import { storeEvents } from "../ingest/store";
import { analyticsSummary } from "./summary";

/** Noon in Jakarta on 2026-11-21; the 7-day period is 2026-11-15 … 2026-11-21 in the site's calendar. */
const NOW = Date.parse("2026-11-21T05:00:00Z");

/** These 7 days, without comparison. */
const VIEW = { period: "7d" as const, range: { from: "2026-11-15", to: "2026-11-21" }, comparison: "none" as const };

const visitors = {
  A: { device: "desktop", country: "ID" },
  B: { device: "mobile", country: "SG" },
  C: { device: "tablet", country: "Unknown" },
  D: { device: "desktop", country: "ID" },
} as const;

function event(
  visitor: keyof typeof visitors,
  at: string,
  name: string,
  page: string,
  properties: Record<string, number> = {},
): StoredEvent {
  return {
    occurred_at: Date.parse(at),
    name,
    visitor,
    page,
    properties: JSON.stringify(properties),
    ...visitors[visitor],
  };
}

// Three flushes in the order the server receives events. The same pseudonym on two days stands for two
// daily pseudonyms: each day counts its visitors once.
const flushes = [
  [
    // The previous period.
    event("D", "2026-11-10T03:00:00Z", "page_view", "/"),
    event("C", "2026-11-20T03:00:00Z", "page_view", "/"),
    event("A", "2026-11-20T05:00:00Z", "page_view", "/about"),
  ],
  [event("A", "2026-11-21T01:00:00Z", "page_view", "/"), event("A", "2026-11-21T01:10:00Z", "page_view", "/about")],
  [
    // The visit that began in the previous flush goes on.
    event("A", "2026-11-21T01:20:00Z", "time_on_page", "/about", { seconds: 600 }),
    // 40 minutes without events: a new visit.
    event("A", "2026-11-21T02:00:00Z", "page_view", "/"),
    event("B", "2026-11-21T03:00:00Z", "page_view", "/contact"),
    event("B", "2026-11-21T03:05:00Z", "scroll_depth", "/contact", { percent: 50 }),
    // Exactly 30 minutes later: still the same visit.
    event("B", "2026-11-21T03:35:00Z", "time_on_page", "/contact", { seconds: 2100 }),
  ],
];

describe.each(testDatabases("analytics-summary"))("analytics summary on $name", (target) => {
  const suite = migratedDatabase(target);

  it("is all zeros for an empty period, without changes", async () => {
    const summary = await analyticsSummary(suite.database, "30d", NOW);
    expect(summary).toMatchObject({
      from: "2026-10-23",
      to: "2026-11-21",
      totalVisitors: 0,
      pageViews: 0,
      uniqueVisitors: 0,
      averageTimeOnSite: 0,
      changes: { totalVisitors: null, pageViews: null, uniqueVisitors: null, averageTimeOnSite: null },
      topPages: [],
      topCountries: [],
      recentActivity: [],
    });
    expect(summary.deviceTypes).toEqual([
      { device: "desktop", visitors: 0, percentage: 0 },
      { device: "mobile", visitors: 0, percentage: 0 },
      { device: "tablet", visitors: 0, percentage: 0 },
    ]);
    expect(summary.daily).toHaveLength(30);
    expect(summary.daily.every((day) => day.visitors === 0 && day.pageViews === 0)).toBe(true);
  });

  it("counts a known set of events figure by figure", async () => {
    const store = storeEvents(suite.database.db, suite.database.dialect);
    for (const flush of flushes) await store(flush);
    const summary = await analyticsSummary(suite.database, "7d", NOW);
    expect(summary).toMatchObject({
      period: "7d",
      from: "2026-11-15",
      to: "2026-11-21",
      // Visits: A twice on the 21st (split by the 30-minute rule), B, C, A on the 20th.
      totalVisitors: 5,
      pageViews: 6,
      // Two visitors on the 20th (C, A) and two on the 21st (A, B).
      uniqueVisitors: 4,
      // (20 min + 0 + 35 min + 0 + 0) / 5 visits.
      averageTimeOnSite: 660,
      // Against the previous 7 days: D's one visit of one page view.
      changes: { totalVisitors: 400, pageViews: 500, uniqueVisitors: 300, averageTimeOnSite: null },
      topPages: [
        { page: "/", views: 3 },
        { page: "/about", views: 2 },
        { page: "/contact", views: 1 },
      ],
      deviceTypes: [
        { device: "desktop", visitors: 2, percentage: 50 },
        { device: "mobile", visitors: 1, percentage: 25 },
        { device: "tablet", visitors: 1, percentage: 25 },
      ],
      topCountries: [
        { country: "ID", visitors: 2 },
        { country: "SG", visitors: 1 },
        { country: "Unknown", visitors: 1 },
      ],
    });
    expect(summary.daily.slice(-2)).toEqual([
      { date: "2026-11-20", visitors: 2, visits: 2, pageViews: 2 },
      { date: "2026-11-21", visitors: 2, visits: 3, pageViews: 4 },
    ]);
    expect(summary.daily.slice(0, 5).every((day) => day.visitors === 0)).toBe(true);
    // Scrolling and time on a page fold into its view.
    expect(
      summary.recentActivity.map((row) => `${row.timestamp} ${row.action} ${row.page} ${row.scrolled} ${row.seconds}`),
    ).toEqual([
      "2026-11-21T03:00:00.000Z page_view /contact 50 2100",
      "2026-11-21T02:00:00.000Z page_view / null null",
      "2026-11-21T01:10:00.000Z page_view /about null 600",
      "2026-11-21T01:00:00.000Z page_view / null null",
      "2026-11-20T05:00:00.000Z page_view /about null null",
      "2026-11-20T03:00:00.000Z page_view / null null",
    ]);
  });

  it("lists the recent activity of the visits that pass the filters only", async () => {
    const activity = async (...filters: Filter[]) => {
      const view = {
        period: "7d" as const,
        range: { from: "2026-11-15", to: "2026-11-21" },
        comparison: "none" as const,
      };
      const summary = await analyticsSummary(suite.database, { ...view, filters }, NOW);
      return summary.recentActivity.map((row) => `${row.timestamp} ${row.page}`);
    };
    expect(await activity({ dimension: "device", negated: false, value: "mobile" })).toEqual([
      "2026-11-21T03:00:00.000Z /contact",
    ]);
    expect(await activity({ dimension: "device", negated: true, value: "desktop" })).toEqual([
      "2026-11-21T03:00:00.000Z /contact",
      "2026-11-20T03:00:00.000Z /",
    ]);
    // A's first visit of the 21st and its visit of the 20th viewed /about; its second visit of the 21st did not.
    expect(await activity({ dimension: "page", negated: false, value: "/about" })).toEqual([
      "2026-11-21T01:10:00.000Z /about",
      "2026-11-21T01:00:00.000Z /",
      "2026-11-20T05:00:00.000Z /about",
    ]);
    expect(
      await activity(
        { dimension: "country", negated: false, value: "ID" },
        { dimension: "entry_page", negated: false, value: "/" },
      ),
    ).toEqual(["2026-11-21T02:00:00.000Z /", "2026-11-21T01:10:00.000Z /about", "2026-11-21T01:00:00.000Z /"]);
    expect(await activity({ dimension: "country", negated: false, value: "JP" })).toEqual([]);
  });

  it("gives the previous period its own figures", async () => {
    const summary = await analyticsSummary(suite.database, "30d", NOW);
    // 30 days include D's visit on the 10th; the 30 days before are empty.
    expect(summary).toMatchObject({ totalVisitors: 6, pageViews: 7, uniqueVisitors: 5 });
    expect(summary.changes.totalVisitors).toBeNull();
  });
});

describe.each(testDatabases("analytics-summary-changes"))("the summary's changes on $name", (target) => {
  const suite = migratedDatabase(target);

  it("are computed from the unrounded figures, not from the rounded ones shown", async () => {
    const views = (visitor: keyof typeof visitors, at: string, count: number) =>
      Array.from({ length: count }, (_, index) =>
        event(visitor, at.replace(":00:00", `:0${index}:00`), "page_view", `/page-${index}`),
      );
    await storeEvents(
      suite.database.db,
      suite.database.dialect,
    )([
      // The previous 7 days: one visit of 3 page views.
      ...views("D", "2026-11-10T03:00:00Z", 3),
      // These 7 days: 10 page views in 3 visits, 3.33 a visit (shown as 3.3).
      ...views("A", "2026-11-21T01:00:00Z", 4),
      ...views("B", "2026-11-21T02:00:00Z", 3),
      ...views("C", "2026-11-21T03:00:00Z", 3),
    ]);
    const summary = await analyticsSummary(suite.database, "7d", NOW);
    expect(summary.viewsPerVisit).toBe(3.3);
    // (3.333 - 3) / 3 = 11.1 %; from the rounded 3.3 it would be 10 %.
    expect(summary.changes.viewsPerVisit).toBe(11.1);
  });
});

describe.each(testDatabases("analytics-summary-unfiltered"))("the summary on $name", (target) => {
  const suite = migratedDatabase(target);
  /** A filter that every visit passes: the visits' own reports answer instead of the rollups. */
  const everyVisit: Filter = { dimension: "device", negated: true, value: "none" };

  it("gives the same figures with a filter that every visit passes as without one", async () => {
    await storeEvents(
      suite.database.db,
      suite.database.dialect,
    )([
      // A visit that starts before midnight in Jakarta (17:00 UTC) and goes on after it.
      event("D", "2026-11-20T16:50:00Z", "page_view", "/contact"),
      event("D", "2026-11-20T17:10:00Z", "page_view", "/about"),
      event("A", "2026-11-21T01:00:00Z", "page_view", "/about"),
      event("B", "2026-11-21T02:00:00Z", "page_view", "/id/about"),
      event("C", "2026-11-21T03:00:00Z", "page_view", "/ja"),
    ]);
    const summary = async (...filters: Filter[]) => analyticsSummary(suite.database, { ...VIEW, filters }, NOW);
    const [unfiltered, filtered] = [await summary(), await summary(everyVisit)];
    // D counts on the day its visit started, once; a page counts its views in every language.
    expect(unfiltered).toMatchObject({ totalVisitors: 4, uniqueVisitors: 4, pageViews: 5 });
    expect(unfiltered.topPages).toEqual([
      { page: "/about", views: 3 },
      { page: "/", views: 1 },
      { page: "/contact", views: 1 },
    ]);
    expect(unfiltered.daily.slice(-2)).toEqual([
      { date: "2026-11-20", visitors: 1, visits: 1, pageViews: 2 },
      { date: "2026-11-21", visitors: 3, visits: 3, pageViews: 3 },
    ]);
    for (const figure of ["totalVisitors", "uniqueVisitors", "pageViews", "topPages", "daily"] as const) {
      expect(filtered[figure], figure).toEqual(unfiltered[figure]);
    }
  });
});
