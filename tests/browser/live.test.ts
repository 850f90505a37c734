import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatsFor } from "../../app/admin/format";
import type { ActivityEntry, LiveFigures } from "../../app/admin/types";
import { LIVE_REFRESH_MS } from "../../app/config/constants";
import { LANGUAGES, type Locale } from "../../app/i18n/locales";
import { browserSuite } from "../support/browser-suite";
import { formatted, message } from "../support/pages";
import { createStaff, STAFF, withStaffAccounts } from "../support/staff";

/** A phone's browser as the server sees it (the headless browser's own agent counts as a bot). */
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

const suite = browserSuite();
beforeAll(async () => {
  await createStaff(suite.server);
});

/** The live figure as the dashboard words it in `locale`. */
const visitorsSentence = (locale: Locale, visitors: number) =>
  formatted(locale, "admin.live.visitors", { n: visitors, count: formatsFor(LANGUAGES[locale].tag).number(visitors) });

/**
 * The staff dashboard in `locale`, signed in, on a page whose clock the test moves (so a refresh interval
 * passes at once) and which counts its requests for the live figures as it makes them.
 */
async function signedIn(
  locale: Locale,
  { email = STAFF.email as string, viewport = { width: 1280, height: 900 } } = {},
) {
  const context = await suite.browser.newContext({ viewport });
  await context.clock.install();
  await context.addInitScript(() => {
    const counted = window as unknown as { liveRequests: number };
    counted.liveRequests = 0;
    const fetchAnything = window.fetch;
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes("/api/analytics/live")) counted.liveRequests++;
      return fetchAnything(input, init);
    };
  });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}${locale === "en" ? "" : `/${locale}`}/admin`);
  await page.getByLabel(message(locale, "admin.email"), { exact: true }).fill(email);
  await page.getByLabel(message(locale, "admin.password"), { exact: true }).fill(STAFF.password);
  await page.locator("form button[type=submit]").click();
  await page.locator("[data-live-visitors]").getByText(/\d/).waitFor();
  // The live line opens into the latest events.
  await page.locator("[data-live-toggle]").click();
  return { context, page };
}

const figure = (page: Page) => page.locator("[data-live-visitors]").textContent();
const liveRequests = (page: Page) => page.evaluate(() => (window as unknown as { liveRequests: number }).liveRequests);
/** Lets the page's clock run past the next refresh. */
const nextRefresh = (page: Page) => page.clock.fastForward(LIVE_REFRESH_MS);

async function liveApi(context: BrowserContext): Promise<LiveFigures> {
  const response = await context.request.get(`${suite.server.url}/api/analytics/live`);
  expect(response.status()).toBe(200);
  return (await response.json()) as LiveFigures;
}

/** A visitor's phone (its own pseudonym) opens a public page; it is closed after the test. */
async function visit(path: string, name: string): Promise<BrowserContext> {
  const context = await suite.browser.newContext({ userAgent: `${PHONE} visitor/${name}` });
  await context.addInitScript(() => localStorage.setItem("analytics-automation", "allow"));
  const page = await context.newPage();
  await page.goto(`${suite.server.url}${path}`);
  return context;
}

/** Makes the page hidden or visible as a switch of tabs would, with the event browsers send. */
const setVisibility = (page: Page, state: "hidden" | "visible") =>
  page.evaluate((state) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => state === "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);

describe("the live view", () => {
  it.each([
    ["en", "/about", { width: 1280, height: 900 }],
    ["id", "/id/services/web-development", { width: 412, height: 823 }],
  ] as const)(
    "in %s: a visitor who opens %s appears in the figure and the stream without a reload",
    async (locale, path, viewport) => {
      const { context, page } = await signedIn(locale, { viewport });
      const before = (await liveApi(context)).visitors;
      await expect.poll(() => figure(page)).toBe(visitorsSentence(locale, before));
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      const visitor = await visit(path, locale);
      await expect.poll(async () => (await liveApi(context)).visitors).toBe(before + 1);
      await expect
        .poll(async () => {
          await nextRefresh(page);
          return figure(page);
        })
        .toBe(visitorsSentence(locale, before + 1));
      const shown = page.locator("[data-live-event=page_view]").filter({ hasText: path });
      await expect.poll(() => shown.count()).toBeGreaterThan(0);
      // A sentence: "A visitor opened /about" (the test's visitors come from no known country).
      const who = message(locale, "admin.activity.someone");
      expect(await shown.first().locator("p").first().textContent()).toBe(
        formatted(locale, "admin.activity.page_view", { who, page: path, n: 1 }),
      );
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      await visitor.close();
      await context.close();
    },
  );

  it("wraps a long page path on a phone, never cutting it", async () => {
    const { context, page } = await signedIn("id", { viewport: { width: 360, height: 740 } });
    // As long as a stored path may be, with nowhere a browser would break a line by itself.
    const long = `/services/${"x".repeat(290)}`;
    await page.route("**/api/analytics/live", async (route) => {
      const response = await route.fetch();
      const figures = (await response.json()) as LiveFigures;
      const event: ActivityEntry = {
        timestamp: new Date().toISOString(),
        action: "page_view",
        page: long,
        country: "ID",
        device: "mobile",
        target: null,
        scrolled: 75,
        seconds: 125,
        count: 1,
      };
      await route.fulfill({ response, json: { ...figures, events: [event, ...figures.events] } });
    });
    await nextRefresh(page);
    const path = page.locator("[data-activity-page]").filter({ hasText: long });
    await path.waitFor();
    expect(await path.textContent()).toBe(long);
    const box = await path.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360);
    expect(await path.evaluate((element) => element.closest("li")?.scrollWidth ?? 0)).toBeLessThanOrEqual(
      await path.evaluate((element) => element.closest("li")?.clientWidth ?? 0),
    );
    await context.close();
  });

  it("shows a visitor's button words and link site as quoted text of 60 characters at most, never as a link", async () => {
    const { context, page } = await signedIn("ja");
    // What an answer could hold if the server passed a visitor's text on whole: the page cuts it too.
    const words = "無料見積もりはこちら".repeat(20);
    const entry = (action: string, target: string): ActivityEntry => ({
      timestamp: new Date().toISOString(),
      action,
      page: "/",
      country: "Unknown",
      device: "desktop",
      target,
      scrolled: null,
      seconds: null,
      count: 1,
    });
    await page.route("**/api/analytics/live", async (route) => {
      const response = await route.fetch();
      const figures = (await response.json()) as LiveFigures;
      const visitors = [entry("button_click", words), entry("link_click", "javascript:alert(document.cookie)")];
      await route.fulfill({ response, json: { ...figures, events: [...visitors, ...figures.events] } });
    });
    await nextRefresh(page);
    const button = page.locator("[data-live-event=button_click]").first();
    await button.waitFor();
    const who = message("ja", "admin.activity.someone");
    const shown = `${words.slice(0, 59)}…`;
    expect(await button.locator("[data-activity-target]").textContent()).toBe(shown);
    expect(await button.locator("p").first().textContent()).toBe(
      formatted("ja", "admin.activity.button_click", { who, page: "/", target: shown }),
    );
    const link = page.locator("[data-live-event=link_click]").first();
    expect(await link.locator("p").first().textContent()).toBe(
      formatted("ja", "admin.activity.link_click", { who, page: "/", target: "javascript:alert(document.cookie)" }),
    );
    expect(await page.locator("[data-live-event] a, [data-live-event] [href]").count()).toBe(0);
    await context.close();
  });

  it("asks nothing while the page is hidden, and refreshes at once when it is shown again", async () => {
    const { context, page } = await signedIn("en");
    // The timer works while the page is visible.
    const first = await liveRequests(page);
    await nextRefresh(page);
    await expect.poll(() => liveRequests(page)).toBe(first + 1);

    await setVisibility(page, "hidden");
    const hidden = await liveRequests(page);
    const before = (await liveApi(context)).visitors;
    const visitor = await visit("/careers", "while-hidden");
    await expect.poll(async () => (await liveApi(context)).visitors).toBe(before + 1);
    // Three refresh intervals pass (the clock fires every timer due) without a request.
    for (let interval = 0; interval < 3; interval++) await nextRefresh(page);
    expect(await liveRequests(page)).toBe(hidden);
    expect(await figure(page)).toBe(visitorsSentence("en", before));

    // Shown again, the page asks at once: no time passes on its clock.
    await setVisibility(page, "visible");
    expect(await liveRequests(page)).toBe(hidden + 1);
    await expect.poll(() => figure(page)).toBe(visitorsSentence("en", before + 1));
    await visitor.close();
    await context.close();
  });

  it("keeps the last figures with a quiet note when a refresh fails, and signs out when the session ends", async () => {
    const email = "live-ending@example.com";
    await createStaff(suite.server, { email });
    const { context, page } = await signedIn("en", { email });
    const shown = await figure(page);
    await page.route("**/api/analytics/live", (route) => route.fulfill({ status: 503, body: "" }));
    await nextRefresh(page);
    await page.locator("[data-live-failed]").waitFor();
    expect(await figure(page)).toBe(shown);
    await page.unroute("**/api/analytics/live");
    await nextRefresh(page);
    await page.locator("[data-live-failed]").waitFor({ state: "detached" });

    // A new password ends the account's sessions; the next refresh meets that.
    await withStaffAccounts(suite.server, (accounts) => accounts.resetPassword(email, STAFF.password));
    await nextRefresh(page);
    await page.getByText(message("en", "admin.sessionEnded")).waitFor();
    await context.close();
  });
});
