import { describe, expect, it } from "vitest";
import type { Filter } from "../../../app/analytics/filters";
import { migratedDatabase, testDatabases } from "../../../tests/support/test-databases";
import { handoverRefs, recordIssuedRefs } from "../ingest/lead-refs";
import type { StoredEvent } from "../ingest/rollup";
import { storeEvents } from "../ingest/store";
import { breakdown } from "./breakdown";
import { listLeads, updateLead } from "./leads";
import { analyticsSummary } from "./summary";

/** Noon in Jakarta on 2026-11-21; the 7-day period is 2026-11-15 … 2026-11-21. */
const NOW = Date.parse("2026-11-21T05:00:00Z");
const RANGE = { from: "2026-11-15", to: "2026-11-21" };
const SITE = "https://example.test";

const visitors = {
  A: { device: "desktop", country: "ID" },
  B: { device: "mobile", country: "SG" },
  C: { device: "tablet", country: "Unknown" },
  D: { device: "desktop", country: "ID" },
} as const;

function event(
  visitor: keyof typeof visitors,
  time: string,
  name: string,
  page: string,
  properties: Record<string, unknown> = {},
): StoredEvent {
  const fields = name === "page_view" ? { page_location: SITE + page, ...properties } : properties;
  return {
    occurred_at: Date.parse(`2026-11-21T${time}:00Z`),
    name,
    visitor,
    page,
    properties: JSON.stringify(fields),
    ...visitors[visitor],
  };
}

// Two flushes, so that visits change between them (exit pages move on, goals arrive).
const flushes = [
  [
    // A, from a Google search: home, a service page, …
    event("A", "01:00", "page_view", "/", { referrer: "https://www.google.com/search" }),
    event("A", "01:02", "page_view", "/services/web-development"),
    // B, from the e-mail newsletter's campaign (opened in Gmail).
    event("B", "03:00", "page_view", "/id/about", {
      referrer: "https://mail.google.com/",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "nov-launch",
    }),
  ],
  [
    // … then the contact form, handed over to WhatsApp: a lead.
    event("A", "01:05", "page_view", "/contact"),
    event("A", "01:06", "form_interaction", "/contact", { form_id: "contact-form", field_name: "name" }),
    event("A", "01:07", "form_interaction", "/contact", { form_id: "contact-form", field_name: "message" }),
    event("A", "01:10", "whatsapp_handover", "/contact", { ref: "ND-7K4Q2M", service: "web-development" }),
    // A again, 50 minutes later: a new visit from Google that bounces on the Japanese home page.
    event("A", "02:00", "page_view", "/ja", { referrer: "https://www.google.com/" }),
    // B writes an e-mail, then opens Careers and sends a CV.
    event("B", "03:01", "link_click", "/id/about", { link_url: "mailto:halo@nusantaradigital.co.id" }),
    event("B", "03:05", "page_view", "/id/careers"),
    event("B", "03:06", "link_click", "/id/careers", { link_url: "mailto:halo@nusantaradigital.co.id" }),
    // C comes back from the site itself (not a source): one page, only scrolled; a bounce.
    event("C", "04:00", "page_view", "/", { referrer: `${SITE}/about` }),
    event("C", "04:01", "scroll_depth", "/", { percent: 50 }),
    // D, from Facebook, reads a service page in Korean and signs up for the newsletter.
    event("D", "04:30", "page_view", "/ko/services/iot-technology", { referrer: "https://www.facebook.com/" }),
    event("D", "04:32", "newsletter_signup", "/ko/services/iot-technology"),
  ],
];

type Store = Parameters<typeof breakdown>[0];
const pick = (list: Awaited<ReturnType<typeof breakdown>>["rows"], ...fields: (keyof (typeof list)[number])[]) =>
  list.map((row) => Object.fromEntries([["value", row.value], ...fields.map((field) => [field, row[field]])]));

/**
 * The same figures twice: from the rollups (no filter), and from the visit rows, which a filter that
 * holds for every visit makes the reports read.
 */
const READINGS: { name: string; filters: Filter[] }[] = [
  { name: "the rollups", filters: [] },
  { name: "the visit rows", filters: [{ dimension: "channel", negated: true, value: "(no such channel)" }] },
];

/** Stores the flushes as the site would: each hand-over's code issued to its visitor when the form was used. */
async function storeFlushes(database: Parameters<typeof breakdown>[0]) {
  const store = storeEvents(database.db, database.dialect);
  for (const flush of flushes) {
    await recordIssuedRefs(database.db, handoverRefs(flush));
    await store(flush);
  }
}

describe.each(READINGS)("lead analytics from $name", ({ name, filters }) => {
  const view = { range: RANGE, filters };
  const rows = async (store: Store, dimension: Parameters<typeof breakdown>[1]) =>
    (await breakdown(store, dimension, view, { limit: 100, offset: 0 })).rows;

  describe.each(testDatabases(`analytics-breakdown-${filters.length}`))(`${name} on $name`, (target) => {
    const suite = migratedDatabase(target);

    it("answers empty breakdowns before any visit", async () => {
      expect(await breakdown(suite.database, "source", view, { limit: 10, offset: 0 })).toEqual({
        rows: [],
        total: 0,
      });
    });

    it("attributes each visit to its source, channel, campaign and referrer", async () => {
      await storeFlushes(suite.database);
      const db = suite.database;
      expect(await rows(db, "source")).toEqual([
        {
          value: "Google",
          // A's two visits, one visitor that day.
          visitors: 1,
          visits: 2,
          pageViews: 4,
          bounceRate: 50,
          // (10 min + 0) / 2.
          visitDuration: 300,
          conversions: 1,
          conversionRate: 50,
          leads: 1,
          won: 0,
          wonValue: 0,
          suspected: false,
        },
        ...["Direct / none", "Facebook", "newsletter"].map((value) => expect.objectContaining({ value, visits: 1 })),
      ]);
      expect(pick(await rows(db, "channel"), "visits", "bounceRate", "conversions")).toEqual([
        { value: "search", visits: 2, bounceRate: 50, conversions: 1 },
        { value: "direct", visits: 1, bounceRate: 100, conversions: 0 },
        { value: "email", visits: 1, bounceRate: 0, conversions: 1 },
        { value: "social", visits: 1, bounceRate: 0, conversions: 1 },
      ]);
      expect(pick(await rows(db, "referrer"), "visits")).toEqual([
        { value: "google.com", visits: 2 },
        { value: "facebook.com", visits: 1 },
        { value: "mail.google.com", visits: 1 },
      ]);
      expect(pick(await rows(db, "utm_campaign"), "visits", "pageViews", "conversions", "leads")).toEqual([
        { value: "nov-launch", visits: 1, pageViews: 2, conversions: 1, leads: 0 },
      ]);
      expect(pick(await rows(db, "utm_medium"), "visits", "leads")).toEqual([
        { value: "email", visits: 1, leads: null },
      ]);
      expect(await rows(db, "utm_term")).toEqual([]);
    });

    it("knows each visit's pages, languages, device and service", async () => {
      const db = suite.database;
      // In every page dimension, the five language versions of a page are one row: "/ja" is "/".
      expect(pick(await rows(db, "entry_page"), "visits", "bounceRate")).toEqual([
        { value: "/", visits: 3, bounceRate: 66.7 },
        { value: "/about", visits: 1, bounceRate: 0 },
        { value: "/services/iot-technology", visits: 1, bounceRate: 0 },
      ]);
      expect(pick(await rows(db, "exit_page"), "visits")).toEqual([
        { value: "/", visits: 2 },
        { value: "/careers", visits: 1 },
        { value: "/contact", visits: 1 },
        { value: "/services/iot-technology", visits: 1 },
      ]);
      expect(pick(await rows(db, "page"), "visitors", "visits", "pageViews")).toEqual([
        { value: "/", visitors: 2, visits: 3, pageViews: 3 },
        { value: "/about", visitors: 1, visits: 1, pageViews: 1 },
        { value: "/careers", visitors: 1, visits: 1, pageViews: 1 },
        { value: "/contact", visitors: 1, visits: 1, pageViews: 1 },
        { value: "/services/iot-technology", visitors: 1, visits: 1, pageViews: 1 },
        { value: "/services/web-development", visitors: 1, visits: 1, pageViews: 1 },
      ]);
      expect(pick(await rows(db, "locale"), "visits")).toEqual([
        { value: "en", visits: 2 },
        { value: "id", visits: 1 },
        { value: "ja", visits: 1 },
        { value: "ko", visits: 1 },
      ]);
      expect(pick(await rows(db, "device"), "visitors", "visits")).toEqual([
        { value: "desktop", visitors: 2, visits: 3 },
        { value: "mobile", visitors: 1, visits: 1 },
        { value: "tablet", visitors: 1, visits: 1 },
      ]);
      expect(pick(await rows(db, "service"), "visits", "conversions", "leads")).toEqual([
        { value: "iot-technology", visits: 1, conversions: 1, leads: 0 },
        { value: "web-development", visits: 1, conversions: 1, leads: 1 },
      ]);
    });

    it("counts goals by what happened, with rates over all visits", async () => {
      expect(pick(await rows(suite.database, "goal"), "visits", "conversions", "conversionRate")).toEqual([
        { value: "cv_click", visits: 1, conversions: 1, conversionRate: 20 },
        { value: "email_click", visits: 1, conversions: 1, conversionRate: 20 },
        { value: "newsletter_signup", visits: 1, conversions: 1, conversionRate: 20 },
        { value: "whatsapp_handover", visits: 1, conversions: 1, conversionRate: 20 },
      ]);
    });

    it("adds bounce rate, views per visit, conversions and the funnel to the summary", async () => {
      const summary = await analyticsSummary(
        suite.database,
        { period: "7d", range: RANGE, filters, comparison: "previous" },
        NOW,
      );
      expect(summary).toMatchObject({
        totalVisitors: 5,
        pageViews: 8,
        bounceRate: 40,
        viewsPerVisit: 1.6,
        conversions: 3,
        conversionRate: 60,
        changes: { bounceRate: null, viewsPerVisit: null, conversions: null, conversionRate: null },
      });
      // Home pages (A twice, C) show the form; only A's first visit went further.
      expect(summary.funnel).toEqual([
        { step: "form_seen", visits: 3 },
        { step: "form_started", visits: 1 },
        { step: "message_started", visits: 1 },
        { step: "handed_over", visits: 1 },
      ]);
    });

    it("keeps the hand-over as a lead with its visit's attribution only, and records it won", async () => {
      const db = suite.database;
      const [lead, ...others] = await listLeads(db, view);
      // B and D reached goals, but only a hand-over is a lead.
      expect(others).toEqual([]);
      expect(lead).toEqual({
        ref: "ND-7K4Q2M",
        createdAt: "2026-11-21T01:10:00.000Z",
        service: "web-development",
        locale: "en",
        source: "Google",
        channel: "search",
        utmCampaign: null,
        entryPage: "/",
        country: "ID",
        device: "desktop",
        status: "open",
        value: null,
      });
      expect(await updateLead(db, "ND-0000000", { status: "won" })).toBeNull();
      const won = await updateLead(db, "ND-7K4Q2M", { status: "won", value: 150_000_000 });
      expect(won).toMatchObject({ status: "won", value: 150_000_000 });
      expect(pick(await rows(db, "source"), "leads", "won", "wonValue")[0]).toEqual({
        value: "Google",
        leads: 1,
        won: 1,
        wonValue: 150_000_000,
      });
      expect(pick(await rows(db, "locale"), "leads", "won", "wonValue")[0]).toEqual({
        value: "en",
        leads: 1,
        won: 1,
        wonValue: 150_000_000,
      });
      // Staff say the project is for a service no visit of the view had: a row of its own, without visits, last.
      await updateLead(db, "ND-7K4Q2M", { status: "won", service: "hr-systems" });
      const services = await breakdown(db, "service", view, { limit: 10, offset: 0 });
      expect(services.total).toBe(3);
      expect(pick(services.rows, "visits", "leads", "wonValue")).toEqual([
        { value: "iot-technology", visits: 1, leads: 0, wonValue: 0 },
        { value: "web-development", visits: 1, leads: 0, wonValue: 0 },
        { value: "hr-systems", visits: 0, leads: 1, wonValue: 150_000_000 },
      ]);
      await updateLead(db, "ND-7K4Q2M", { status: "won", service: "web-development" });
    });

    it("pages rows by visits with a total", async () => {
      const page = await breakdown(suite.database, "entry_page", view, { limit: 2, offset: 1 });
      expect(page.total).toBe(3);
      expect(page.rows.map((row) => row.value)).toEqual(["/about", "/services/iot-technology"]);
      const past = await breakdown(suite.database, "entry_page", view, { limit: 2, offset: 10 });
      expect(past).toEqual({ rows: [], total: 3 });
    });
  });
});

describe.each(testDatabases("analytics-filters"))("filters on $name", (target) => {
  const suite = migratedDatabase(target);
  const is = (dimension: Filter["dimension"], value: string): Filter => ({ dimension, negated: false, value });
  const isNot = (dimension: Filter["dimension"], value: string): Filter => ({ dimension, negated: true, value });
  const values = async (dimension: Parameters<typeof breakdown>[1], filters: Filter[]) =>
    (await breakdown(suite.database, dimension, { range: RANGE, filters }, { limit: 100, offset: 0 })).rows;
  const summary = (filters: Filter[]) =>
    analyticsSummary(suite.database, { period: "7d", range: RANGE, filters, comparison: "previous" }, NOW);

  it("narrow every report to the visits that match", async () => {
    await storeFlushes(suite.database);
    // A's two visits from Google: one visitor that day.
    const search = [is("channel", "search")];
    expect(pick(await values("source", search), "visitors", "visits")).toEqual([
      { value: "Google", visitors: 1, visits: 2 },
    ]);
    expect(await summary(search)).toMatchObject({
      filters: search,
      totalVisitors: 2,
      uniqueVisitors: 1,
      pageViews: 4,
      conversions: 1,
      topCountries: [{ country: "ID", visitors: 1 }],
      deviceTypes: [
        { device: "desktop", visitors: 1, percentage: 100 },
        { device: "mobile", visitors: 0, percentage: 0 },
        { device: "tablet", visitors: 0, percentage: 0 },
      ],
    });
    expect((await listLeads(suite.database, { range: RANGE, filters: search })).map((lead) => lead.ref)).toEqual([
      "ND-7K4Q2M",
    ]);
  });

  it("find visits by a page they viewed or a goal they reached, in any language", async () => {
    const careers = [is("page", "/careers")];
    expect(pick(await values("locale", careers), "visits")).toEqual([{ value: "id", visits: 1 }]);
    expect(pick(await values("goal", careers), "conversions", "conversionRate")).toEqual([
      { value: "cv_click", conversions: 1, conversionRate: 100 },
      { value: "email_click", conversions: 1, conversionRate: 100 },
    ]);
    // The Japanese home page is the home page: only B and D never saw it.
    expect((await summary([isNot("page", "/")])).totalVisitors).toBe(2);
  });

  it("combine conditions, is and is not", async () => {
    const filters = [isNot("goal", "whatsapp_handover"), is("device", "desktop")];
    expect(pick(await values("entry_page", filters), "visits")).toEqual([
      { value: "/", visits: 1 },
      { value: "/services/iot-technology", visits: 1 },
    ]);
    expect(await listLeads(suite.database, { range: RANGE, filters })).toEqual([]);
    expect((await summary([...filters, is("locale", "fr")])).totalVisitors).toBe(0);
  });

  it("match any of several values of one dimension, and texts a value contains, letter case aside", async () => {
    const holding = (dimension: Filter["dimension"], value: string, negated = false): Filter => ({
      dimension,
      negated,
      value,
      contains: true,
    });
    const refs = async (filters: Filter[]) =>
      (await listLeads(suite.database, { range: RANGE, filters })).map((lead) => lead.ref);
    // Google or Facebook; with the device, both conditions hold.
    const either = [is("source", "Google"), is("source", "Facebook")];
    expect(pick(await values("source", either), "visits")).toEqual([
      { value: "Google", visits: 2 },
      { value: "Facebook", visits: 1 },
    ]);
    expect((await summary([...either, is("device", "mobile")])).totalVisitors).toBe(0);
    expect(await refs(either)).toEqual(["ND-7K4Q2M"]);
    expect(pick(await values("source", [holding("source", "GOO")]), "visits")).toEqual([
      { value: "Google", visits: 2 },
    ]);
    // Newsletter, direct and Facebook: B's, C's and D's visits.
    expect((await summary([holding("source", "goo", true)])).totalVisitors).toBe(3);
    // A page in any language whose path holds the text: A's first visit and D's (in Korean).
    expect(pick(await values("source", [holding("page", "SERVICES/")]), "visits")).toEqual([
      { value: "Facebook", visits: 1 },
      { value: "Google", visits: 1 },
    ]);
    expect(pick(await values("source", [holding("utm_medium", "MAIL")]), "visits")).toEqual([
      { value: "newsletter", visits: 1 },
    ]);
    // The leads read the visits in SQL: the same conditions there.
    expect(await refs([holding("page", "CONTACT")])).toEqual(["ND-7K4Q2M"]);
    expect(await refs([holding("page", "careers")])).toEqual([]);
    expect(await refs([holding("service", "WEB-"), holding("source", "le")])).toEqual(["ND-7K4Q2M"]);
  });
});
