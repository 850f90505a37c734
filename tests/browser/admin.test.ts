import { execFile } from "node:child_process";
import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatsFor } from "../../app/admin/format";
import type { MessageKey } from "../../app/i18n/keys";

/** The staff page reads in English here: its figures as English writes them. */
const en = formatsFor("en");

import type { AnalyticsSummary, Breakdown, SecuritySummary, SubscriberPage } from "../../app/admin/types";
import { bucketed, type DayInterval } from "../../app/analytics/series";
import { comparableCounts } from "../../app/components/admin/dashboard/small-counts";
import { DASHBOARD_LIST_ROWS } from "../../app/config/constants";
import { LANGUAGES } from "../../app/i18n/locales";
import { adminPageOf, figuresLoaded, fillAndSubmit } from "../support/admin-page";
import { axeViolations } from "../support/axe";
import { browserSuite } from "../support/browser-suite";
import { watchCsp } from "../support/csp";
import { storeSubscribers } from "../support/newsletter";
import { formatted, message } from "../support/pages";
import { createStaff, STAFF } from "../support/staff";
import { tabPool } from "../support/tabs";

const suite = browserSuite();
const adminPage = adminPageOf(suite);
const inTab = tabPool(() => suite.browser, { noCache: true });

beforeAll(async () => {
  const { server } = suite;
  await createStaff(server);
  const created_at = new Date().toISOString();
  await storeSubscribers(server.dataDir, [
    { email: "one@example.com", locale: "en", created_at },
    { email: "two@example.com", locale: "en", created_at },
  ]);
  // The operator's way to a full dashboard: 120 days of synthetic visits, through the real rollups. Run without
  // blocking this process, whose idle connections to the server must be closed on time (a connection reused
  // after a long blocking call can meet the server's close: "other side closed").
  const seeded = await new Promise<{ failure: string | null; stdout: string }>((resolve) =>
    execFile(
      "npm",
      ["run", "-s", "seed:demo", "--", "--days", "120"],
      { env: { ...process.env, DATA_DIR: server.dataDir }, encoding: "utf8" },
      (error, stdout, stderr) => resolve({ failure: error ? `${error.message}\n${stderr}` : null, stdout }),
    ),
  );
  expect(seeded.failure).toBeNull();
  expect(seeded.stdout).toMatch(/^Seeded 120 days: \d+ visits/);
});

async function signedIn(viewport?: { width: number; height: number }) {
  const { context, page } = await adminPage(suite.server, viewport);
  await fillAndSubmit(page, STAFF.email, STAFF.password);
  await figuresLoaded(page);
  return { context, page };
}

async function api<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(`${suite.server.url}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A breakdown table's rows as shown: each row's label, then its figures. */
const figuresOf = (page: Page, table: string) =>
  page
    .locator(`${table} tbody tr`)
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll("[data-label], [data-value]")].map((cell) => cell.textContent?.trim() ?? ""),
      ),
    );

describe("the dashboard", () => {
  it("shows exactly the summary API's figures in each period, and exports them as a zip of CSV reports", async () => {
    // A browser's report, so that the security panel has an event anyone can cause besides the server's own.
    const report = await fetch(`${suite.server.url}/api/security/log`, {
      method: "POST",
      headers: { "content-type": "application/csp-report" },
      body: JSON.stringify({ "csp-report": { "document-uri": `${suite.server.url}/`, "blocked-uri": "eval" } }),
    });
    expect(report.status).toBe(204);
    const { context, page } = await signedIn();
    for (const period of ["7d", "30d", "90d"] as const) {
      if (period !== "7d") {
        const loaded = page.waitForResponse((response) => response.url().includes(`summary?period=${period}`));
        await page.getByRole("button", { name: period, exact: true }).click();
        await loaded;
      }
      expect(await page.getByRole("button", { name: period, exact: true }).getAttribute("aria-pressed")).toBe("true");
      await figuresLoaded(page);
      const summary = await api<AnalyticsSummary>(context, `/api/analytics/summary?period=${period}`);
      expect(summary.totalVisitors, "seeded data").toBeGreaterThan(0);

      const formats = {
        totalVisitors: en.number,
        pageViews: en.number,
        uniqueVisitors: en.number,
        averageTimeOnSite: en.duration,
        bounceRate: en.percent,
        conversionRate: en.percent,
      };
      for (const [figure, format] of Object.entries(formats) as [keyof typeof formats, (value: number) => string][]) {
        const card = page.locator(`[data-figure=${figure}]`);
        const shown = format(summary[figure]);
        expect(await card.locator("[data-value]").textContent(), `${period} ${figure}`).toBe(shown);
        const change = summary.changes[figure];
        const before = summary.comparison?.figures[figure] ?? 0;
        // Rates change by percentage points, counts by a percentage of themselves, or under 20 in either range by
        // the compared count itself.
        const shownChange = (value: number) =>
          figure === "bounceRate" || figure === "conversionRate"
            ? message("en", "admin.change.points").replace("{change}", en.signed(value))
            : format === en.number && !comparableCounts(summary[figure], before)
              ? message("en", "admin.change.from").replace("{before}", en.number(before))
              : en.change(value);
        if (change !== null) expect(await card.locator("[data-change]").textContent()).toContain(shownChange(change));
      }
      // Staff see the view's leads and the business won beside them, the sum in short.
      const { leads } = summary;
      if (!leads) throw new Error("a staff member's summary has leads");
      expect(await page.locator("[data-figure=leads] [data-value]").textContent()).toBe(en.number(leads.leads));
      expect(await page.locator("[data-figure=wonValue] [data-value]").textContent()).toBe(en.idrShort(leads.wonValue));
      // The chart's table: days for 7 and 30 days, weeks for 90, each beside the compared range's visitors.
      const { interval, points } = summary.series;
      expect(interval).toBe(period === "90d" ? "week" : "day");
      expect(points).toEqual(bucketed(summary.daily, interval as DayInterval, summary.comparison?.daily));
      expect(await page.locator("figure[data-interval]").getAttribute("data-interval")).toBe(interval);
      expect(
        await page
          .locator("[data-series] tbody tr")
          .evaluateAll((rows) =>
            rows.map((row) => [
              row.getAttribute("data-start"),
              ...[...row.querySelectorAll("td")].map((td) => td.textContent),
            ]),
          ),
      ).toEqual(
        points.map((point) => [point.start, en.number(point.visitors), en.number(point.compared?.visitors ?? 0)]),
      );
      // Pages, one row per page in all its languages, the first of them.
      const pages = await api<Breakdown>(
        context,
        `/api/analytics/breakdown?dimension=page&period=${period}&limit=${DASHBOARD_LIST_ROWS}`,
      );
      expect(await figuresOf(page, "[data-list=pages]")).toEqual(
        pages.rows.map((row) => [
          row.value === "(not found)" ? "(page not found)" : row.value,
          en.number(row.visits),
          en.number(row.conversions),
          en.percent(row.conversionRate),
        ]),
      );
      // Countries and devices are breakdowns like the others (visits, conversions, leads): their labels and visits.
      const regions = new Intl.DisplayNames(["en"], { type: "region" });
      const labels = {
        country: (value: string) => (value === "Unknown" ? "Unknown" : regions.of(value)),
        device: (value: string) => message("en", `admin.device.${value}` as MessageKey),
      };
      for (const [dimension, list] of [
        ["country", "countries"],
        ["device", "devices"],
      ] as const) {
        const query = `dimension=${dimension}&period=${period}&limit=${DASHBOARD_LIST_ROWS}`;
        const { rows } = await api<Breakdown>(context, `/api/analytics/breakdown?${query}`);
        expect((await figuresOf(page, `[data-list=${list}]`)).map((cells) => cells.slice(0, 2))).toEqual(
          rows.map((row) => [labels[dimension](row.value), en.number(row.visits)]),
        );
      }
      const security = await api<SecuritySummary>(context, `/api/security/summary?period=${period}`);
      expect(await page.locator("[data-security-count]").textContent()).toBe(en.number(security.eventCount));
      // The staff member's own sign-in is among them, and said apart.
      expect(await page.locator("[data-security-sign-ins]").textContent()).toBe(en.number(security.signInCount));
      // The last event the server recorded (the sign-in) and, apart from it, the last report.
      expect(security.lastServerEvent?.type).toBe("auth.signed_in");
      expect(security.lastReportedEvent?.type).toBe("csp.violation");
      for (const [kind, event] of [
        ["server", security.lastServerEvent],
        ["reported", security.lastReportedEvent],
      ] as const) {
        // Named for people ("Staff signed in"), the code kept for machines.
        const type = page.locator(`[data-security-last=${kind}] [data-security-type]`);
        expect(await type.getAttribute("data-security-type")).toBe(event?.type);
        expect(await type.textContent()).toBe(message("en", `admin.securityEvent.${event?.type}` as MessageKey));
        expect(await page.locator(`[data-security-last=${kind}] time`).getAttribute("datetime")).toBe(event?.timestamp);
      }
      // Opened, the panel lists the period's events, newest first: the sign-in among them.
      if (period === "7d") {
        await page.locator("[data-security-events] summary").click();
        await page.locator("[data-security-event]").first().waitFor();
        const listed = await page
          .locator("[data-security-event]")
          .evaluateAll((items) => items.map((item) => item.getAttribute("data-security-event")));
        expect(listed).toContain("auth.signed_in");
        const newest = [security.lastServerEvent, security.lastReportedEvent].sort((a, b) =>
          (b?.timestamp ?? "").localeCompare(a?.timestamp ?? ""),
        )[0];
        expect(listed[0]).toBe(newest?.type);
      }
      // The services' rows say what they count, since they need not add up to the headline's.
      expect(await page.locator("[data-breakdown=services] [data-breakdown-note]").textContent()).toBe(
        message("en", "admin.panel.servicesNote"),
      );
      // The two stored before the demo, and the demo's readers (a subscriber for each sign-up it counts).
      const { count } = await api<SubscriberPage>(context, "/api/newsletter/subscribers");
      expect(count).toBeGreaterThan(2);
      expect(await page.locator("[data-subscribers]").textContent()).toBe(en.number(count));

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export report" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`analytics-${summary.from}-${summary.to}.zip`);
      const files = unzipSync(fs.readFileSync((await download.path()) ?? ""));
      const lines = (name: string) =>
        strFromU8(files[name] ?? new Uint8Array())
          .trim()
          .split("\r\n");
      expect(lines("view.csv")).toContain(`period,${period}`);
      expect(lines("summary.csv")).toContain(
        `page_views,${summary.pageViews},${summary.comparison?.figures.pageViews},${summary.changes.pageViews ?? ""}`,
      );
      expect(lines("daily.csv")).toHaveLength(summary.daily.length + 1);
      // Lead times as the leads panel shows them, in the site's time zone (Asia/Jakarta, UTC+7), one instant each.
      const leadRows = lines("leads.csv").slice(1);
      expect(leadRows.length).toBeGreaterThan(0);
      for (const row of leadRows) expect(row.split(",")[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
    }
    await context.close();
  });

  it("leads with its figures: the chart on a desktop's first screen, the headline starting on a phone's", async () => {
    // The bottom of the chart's axis on a desktop, the top of the first headline figure on a phone.
    for (const [viewport, shown, edge] of [
      [{ width: 1440, height: 900 }, ".recharts-xAxis", "bottom"],
      [{ width: 390, height: 844 }, "[data-figure]", "top"],
    ] as const) {
      const { context, page } = await signedIn(viewport);
      await page.locator(".recharts-area").first().waitFor();
      const at = await page
        .locator(shown)
        .first()
        .evaluate((element, side) => element.getBoundingClientRect()[side], edge);
      expect(at, `${viewport.width} px`).toBeLessThan(viewport.height);
      // The live view is one line until it is opened: its events are not a second list above the figures.
      expect(await page.locator("[data-live-event]").first().isVisible()).toBe(false);
      await context.close();
    }
  });

  it("keeps each panel's switch on one row on a 390 px phone, in English and Indonesian", async () => {
    const { context, page } = await signedIn({ width: 390, height: 844 });
    for (const prefix of ["", "/id"]) {
      await page.goto(`${suite.server.url}${prefix}/admin`);
      await page.locator("[data-breakdown=pages] table").waitFor();
      const rows = await page
        .locator("section fieldset")
        .evaluateAll((all) =>
          all.map((group) => new Set([...group.querySelectorAll("button")].map((b) => b.offsetTop)).size),
        );
      expect(rows.filter((count) => count > 1).length, prefix).toBe(0);
    }
    await context.close();
  });

  it("searches a list and orders it by any column", async () => {
    const { context, page } = await signedIn();
    const panel = page.locator("section", { has: page.locator("[data-breakdown=pages]") });
    await panel.getByRole("button", { name: "Entry pages", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toContain("entry_page");
    const values = () =>
      panel.locator("tbody tr").evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.value ?? ""));
    const visitsShown = () =>
      panel
        .locator("tbody tr td:first-of-type")
        .evaluateAll((cells) => cells.map((cell) => Number(cell.textContent?.replace(/\D/g, ""))));
    await panel.locator("[data-list-search]").fill("SERVICES");
    await expect
      .poll(async () => (await values()).length > 0 && (await values()).every((v) => v.includes("/services")))
      .toBe(true);
    // Visits, largest first (the default); the heading again: smallest first.
    const descending = await visitsShown();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await panel.locator("[data-sort=visits]").click();
    await expect
      .poll(async () => {
        const shown = await visitsShown();
        return shown.join() === [...shown].sort((a, b) => a - b).join() && shown.join() !== descending.join();
      })
      .toBe(true);
    expect(await panel.locator("th[aria-sort=ascending]").count()).toBe(1);
    await context.close();
  });

  it("lets an admin name the current view, and anyone open it from the list", async () => {
    const { context, page } = await signedIn({ width: 390, height: 844 });
    await page.goto(`${suite.server.url}/admin?period=30d&filter=channel:search`);
    await figuresLoaded(page);
    await page.locator("[data-save-view]").click();
    const dialog = page.locator("[data-dialog=save-view]");
    await dialog.getByLabel(message("en", "admin.views.name")).fill("Search, 30 days");
    await dialog.getByRole("button", { name: message("en", "admin.views.saveButton") }).click();
    await dialog.waitFor({ state: "detached" });
    const list = page.getByLabel(message("en", "admin.views.label"), { exact: true });
    // The view shown is the one saved: the list names it.
    await expect.poll(async () => list.locator("option:checked").textContent()).toBe("Search, 30 days");

    await page.goto(`${suite.server.url}/admin`);
    await figuresLoaded(page);
    await list.selectOption({ label: "Search, 30 days" });
    await page.waitForURL(`${suite.server.url}/admin?period=30d&filter=channel%3Asearch`);
    await figuresLoaded(page);
    // The view's filter chip follows the new address; wait for it rather than read the page of the moment before.
    await expect.poll(() => page.locator('[data-filter="channel:search"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Deleted from the dialog, it leaves the list.
    await page.locator("[data-save-view]").click();
    await dialog
      .getByRole("button", { name: formatted("en", "admin.views.delete", { name: "Search, 30 days" }) })
      .click();
    await expect.poll(() => list.count()).toBe(0);
    await context.close();
  });

  it("has no accessibility or CSP violations and fits a phone", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const cspViolations = await watchCsp(page);
    await page.goto(`${suite.server.url}/admin`);
    await expect.poll(() => page.title()).toBe(message("en", "admin.meta.title"));
    await fillAndSubmit(page, STAFF.email, STAFF.password);
    await page.locator(".recharts-area").first().waitFor();
    await figuresLoaded(page);
    // The tab names the screen it shows.
    expect(await page.title()).toBe("Dashboard — Nusantara Digital");
    // The card that counts visits says so (visitors are counted once a day, a visitor may make several visits).
    expect(await page.locator("[data-figure=totalVisitors]").textContent()).toContain("Visits");
    expect(await axeViolations(page)).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // The staff area has its own language selector: the same screen and view in another language.
    await page.goto(`${suite.server.url}/admin?period=30d`);
    await figuresLoaded(page);
    await page.getByRole("button", { name: new RegExp(message("en", "language.choose")) }).click();
    await page.getByRole("link", { name: LANGUAGES.ja.name }).click();
    await page.waitForURL(`${suite.server.url}/ja/admin?period=30d`);
    await figuresLoaded(page);
    expect(await page.title()).toBe(message("ja", "admin.dashboard.meta.title"));
    await context.close();
  });

  it("loads the chart library only for signed-in staff, never on public pages", async () => {
    /** The scripts a page loads; a visitor who does not sign in is a tab that fetches every file anew. */
    const scripts = async (path: string, signIn: boolean) => {
      const visit = async (page: Page) => {
        const loaded = new Set<string>();
        page.on("request", (request) => {
          if (request.resourceType() === "script") loaded.add(new URL(request.url()).pathname);
        });
        await page.goto(suite.server.url + path);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        if (signIn) {
          await fillAndSubmit(page, STAFF.email, STAFF.password);
          await page.locator(".recharts-area").first().waitFor();
        }
        return loaded;
      };
      if (!signIn) return inTab(visit);
      const context = await suite.browser.newContext();
      try {
        return await visit(await context.newPage());
      } finally {
        await context.close();
      }
    };
    const before = await scripts("/admin", false);
    const dashboardOnly = [...(await scripts("/admin", true))].filter((file) => !before.has(file));
    expect(dashboardOnly.length).toBeGreaterThan(0);
    for (const path of ["/", "/id", "/ja/services/web-development", "/ko/about", "/zh/contact"]) {
      const loaded = await scripts(path, false);
      expect(
        dashboardOnly.filter((file) => loaded.has(file)),
        path,
      ).toEqual([]);
    }
  });
});
