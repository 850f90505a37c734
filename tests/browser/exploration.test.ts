import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatsFor } from "../../app/admin/format";
import type { AnalyticsSummary } from "../../app/admin/types";
import { addDays, comparisonRange, periodRange } from "../../app/analytics/periods";
import { dayOf } from "../../app/analytics/site-calendar";
import { LANGUAGES, type Locale } from "../../app/i18n/locales";
import { filterInDialog, viewLoaded as loaded, signedInDashboard } from "../support/admin-page";
import { browserSuite } from "../support/browser-suite";
import { formatted, message } from "../support/pages";
import { createStaff, signIn } from "../support/staff";

const suite = browserSuite();
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

/** A first page view as the tracker sends it, with the referrer it landed from. */
const landing = (page: string, referrer?: string) => ({
  name: "page_view",
  page,
  page_name: "page",
  page_title: "Page",
  page_location: `${suite.server.url}${page}`,
  ...(referrer && { referrer }),
});

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

/**
 * Two visits from Google, one from Facebook (which reads a service page and clicks the e-mail address) and
 * one typed in on a phone: four visitors, each its own browser.
 */
const everyVisit = () =>
  [
    ["google-1", [landing("/", "https://www.google.com/"), landing("/contact")]],
    ["google-2", [landing("/ja", "https://www.google.com/")]],
    [
      "facebook",
      [
        landing("/id/about", "https://www.facebook.com/"),
        landing("/id/services/web-development"),
        {
          name: "link_click",
          page: "/id/services/web-development",
          link_url: "mailto:hello@example.test",
          link_text: "hello@example.test",
        },
      ],
    ],
    ["typed", [landing("/")]],
  ] as const;

let cookie: string;
beforeAll(async () => {
  await createStaff(suite.server);
  cookie = await signIn(suite.server);
  for (const [index, [, events]] of everyVisit().entries()) {
    const sent = await fetch(`${suite.server.url}/api/events`, {
      method: "POST",
      headers: {
        origin: suite.server.url,
        "content-type": "application/json",
        "user-agent": `${index === 3 ? PHONE : AGENT} rotated/${index}`,
      },
      body: JSON.stringify({ events }),
    });
    if (sent.status !== 202) throw new Error(`events refused: ${sent.status}`);
  }
  const summary = async () =>
    (await (
      await fetch(`${suite.server.url}/api/analytics/summary?period=7d`, { headers: { cookie } })
    ).json()) as AnalyticsSummary;
  // The events are stored within moments: wait for them, not for a time.
  while ((await summary()).totalVisitors < 4) await new Promise((resolve) => setTimeout(resolve, 50));
});

const dashboard = (prefix: string) => signedInDashboard(suite, prefix);

const visits = (page: Page) => page.locator("[data-figure=totalVisitors] [data-value]").textContent();
const query = (page: Page) => new URL(page.url()).searchParams;

describe.each<[Locale, string]>([
  ["en", ""],
  ["id", "/id"],
])("exploring the analytics in %s", (locale, prefix) => {
  const t = (key: Parameters<typeof message>[1]) => message(locale, key);

  it("filters by a click, switches and removes filters, and moves through views with back and forward", async () => {
    const { context, page } = await dashboard(prefix);
    expect(await visits(page)).toBe("4");
    // Seven days are drawn day by day: no sum of days to explain.
    expect(await page.locator("figure[data-interval]").getAttribute("data-interval")).toBe("day");
    expect(await page.locator("[data-sum-note]").count()).toBe(0);
    // The Sources panel lists channels: a click on Search filters the whole dashboard.
    await page.locator("[data-breakdown=sources] [data-value=search] button").click();
    await expect.poll(() => query(page).getAll("filter")).toEqual(["channel:search"]);
    await loaded(page);
    expect(await visits(page)).toBe("2");
    const chip = page.locator('[data-filter="channel:search"]');
    expect(await chip.textContent()).toBe(
      `${t("admin.dimension.channel")}${t("admin.filters.is")}${t("admin.channel.search")}`,
    );
    expect(await page.locator("[data-breakdown=sources] tbody tr").count()).toBe(1);

    // "is" becomes "is not": the other two visits.
    // The operator is the chip's first button.
    expect(await chip.locator("button").first().textContent()).toBe(t("admin.filters.is"));
    await chip.locator("button").first().click();
    await expect.poll(() => query(page).getAll("filter")).toEqual(["channel!:search"]);
    await loaded(page);
    expect(await visits(page)).toBe("2");
    expect(
      await page
        .locator("[data-breakdown=sources] tbody tr")
        .evaluateAll((rows) => rows.map((row) => row.dataset.value)),
    ).toEqual(["direct", "social"]);

    // A second filter combines with the first: the typed visit only.
    const pages = page.locator("section", { has: page.locator("[data-breakdown=pages]") });
    await pages.getByRole("button", { name: t("admin.view.entryPages"), exact: true }).click();
    await pages.locator("caption", { hasText: t("admin.view.entryPages") }).waitFor({ state: "attached" });
    await page.locator("[data-breakdown=pages] [data-value='/'] button").click();
    await expect.poll(() => query(page).getAll("filter")).toEqual(["channel!:search", "entry_page:/"]);
    await loaded(page);
    expect(await visits(page)).toBe("1");

    // Back and forward move between the views, the figures with them.
    await page.goBack();
    await expect.poll(() => query(page).getAll("filter")).toEqual(["channel!:search"]);
    await loaded(page);
    expect(await visits(page)).toBe("2");
    await page.goForward();
    await expect.poll(() => query(page).getAll("filter")).toEqual(["channel!:search", "entry_page:/"]);
    await loaded(page);
    expect(await visits(page)).toBe("1");

    // Removing every filter shows all visits again.
    await page.getByRole("button", { name: t("admin.filters.clear") }).click();
    await expect.poll(() => query(page).getAll("filter")).toEqual([]);
    await loaded(page);
    expect(await visits(page)).toBe("4");

    // The view a panel shows is part of the URL: a reload (or a shared link) shows it again.
    // The panel's switch, not a heading that orders a table (in Indonesian both say "Perujuk").
    const referrers = page
      .getByRole("button", { name: t("admin.view.referrers"), exact: true })
      .and(page.locator(":not([data-sort])"));
    await referrers.click();
    await expect.poll(() => query(page).getAll("tab")).toEqual(["pages:entry_page", "sources:referrer"]);
    await page.reload();
    await loaded(page);
    expect(await referrers.getAttribute("aria-pressed")).toBe("true");
    await context.close();
  });

  it("makes and changes filters in the filter dialog: contains, and several values of one dimension", async () => {
    const { context, page } = await dashboard(prefix);
    const filterBy = (dimension: string, operator: string, value: string, from?: Locator) =>
      filterInDialog(page, { dimension, operator, value }, locale, from);
    // A page in any language whose path holds "CONTACT", letter case aside: the first Google visit.
    await filterBy("page", "contains", "CONTACT");
    await expect.poll(() => query(page).getAll("filter")).toEqual(["page~:CONTACT"]);
    await loaded(page);
    expect(await visits(page)).toBe("1");
    // The chip's value opens the dialog to change the filter: it becomes "does not contain".
    await filterBy("page", "notContains", "CONTACT", page.locator('[data-filter="page~:CONTACT"] button').nth(1));
    await expect.poll(() => query(page).getAll("filter")).toEqual(["page!~:CONTACT"]);
    await loaded(page);
    expect(await visits(page)).toBe("3");
    // Removed, then two values of one dimension: either matches (the Facebook visit and both Google ones).
    await page.locator('[data-filter="page!~:CONTACT"] button').last().click();
    await expect.poll(() => query(page).getAll("filter")).toEqual([]);
    await filterBy("source", "is", "Facebook");
    await filterBy("source", "is", "Google");
    await expect.poll(() => query(page).getAll("filter")).toEqual(["source:Facebook", "source:Google"]);
    await loaded(page);
    expect(await visits(page)).toBe("3");
    await context.close();
  });

  it("opens a shared link's view: range, comparison and filters, and exports exactly it", async () => {
    const { context, page } = await dashboard(prefix);
    await page.getByLabel(t("admin.period.other")).selectOption("12mo");
    await expect.poll(() => query(page).get("period")).toBe("12mo");
    await page.getByLabel(t("admin.compare.label")).selectOption("year");
    await expect.poll(() => query(page).get("compare")).toBe("year");
    await loaded(page);
    // Twelve months are drawn month by month, against the same months a year earlier.
    expect(await page.locator("figure[data-interval]").getAttribute("data-interval")).toBe("month");
    expect(await page.locator("[data-series] thead th").count()).toBe(3);
    // Months sum their days' visitors, whom nothing recognises from one day to the next: the chart says so.
    expect(await page.locator("[data-sum-note]").textContent()).toBe(t("admin.chart.sumNote"));
    await page.locator("[data-breakdown=languages] [data-value=ja] button").click();
    await expect.poll(() => query(page).getAll("filter")).toEqual(["locale:ja"]);
    // Filters read the visits kept 400 days; a year earlier reaches back 730: the view says so, in the page's
    // language, and offers to drop the comparison rather than compare with visits no longer kept.
    const refusal = page.locator('[data-refused="compared_before_visits"]');
    await refusal.waitFor();
    const today = dayOf(Date.now());
    const format = formatsFor(LANGUAGES[locale].tag);
    const compared = comparisonRange(periodRange("12mo", today), "year");
    expect(await refusal.textContent()).toContain(
      formatted(locale, "admin.view.comparedBeforeVisits", {
        visitsFrom: format.day(addDays(today, -400)),
        comparedFrom: format.day(compared?.from ?? ""),
      }),
    );
    await refusal.getByRole("button", { name: t("admin.view.compareNone") }).click();
    await expect.poll(() => query(page).get("compare")).toBe("none");
    await loaded(page);
    expect(await visits(page)).toBe("1");

    // The link, opened by someone else (another session of the same staff), shows the same view.
    const shared = page.url();
    const { context: other, page: reopened } = await dashboard(prefix);
    await reopened.goto(shared);
    await loaded(reopened);
    expect(await visits(reopened)).toBe("1");
    expect(await reopened.locator('[data-filter="locale:ja"]').count()).toBe(1);
    expect(await reopened.getByLabel(t("admin.compare.label")).inputValue()).toBe("none");
    expect(await reopened.getByLabel(t("admin.period.other")).inputValue()).toBe("12mo");
    await other.close();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: t("admin.export") }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(fs.readFileSync((await download.path()) ?? ""));
    const lines = (name: string) =>
      strFromU8(files[name] ?? new Uint8Array())
        .trim()
        .split("\r\n");
    expect(lines("view.csv")).toEqual(
      expect.arrayContaining(["period,12mo", "compared_with,none", "filter,locale:ja"]),
    );
    expect(lines("summary.csv")).toContain("visits,1,,");
    expect(lines("locale.csv").slice(1)).toEqual([expect.stringMatching(/^ja,1,1,1,/)]);
    await context.close();
  });

  it("filters by a click on a device, a goal and a service, and the recent activity follows", async () => {
    const { context, page } = await dashboard(prefix);
    const activityPages = () =>
      page.locator("[data-activity] [data-activity-page]").evaluateAll((pages) => pages.map((el) => el.textContent));
    // The phone's visit is the only one on a mobile: its one page view is all the recent activity shows.
    await page.locator('[data-list=devices] [data-value="mobile"] button').click();
    await expect.poll(() => query(page).getAll("filter")).toEqual(["device:mobile"]);
    await loaded(page);
    expect(await visits(page)).toBe("1");
    expect(await activityPages()).toEqual(["/"]);
    expect(await page.locator('[data-filter="device:mobile"]').textContent()).toBe(
      `${t("admin.dimension.device")}${t("admin.filters.is")}${t("admin.device.mobile")}`,
    );
    // One filter has no "clear all": its chip's last button removes it.
    await page.locator('[data-filter="device:mobile"] button').last().click();
    await expect.poll(() => query(page).getAll("filter")).toEqual([]);
    await loaded(page);

    // The Facebook visit clicked the e-mail address (a goal) on a service page (its service).
    await page.locator("[data-breakdown=goals] [data-value=email_click] button").click();
    await expect.poll(() => query(page).getAll("filter")).toEqual(["goal:email_click"]);
    await loaded(page);
    expect(await visits(page)).toBe("1");
    await page.locator("[data-breakdown=services] [data-value=web-development] button").click();
    await expect.poll(() => query(page).getAll("filter")).toEqual(["goal:email_click", "service:web-development"]);
    await loaded(page);
    expect(await visits(page)).toBe("1");
    expect(await page.locator("[data-breakdown=services] tbody tr").count()).toBe(1);
    // Its events came in one request, at one moment: their order among themselves is not the point.
    expect((await activityPages()).sort()).toEqual([
      "/id/about",
      "/id/services/web-development",
      "/id/services/web-development",
    ]);
    expect(await page.locator("[data-activity=email_click]").count()).toBe(1);
    await context.close();
  });

  it("shows a custom range chosen with the period selector's dates", async () => {
    const { context, page } = await dashboard(prefix);
    const today = dayOf(Date.now());
    const format = formatsFor(LANGUAGES[locale].tag);
    const choose = async (from: string, to: string) => {
      await page.getByLabel(t("admin.period.other")).selectOption("custom");
      // The end first: each field keeps the other's bounds (from at most to, to at least from).
      await page.getByLabel(t("admin.period.to"), { exact: true }).fill(to);
      await page.getByLabel(t("admin.period.from"), { exact: true }).fill(from);
      await page.getByRole("button", { name: t("admin.period.apply") }).click();
      await expect.poll(() => [query(page).get("from"), query(page).get("to")]).toEqual([from, to]);
      await loaded(page);
      // The browser's and Node's ICU may space a range's dash differently (a thin space or a plain one).
      const spaced = (text: string | null) => text?.replace(/\s/g, " ");
      expect(spaced(await page.locator("[data-range]").textContent())).toBe(spaced(format.days(from, to)));
    };
    // Ten days that end yesterday hold none of today's visits.
    await choose(addDays(today, -10), addDays(today, -1));
    expect(await visits(page)).toBe("0");
    expect(await page.locator("[data-series] tbody tr").count()).toBe(10);
    // Three days that end today hold all four.
    await choose(addDays(today, -2), today);
    expect(await visits(page)).toBe("4");
    expect(await page.locator("[data-series] tbody tr").count()).toBe(3);
    await context.close();
  });

  it("compares 30 days with the 30 before them, and explains weeks' visitors", async () => {
    const { context, page } = await dashboard(prefix);
    await page.getByRole("button", { name: "30d" }).click();
    await expect.poll(() => query(page).get("period")).toBe("30d");
    await loaded(page);
    // The previous period is the default comparison: a dashed line, and a column of the chart's table, counted up
    // to this time of its last day, as the 30 days end today.
    expect(await page.getByLabel(t("admin.compare.label")).inputValue()).toBe("previous");
    const headers = page.locator("[data-series] thead th");
    expect(await headers.allTextContents()).toEqual([
      t("admin.chart.date"),
      t("admin.chart.visitors"),
      expect.stringMatching(new RegExp(`^${t("admin.chart.compared.previous")} \\(.+\\), \\S+ \\d`)),
    ]);
    const rows = page.locator("[data-series] tbody tr");
    expect(await rows.count()).toBe(30);
    // Every visit is today's: the last day has them, the compared days none.
    expect(await rows.last().locator("td").allTextContents()).toEqual(["4", "0"]);
    expect(await page.locator("[data-figure=totalVisitors] [data-value]").textContent()).toBe("4");
    expect(await page.locator("[data-sum-note]").count()).toBe(0);

    await page
      .getByRole("group", { name: t("admin.chart.interval") })
      .getByRole("button", { name: t("admin.chart.interval.week") })
      .click();
    await expect.poll(() => query(page).get("interval")).toBe("week");
    await page.locator("figure[data-interval=week]").waitFor();
    expect(await page.locator("[data-sum-note]").textContent()).toBe(t("admin.chart.sumNote"));
    await context.close();
  });
});

// After the views above, which count the four visits: 25 more from one address, each with a user agent of its own.
describe("suspected automated traffic on the dashboard", () => {
  const t = (key: Parameters<typeof message>[1]) => message("id", key);

  it("marks a source flooding from one address, explains the mark, and a switch leaves it out", async () => {
    for (let n = 0; n < 25; n++) {
      const sent = await fetch(`${suite.server.url}/api/events`, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": `${AGENT} flood/${n}`, origin: suite.server.url },
        body: JSON.stringify(landing("/careers", "https://evil-casino.example/")),
      });
      if (sent.status !== 202) throw new Error(`events refused: ${sent.status}`);
    }
    const { context, page } = await dashboard("/id");
    await expect.poll(() => visits(page)).toBe("29");
    const showSources = () =>
      page
        .getByRole("group", { name: formatted("id", "admin.breakdown.show", { panel: t("admin.panel.sources") }) })
        .getByRole("button", { name: t("admin.view.sources"), exact: true })
        .click();
    await showSources();
    const flood = page.locator('[data-breakdown=sources] [data-value="evil-casino.example"]');
    const marker = flood.locator("[data-suspected]");
    await marker.waitFor();
    const explanation = formatted("id", "admin.automated.explain", { visits: "20" });
    expect(await marker.textContent()).toBe(t("admin.automated.marker"));
    expect(await marker.getAttribute("title")).toBe(explanation);
    expect(await page.locator("[data-breakdown=sources] [data-automated-note]").textContent()).toBe(explanation);
    expect(await page.locator("[data-breakdown=sources] [data-value=Google] [data-suspected]").count()).toBe(0);

    // The switch is a filter like any other: in the URL, as a chip, and in every figure.
    await page.getByText(t("admin.automated.exclude"), { exact: true }).click();
    await expect.poll(() => query(page).getAll("filter")).toEqual(["traffic!:automated"]);
    await loaded(page);
    expect(await visits(page)).toBe("4");
    expect(await page.locator('[data-filter="traffic!:automated"]').textContent()).toBe(
      `${t("admin.dimension.traffic")}${t("admin.filters.isNot")}${t("admin.automated.value")}`,
    );
    expect(await page.getByRole("switch", { name: t("admin.automated.exclude") }).isChecked()).toBe(true);
    await showSources();
    await page.locator("[data-breakdown=sources] [data-value=Google]").waitFor();
    expect(await flood.count()).toBe(0);
    await context.close();
  });
});
