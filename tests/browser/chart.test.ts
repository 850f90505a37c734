import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsSummary } from "../../app/admin/types";
import { dayOf } from "../../app/analytics/site-calendar";
import type { Locale } from "../../app/i18n/locales";
import { viewLoaded as loaded, signedInDashboard } from "../support/admin-page";
import { browserSuite } from "../support/browser-suite";
import { formatted, message } from "../support/pages";
import { createStaff, signIn } from "../support/staff";

/** The dashboard's chart: today by the hour, by the day when asked, and the count a headline card chooses. */
const suite = browserSuite();
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

beforeAll(async () => {
  await createStaff(suite.server);
  const cookie = await signIn(suite.server);
  // One visit of two pages today.
  const sent = await fetch(`${suite.server.url}/api/events`, {
    method: "POST",
    headers: { origin: suite.server.url, "content-type": "application/json", "user-agent": AGENT },
    body: JSON.stringify({
      events: ["/", "/about"].map((page) => ({
        name: "page_view",
        page,
        page_name: "page",
        page_title: "Page",
        page_location: `${suite.server.url}${page}`,
      })),
    }),
  });
  if (sent.status !== 202) throw new Error(`events refused: ${sent.status}`);
  const summary = async () =>
    (await (
      await fetch(`${suite.server.url}/api/analytics/summary?period=today`, { headers: { cookie } })
    ).json()) as AnalyticsSummary;
  // The events are stored within moments: wait for them, not for a time.
  while ((await summary()).pageViews < 2) await new Promise((resolve) => setTimeout(resolve, 50));
});

const query = (page: Page) => new URL(page.url()).searchParams;

describe.each<[Locale, string]>([
  ["en", ""],
  ["id", "/id"],
])("the chart in %s", (locale, prefix) => {
  const t = (key: Parameters<typeof message>[1]) => message(locale, key);
  const dashboard = (path: string) => signedInDashboard(suite, path);

  it("draws today by the hour up to the current one, and by the day when asked", async () => {
    const { context, page } = await dashboard(prefix);
    await page.getByLabel(t("admin.period.other")).selectOption("today");
    await expect.poll(() => query(page).get("period")).toBe("today");
    await loaded(page);
    await page.locator("figure[data-interval=hour]").waitFor();
    expect(await page.locator("[data-series] caption").textContent()).toBe(
      formatted(locale, "admin.chart.titleHour", { metric: t("admin.chart.visitors") }),
    );
    // One row per hour since midnight in the site's time zone, the first at 00:00, each beside yesterday's.
    const hours = page.locator("[data-series] tbody tr");
    const starts = await hours.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-start") ?? ""));
    expect(starts[0]).toMatch(new RegExp(`^${dayOf(Date.now())}T00:00:00[+-]\\d{2}:\\d{2}$`));
    expect(starts.length).toBeGreaterThanOrEqual(1);
    expect(starts.length).toBeLessThanOrEqual(25);
    expect(await hours.first().locator("td").count()).toBe(2);
    // Today's visit is in the hours drawn.
    const visitors = await hours.evaluateAll((rows) =>
      rows.map((row) => Number(row.querySelector("td")?.textContent?.replace(/\D/g, ""))),
    );
    expect(visitors.reduce((sum, value) => sum + value, 0)).toBeGreaterThanOrEqual(1);

    await page
      .getByRole("group", { name: t("admin.chart.interval") })
      .getByRole("button", { name: t("admin.chart.interval.day") })
      .click();
    await expect.poll(() => query(page).get("interval")).toBe("day");
    await page.locator("figure[data-interval=day]").waitFor();
    expect(await page.locator("[data-series] tbody tr").count()).toBe(1);

    // A click on a count's card charts that count instead of visitors, and keeps the choice in the address.
    const pageViews = page.locator("[data-figure=pageViews] button");
    await pageViews.click();
    await expect.poll(() => query(page).get("metric")).toBe("pageViews");
    // The address changes first; the page renders the navigation a moment later.
    await expect.poll(() => pageViews.getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator("[data-figure=uniqueVisitors] button").getAttribute("aria-pressed")).toBe("false");
    await page.locator("figure[data-metric=pageViews]").waitFor();
    expect(await page.locator("[data-series] tbody td").first().textContent()).toBe(
      await page.locator("[data-figure=pageViews] [data-value]").textContent(),
    );
    await context.close();
  });
});
