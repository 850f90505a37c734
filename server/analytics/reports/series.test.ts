import { beforeAll, describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/test-databases";
import type { StoredEvent } from "../ingest/rollup";
import { storeEvents } from "../ingest/store";
import { analyticsSummary, type SummaryView } from "./summary";

/** 12:30 in Jakarta on 2026-11-21, the site's today. */
const NOW = Date.parse("2026-11-21T05:30:00Z");

const TODAY = { from: "2026-11-21", to: "2026-11-21" };

/** A page view at `at` (UTC) by `visitor`, on a phone for B and a desktop for the others. */
const view = (visitor: string, at: string, page = "/"): StoredEvent => ({
  occurred_at: Date.parse(at),
  name: "page_view",
  visitor,
  page,
  properties: "{}",
  device: visitor === "B" ? "mobile" : "desktop",
  country: "ID",
});

const EVENTS = [
  // The day before yesterday at 10:00 (before this time of day) and at 17:00 (after it).
  view("F", "2026-11-19T03:00:00Z"),
  view("G", "2026-11-19T10:00:00Z"),
  // Yesterday at 10:00 and 12:00 (before this time of day), and at 17:00 (after it).
  view("C", "2026-11-20T03:00:00Z"),
  view("A", "2026-11-20T05:00:00Z"),
  view("E", "2026-11-20T10:00:00Z"),
  // Today at 08:00: A with two page views; D twice (two visits, 40 minutes apart) in the same hour.
  view("A", "2026-11-21T01:00:00Z"),
  view("A", "2026-11-21T01:10:00Z", "/about"),
  view("D", "2026-11-21T01:05:00Z"),
  view("D", "2026-11-21T01:45:00Z"),
  // Today at 10:00, on a phone.
  view("B", "2026-11-21T03:00:00Z"),
];

const summaryOf = (target: Parameters<typeof migratedDatabase>[0]) => {
  const suite = migratedDatabase(target);
  beforeAll(async () => {
    await storeEvents(suite.database.db, suite.database.dialect)(EVENTS);
  });
  return (view: Partial<SummaryView>) =>
    analyticsSummary(
      suite.database,
      { period: "today", range: TODAY, filters: [], comparison: "previous", ...view } as SummaryView,
      NOW,
    );
};

describe.each(testDatabases("analytics-series"))("the summary's series on $name", (target) => {
  const summary = summaryOf(target);

  it("draws today by the hour up to the current one, beside yesterday's same hours", async () => {
    const { series } = await summary({});
    expect(series.interval).toBe("hour");
    expect(series.intervals).toEqual(["hour", "day"]);
    // 00:00 to 12:00: the hours of today so far.
    expect(series.points).toHaveLength(13);
    expect(series.points[0]?.start).toBe("2026-11-21T00:00:00+07:00");
    const at = (hour: number) => series.points[hour];
    // A visitor counts once an hour: D's two visits at 08:00 are one visitor.
    expect(at(8)).toEqual({
      start: "2026-11-21T08:00:00+07:00",
      end: "2026-11-21T08:00:00+07:00",
      visits: 3,
      visitors: 2,
      pageViews: 4,
      compared: { visits: 0, visitors: 0, pageViews: 0 },
    });
    expect(at(10)).toMatchObject({ visits: 1, compared: { visits: 1, visitors: 1, pageViews: 1 } });
    expect(at(12)).toMatchObject({ visits: 0, compared: { visits: 1 } });
    const sum = series.points.reduce((total, point) => total + point.visits, 0);
    expect(sum).toBe(4);
  });

  it("compares today with yesterday up to the same time", async () => {
    const { totalVisitors, comparison, changes } = await summary({});
    expect(totalVisitors).toBe(4);
    // Yesterday's 17:00 visit came later in the day than now: not yet comparable.
    expect(comparison).toMatchObject({
      from: "2026-11-20",
      until: "2026-11-20T12:30:00+07:00",
      figures: { totalVisitors: 2 },
    });
    expect(changes.totalVisitors).toBe(100);
    // Yesterday on its own is the whole day.
    const yesterday = await summary({ period: "yesterday", range: { from: "2026-11-20", to: "2026-11-20" } });
    expect(yesterday.totalVisitors).toBe(3);
    expect(yesterday.series.points.map((point) => point.visits).filter(Boolean)).toEqual([1, 1, 1]);
  });

  it("compares days that end today with as many before them, their last day up to the same time", async () => {
    const lastTwo = await summary({ period: "custom", range: { from: "2026-11-20", to: "2026-11-21" } });
    expect(lastTwo.totalVisitors).toBe(7);
    // The 19th's 17:00 visit came later in its day than now: not yet comparable. The 18th is whole.
    expect(lastTwo.comparison).toMatchObject({
      from: "2026-11-18",
      to: "2026-11-19",
      until: "2026-11-19T12:30:00+07:00",
      figures: { totalVisitors: 1 },
    });
    // Days that end before today compare whole days.
    const before = await summary({ period: "custom", range: { from: "2026-11-19", to: "2026-11-20" } });
    expect(before.comparison?.until).toBeUndefined();
    expect(before.totalVisitors).toBe(5);
  });

  it("draws the hours of a filtered view from the visits that pass the filters", async () => {
    const { series } = await summary({ filters: [{ dimension: "device", negated: false, value: "mobile" }] });
    expect(series.points.filter((point) => point.visits > 0).map((point) => point.start)).toEqual([
      "2026-11-21T10:00:00+07:00",
    ]);
  });

  it("draws the interval asked for where it suits the range, and hours only where the visits are kept", async () => {
    const week = { period: "7d" as const, range: { from: "2026-11-15", to: "2026-11-21" } };
    const hourly = await summary({ ...week, interval: "hour" });
    // Six whole days and today's 13 hours; every visit of the week in one of them.
    expect(hourly.series.points).toHaveLength(6 * 24 + 13);
    expect(hourly.series.points.reduce((total, point) => total + point.visits, 0)).toBe(hourly.totalVisitors);
    expect((await summary({ ...week })).series.interval).toBe("day");
    expect((await summary({ ...week, interval: "month" })).series.interval).toBe("day");
    const old = await summary({ ...week, interval: "hour", visitsFrom: "2026-11-18" });
    expect(old.series).toMatchObject({ interval: "day", intervals: ["day"] });
    expect(old.series.points.map((point) => point.start)).toEqual(old.daily.map((day) => day.date));
  });
});
