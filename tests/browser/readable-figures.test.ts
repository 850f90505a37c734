import { beforeAll, describe, expect, it } from "vitest";
import { dayOf } from "../../app/analytics/site-calendar";
import type { Locale } from "../../app/i18n/locales";
import { openDatabase } from "../../server/db/database";
import { browserSuite } from "../support/browser-suite";
import { formatted, message } from "../support/pages";
import { createStaff, STAFF } from "../support/staff";

/** A phone's browser as the server sees it (the headless browser's own agent counts as a bot). */
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const PAGE = "/ja/services/web-development";

const suite = browserSuite();
beforeAll(async () => {
  await createStaff(suite.server);
  // 1,279 visits of 245 s in the rollup the headline reads, and one more that reads a page to 75 %.
  const database = openDatabase({ dataDir: suite.server.dataDir });
  try {
    await database.db
      .insertInto("analytics_traffic_daily")
      .values({
        day: dayOf(Date.now()),
        device: "desktop",
        country: "SG",
        visits: 1279,
        visitors: 1100,
        page_views: 2560,
        duration_ms: 1279 * 245_000,
      })
      .execute();
  } finally {
    await database.close();
  }
  const sent = await fetch(`${suite.server.url}/api/events`, {
    method: "POST",
    headers: { origin: suite.server.url, "content-type": "application/json", "user-agent": PHONE },
    body: JSON.stringify({
      events: [
        {
          name: "page_view",
          page: PAGE,
          page_name: "service",
          page_title: "Web",
          page_location: suite.server.url + PAGE,
        },
        { name: "scroll_depth", page: PAGE, percent: 75 },
      ],
    }),
  });
  expect(sent.status).toBe(202);
});

describe("the dashboard's figures", () => {
  it.each([
    ["en", "1,280", "4m 5s", "scrolled 75%"],
    ["id", "1.280", "4 mnt 5 dtk", "digulir 75%"],
  ] as const)(
    "read in %s: %s visits, a time of %s, activity as sentences, named security events",
    async (locale, visits, time, scrolled) => {
      const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${suite.server.url}${locale === "en" ? "" : `/${locale}`}/admin`);
      await page.locator("input[type=email]").fill(STAFF.email);
      await page.locator("input[type=password]").fill(STAFF.password);
      await page.locator("form button[type=submit]").click();

      const card = (figure: string) => page.locator(`[data-figure=${figure}]`);
      await expect.poll(() => card("totalVisitors").textContent()).toContain(visits);
      expect(await card("averageTimeOnSite").textContent()).toContain(time);

      // "A visitor opened /ja/services/web-development", its scrolling below it rather than an entry of its own.
      const entry = page.locator("[data-activity=page_view]").filter({ hasText: PAGE });
      await entry.first().waitFor();
      const who = message(locale as Locale, "admin.activity.someone");
      expect(await entry.first().locator("p").first().textContent()).toBe(
        formatted(locale as Locale, "admin.activity.page_view", { who, page: PAGE, n: 1 }),
      );
      expect(await entry.first().locator("p").nth(1).textContent()).toContain(scrolled);
      expect(await page.locator("[data-activity=scroll_depth]").count()).toBe(0);

      // The path stays whole on a phone: it wraps inside its entry.
      const path = entry.first().locator("[data-activity-page]");
      const box = await path.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);

      const signedIn = page.locator("[data-security-last=server] [data-security-type]");
      expect(await signedIn.textContent()).toBe(message(locale as Locale, "admin.securityEvent.auth.signed_in"));
      await context.close();
    },
  );
});
