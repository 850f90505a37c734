import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../app/i18n/locales";
import { urlScheme } from "../../app/i18n/url-scheme";
import { PUBLIC_PATHS } from "../../app/routing/pages";
import { type DatabaseHandle, migrate, openDatabase } from "../db/database";
import { migratedDatabase, testDatabases } from "../db/test-databases";
import { DEMO_PAGES, type DemoOptions, demoEvents, demoPageTitle, demoStart, mulberry32 } from "./demo-data";
import { analyticsEvent } from "./events";
import { storeEvents } from "./store";
import { analyticsSummary } from "./summary";
import { dayOf, daysEnding } from "./time";

/** 15:00 in Jakarta on Wednesday 2026-03-18: 14 days of data from 2026-03-05. */
const NOW = Date.parse("2026-03-18T08:00:00Z");
const DAYS = 14;

const options = (seed: number): DemoOptions => ({
  now: NOW,
  days: DAYS,
  random: mulberry32(seed),
  site: "https://example.com",
  defaultLocale: "en",
});

async function seedDemo(database: DatabaseHandle, seed: number) {
  const store = storeEvents(database.db, database.dialect);
  for (const batch of demoEvents(options(seed))) await store(batch);
}

describe("demo events", () => {
  const scheme = urlScheme("en");
  const batches = [...demoEvents(options(7))];
  const events = batches.flat();

  it("come a day at a time, in time order, from the first midnight until now", () => {
    const days = daysEnding(dayOf(NOW), DAYS);
    expect(batches.map((batch) => [...new Set(batch.map((event) => dayOf(event.occurred_at)))])).toEqual(
      days.map((day) => [day]),
    );
    const times = events.map((event) => event.occurred_at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(demoStart(NOW, DAYS)).toBe(Date.parse("2026-03-05T00:00:00+07:00"));
    expect(times.at(-1)).toBeLessThanOrEqual(NOW);
  });

  it("are what the tracker sends, on the site's real pages, with daily pseudonyms", () => {
    const odd = events.filter(
      (event) =>
        !analyticsEvent.safeParse({ name: event.name, page: event.page, ...JSON.parse(event.properties) }).success ||
        !PUBLIC_PATHS.includes(scheme.stripLocale(event.page)) ||
        !["desktop", "mobile", "tablet"].includes(event.device) ||
        !/^([A-Z]{2}|Unknown)$/.test(event.country) ||
        !/^[\w-]{22}$/.test(event.visitor),
    );
    expect(odd).toEqual([]);
    const untitled = LOCALES.flatMap((locale) => DEMO_PAGES.filter(([path]) => demoPageTitle(path, locale) === ""));
    expect(untitled).toEqual([]);
    const pages = new Set(events.map((event) => event.page));
    for (const page of ["/", "/id/services/web-development", "/ja"]) expect(pages).toContain(page);
  });

  it("are the same for the same seed and differ for another", () => {
    expect([...demoEvents(options(7))]).toEqual(batches);
    expect([...demoEvents(options(8))][0]?.slice(0, 5)).not.toEqual(batches[0]?.slice(0, 5));
  });
});

describe.each(testDatabases("demo-data"))("seeded demo data on $name", (target) => {
  const suite = migratedDatabase(target);
  let summary: Awaited<ReturnType<typeof analyticsSummary>>;

  beforeAll(async () => {
    await seedDemo(suite.database, 1);
    summary = await analyticsSummary(suite.database.db, "7d", NOW);
  });

  it("fills the dashboard as a real site would", () => {
    // Six days and most of a seventh, at about 80 to 250 visits a day.
    expect(summary.totalVisitors).toBeGreaterThan(500);
    expect(summary.totalVisitors).toBeLessThan(1750);
    expect(summary.pageViews).toBeGreaterThan(summary.totalVisitors);
    // Returning visitors: fewer daily visitors than visits.
    expect(summary.uniqueVisitors).toBeLessThan(summary.totalVisitors);
    expect(summary.averageTimeOnSite).toBeGreaterThan(30);
    expect(Object.values(summary.changes).every((change) => change !== null)).toBe(true);
    for (const { percentage } of summary.deviceTypes) expect(percentage).toBeGreaterThan(0);
    expect(summary.topCountries[0]?.country).toBe("ID");
    expect(summary.topPages.slice(0, 3).map((row) => row.page)).toContain("/");
    expect(summary.daily).toHaveLength(7);
    for (const day of summary.daily) expect(day.visitors).toBeGreaterThan(0);
    expect(summary.recentActivity).toHaveLength(10);
  });

  it("gives the same figures for the same seed", async () => {
    const again = openDatabase({ dataDir: "", sqliteFile: ":memory:" });
    try {
      await migrate(again.db);
      await seedDemo(again, 1);
      expect(await analyticsSummary(again.db, "7d", NOW)).toEqual(summary);
    } finally {
      await again.close();
    }
  });
});
