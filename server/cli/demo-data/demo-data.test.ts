import { isDeepStrictEqual } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { CHANNELS, DIMENSIONS, GOALS } from "../../../app/analytics/dimensions";
import { LOCALES } from "../../../app/i18n/locales";
import { urlScheme } from "../../../app/i18n/url-scheme";
import { PUBLIC_PATHS } from "../../../app/routing/pages";
import { migratedDatabase, testDatabases } from "../../../tests/support/test-databases";
import { eventProperties, parseEvents } from "../../analytics/ingest/events";
import type { StoredEvent } from "../../analytics/ingest/rollup";
import { breakdown } from "../../analytics/reports/breakdown";
import { listLeads } from "../../analytics/reports/leads";
import { analyticsSummary } from "../../analytics/reports/summary";
import { dayOf, daysEnding } from "../../analytics/time";
import { type DatabaseHandle, migrate, openDatabase } from "../../db/database";
import { type DemoOptions, demoEvents, demoStart } from "./events";
import { demoLeadOutcome } from "./outcomes";
import { mulberry32 } from "./random";
import { DEMO_PAGES, demoPageTitle } from "./site-traffic";
import { writeDemo } from "./write";

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

const seedDemo = (database: DatabaseHandle, seed: number) => writeDemo(database, options(seed));

/** Whether the server stores `event` as it is: what the tracker would send, bounded and cut as the server does. */
function storedAsIs(event: StoredEvent): boolean {
  const properties = JSON.parse(event.properties);
  // The server records newsletter sign-ups itself, without properties.
  if (event.name === "newsletter_signup") return event.properties === "{}";
  const parsed = parseEvents({ name: event.name, page: event.page, ...properties });
  const [stored] = parsed.ok ? parsed.events : [];
  return stored?.page === event.page && isDeepStrictEqual(eventProperties(stored), properties);
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

  it("are what the tracker sends and the server stores, on the site's real pages, with daily pseudonyms", () => {
    const odd = events.filter(
      (event) =>
        !storedAsIs(event) ||
        !PUBLIC_PATHS.includes(scheme.stripLocale(event.page)) ||
        !["desktop", "mobile", "tablet"].includes(event.device) ||
        !/^([A-Z]{2}|Unknown)$/.test(event.country) ||
        !/^[\w-]{22}$/.test(event.visitor),
    );
    expect(odd).toEqual([]);
    const untitled = LOCALES.flatMap((locale) => DEMO_PAGES.filter(([path]) => demoPageTitle(path, locale) === ""));
    expect(untitled).toEqual([]);
    const pages = new Set(events.map((event) => event.page));
    for (const page of ["/", "/id/services/web-development", "/ja", "/ko/contact", "/zh/about"])
      expect(pages).toContain(page);
  });

  it("come from search, social networks, e-mail, referring sites, campaigns and directly", () => {
    const landings = events.flatMap((event) => (event.name === "page_view" ? [JSON.parse(event.properties)] : []));
    const referrers = new Set(landings.map((landing) => landing.referrer && new URL(landing.referrer).hostname));
    for (const host of ["www.google.com", "www.bing.com", "duckduckgo.com", "l.instagram.com", "mail.google.com"])
      expect(referrers).toContain(host);
    expect(referrers).toContain(undefined);
    const mediums = new Set(landings.map((landing) => landing.utm_medium));
    for (const medium of ["cpc", "social", "email"]) expect(mediums).toContain(medium);
  });

  it("reach goals and hand the contact form over to WhatsApp with a lead code", () => {
    const names = new Set(events.map((event) => event.name));
    for (const name of ["whatsapp_handover", "newsletter_signup", "link_click", "form_interaction"])
      expect(names).toContain(name);
    const fields = new Set(
      events.flatMap((event) => {
        const { form_id, field_name } = JSON.parse(event.properties);
        return form_id === "contact-form" ? [field_name] : [];
      }),
    );
    expect([...fields].sort()).toEqual(["email", "message", "name", "project"]);
  });

  it("settle older leads as won with a project value or lost, and keep the last days' open", () => {
    const outcomes = Array.from({ length: 400 }, (_, index) =>
      demoLeadOutcome({ ref: `ND-${String(index).padStart(6, "0")}`, createdAt: NOW - 20 * 86_400_000 }, NOW),
    );
    const settled = outcomes.filter((outcome) => outcome !== null);
    const won = settled.filter((outcome) => outcome.status === "won");
    const lost = settled.filter((outcome) => outcome.status === "lost");
    expect(won.length).toBeGreaterThan(40);
    expect(lost.length).toBeGreaterThan(won.length);
    expect(outcomes.length - settled.length).toBeGreaterThan(100);
    for (const { value } of won) expect(value).toBeGreaterThanOrEqual(45_000_000);
    for (const { value } of won) expect(value).toBeLessThanOrEqual(600_000_000);
    for (const { value } of lost) expect(value).toBeNull();
    for (const { at } of settled) expect(at).toBeLessThanOrEqual(NOW);
    expect(demoLeadOutcome({ ref: "ND-000001", createdAt: NOW - 3_600_000 }, NOW)).toBeNull();
  });

  it("are the same for the same seed and differ for another", () => {
    expect([...demoEvents(options(7))]).toEqual(batches);
    expect([...demoEvents(options(8))][0]?.slice(0, 5)).not.toEqual(batches[0]?.slice(0, 5));
  });
});

describe.each(testDatabases("demo-data"))("seeded demo data on $name", (target) => {
  const suite = migratedDatabase(target);
  const range = { from: daysEnding(dayOf(NOW), DAYS)[0] ?? "", to: dayOf(NOW) };
  let summary: Awaited<ReturnType<typeof analyticsSummary>>;
  let leads: Awaited<ReturnType<typeof listLeads>>;

  beforeAll(async () => {
    await seedDemo(suite.database, 1);
    summary = await analyticsSummary(suite.database, "7d", NOW);
    leads = await listLeads(suite.database, { range, filters: [] });
  });

  const values = async (dimension: (typeof DIMENSIONS)[number]) =>
    (await breakdown(suite.database, dimension, { range, filters: [] }, { limit: 100, offset: 0 })).rows;

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
    expect(summary.bounceRate).toBeGreaterThan(0);
    expect(summary.bounceRate).toBeLessThan(100);
    expect(summary.viewsPerVisit).toBeGreaterThan(1);
    expect(summary.conversions).toBeGreaterThan(0);
    // The contact-form funnel narrows at each step and some visitors get to the end.
    const funnel = summary.funnel.map((step) => step.visits);
    expect(funnel.at(-1)).toBeGreaterThan(0);
    expect(funnel).toEqual([...funnel].sort((a, b) => b - a));
  });

  it("fills every breakdown", async () => {
    for (const dimension of DIMENSIONS) expect((await values(dimension)).length, dimension).toBeGreaterThan(0);
    const sources = (await values("source")).map((row) => row.value);
    expect(sources.length).toBeGreaterThan(8);
    for (const source of ["Direct / none", "Google", "Bing", "Instagram", "LinkedIn", "Gmail", "newsletter"])
      expect(sources).toContain(source);
    // Campaigns tagged utm_source=google count as Google, as its searches do: no two sources differ in letter case.
    expect(new Set(sources.map((source) => source.toLowerCase())).size).toBe(sources.length);
    expect((await values("channel")).map((row) => row.value).sort()).toEqual([...CHANNELS].sort());
    expect((await values("utm_campaign")).map((row) => row.value)).toContain("jasa-software-house");
    expect((await values("goal")).map((row) => row.value).sort()).toEqual([...GOALS].sort());
    expect((await values("locale")).map((row) => row.value).sort()).toEqual([...LOCALES].sort());
    const bounceRates = (await values("channel")).map((row) => row.bounceRate);
    for (const rate of bounceRates) expect(rate).toBeGreaterThan(0);
    for (const rate of bounceRates) expect(rate).toBeLessThan(100);
  });

  it("has leads, the older ones won with a value or lost, counted per source", async () => {
    expect(leads.length).toBeGreaterThan(10);
    const won = leads.filter((lead) => lead.status === "won");
    expect(won.length).toBeGreaterThan(0);
    expect(leads.some((lead) => lead.status === "lost")).toBe(true);
    expect(leads.some((lead) => lead.status === "open")).toBe(true);
    for (const { value } of won) expect(value).toBeGreaterThanOrEqual(45_000_000);
    expect(leads.some((lead) => lead.service !== null)).toBe(true);
    const sources = await values("source");
    expect(sources.reduce((sum, row) => sum + (row.leads ?? 0), 0)).toBe(leads.length);
    expect(sources.reduce((sum, row) => sum + (row.wonValue ?? 0), 0)).toBe(
      won.reduce((sum, lead) => sum + (lead.value ?? 0), 0),
    );
  });

  it("has a subscriber for each newsletter sign-up the goals count, in the language signed up in", async () => {
    const signUps = await suite.database.db
      .selectFrom("analytics_events")
      .select(["page"])
      .where("name", "=", "newsletter_signup")
      .execute();
    const readers = await suite.database.db.selectFrom("newsletter_subscriptions").selectAll().execute();
    expect(signUps.length).toBeGreaterThan(0);
    expect(readers).toHaveLength(signUps.length);
    expect(readers.every((reader) => reader.email.endsWith("@example.com"))).toBe(true);
    expect(new Set(readers.map((reader) => reader.locale))).toEqual(
      new Set(
        signUps
          .map(({ page }) => page.split("/")[1])
          .map((segment) => (["id", "ja", "ko", "zh"].includes(segment ?? "") ? segment : "en")),
      ),
    );
  });

  it("gives the same figures for the same seed", async () => {
    const again = openDatabase({ dataDir: "", sqliteFile: ":memory:" });
    try {
      await migrate(again.db);
      await seedDemo(again, 1);
      expect(await analyticsSummary(again, "7d", NOW)).toEqual(summary);
      expect(await listLeads(again, { range, filters: [] })).toEqual(leads);
    } finally {
      await again.close();
    }
  });
});
