import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatsFor } from "../../app/admin/format";
import type { SubscriberPage, UnsubscribeFigures } from "../../app/admin/types";
import type { Locale } from "../../app/i18n/locales";
import { dayOf } from "../../server/analytics/time";
import { axeViolations } from "../support/axe";
import { browserSuite } from "../support/browser-suite";
import { queryDatabase } from "../support/database";
import { storeSubscribers } from "../support/newsletter";
import { formatted, message, scheme, settings } from "../support/pages";
import { createStaff, STAFF, signIn } from "../support/staff";

const suite = browserSuite();
const T0 = Date.parse("2025-03-01T02:00:00Z");
const LONG = `${"a-very-long-local-part-that-does-not-fit".repeat(2)}@a-very-long-domain-name-of-an-agency.example.co.id`;

/** 12 subscribers, newest last: more than one page of the list (10). */
const SUBSCRIBERS = Array.from({ length: 12 }, (_, index) => ({
  email: index === 11 ? LONG : `reader${String(index).padStart(2, "0")}@example.com`,
  locale: (["en", "id", "ja"] as const)[index % 3] ?? "en",
  created_at: new Date(T0 + index * 86_400_000).toISOString(),
}));

beforeAll(async () => {
  await createStaff(suite.server);
  await storeSubscribers(suite.server.dataDir, SUBSCRIBERS);
});

/** The subscribers the server has now, newest first (as staff read them). */
async function stored(): Promise<SubscriberPage> {
  const cookie = await signIn(suite.server);
  const response = await fetch(`${suite.server.url}/api/newsletter/subscribers?limit=100`, { headers: { cookie } });
  return (await response.json()) as SubscriberPage;
}

/** Signs in at the staff page of `locale` on a phone and waits for the subscriber list. */
async function dashboard(locale: Locale): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(suite.server.url + scheme.localizePath("/admin", locale));
  await page.locator("input[name=email]").fill(STAFF.email);
  await page.locator("input[name=password]").fill(STAFF.password);
  await page.locator("form button[type=submit]").click();
  // The addresses open on demand, under the panel's figures.
  const toggle = page.locator("[data-subscribers-toggle]");
  expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  expect(await page.locator("[data-subscriber-list]").isVisible()).toBe(false);
  await toggle.click();
  expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  await page.locator("[data-subscriber]").first().waitFor();
  await expect.poll(() => page.locator("[aria-busy=true]").count()).toBe(0);
  return page;
}

const text = (locale: Locale, key: Parameters<typeof message>[1], email = "") =>
  message(locale, key).replace("{email}", email);
const count = (page: Page) => page.locator("[data-subscribers]").textContent();
const listed = (page: Page) => page.locator("[data-subscriber] [data-email]").allTextContents();

describe("the newsletter's subscribers on the dashboard", () => {
  it("lists them a page at a time, exports them, and removes one after a confirmation (English)", async () => {
    const page = await dashboard("en");
    const newest = [...SUBSCRIBERS].reverse();
    expect(await count(page)).toBe("12");
    expect(await listed(page)).toEqual(newest.slice(0, 10).map((row) => row.email));
    // The language by its own name, the date as the dashboard writes dates.
    const first = page.locator(`[data-subscriber="${LONG}"]`);
    expect(await first.locator("[data-locale]").textContent()).toBe("日本語");
    expect(await first.locator("[data-locale]").getAttribute("lang")).toBe("ja");
    expect(await first.locator("time").textContent()).toBe(formatsFor("en").moment(SUBSCRIBERS[11]?.created_at ?? ""));
    // A long address wraps instead of widening the phone's page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => listed(page)).toEqual(newest.slice(10).map((row) => row.email));
    expect(await page.locator("[data-subscriber-range]").textContent()).toBe("11–12 of 12");
    await page.getByRole("button", { name: "Previous" }).click();
    await expect.poll(() => listed(page)).toEqual(newest.slice(0, 10).map((row) => row.email));

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path()) ?? "", "utf8");
    expect(csv.startsWith("\uFEFFemail,locale,subscribed_at,unsubscribe_url\r\n")).toBe(true);
    expect(csv).toContain(
      `${LONG},ja,${SUBSCRIBERS[11]?.created_at},${settings.SITE_URL}/ja/newsletter/unsubscribe?token=`,
    );

    // Remove opens a confirmation with the focus on Cancel; Escape closes it and returns to Remove.
    const target = "reader09@example.com";
    const remove = page.getByRole("button", { name: `Remove ${target}` });
    await remove.click();
    const confirmation = page.getByRole("group", { name: text("en", "admin.newsletter.confirm", target) });
    await confirmation.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    expect(await remove.getAttribute("aria-expanded")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await confirmation.waitFor({ state: "detached" });
    expect(await remove.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await count(page)).toBe("12");

    // By keyboard this time: open, then confirm.
    await page.keyboard.press("Enter");
    await confirmation.waitFor();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => count(page)).toBe("11");
    const status = page.getByRole("status").filter({ hasText: text("en", "admin.newsletter.removed", target) });
    await status.waitFor();
    // The focus moves to the message once the row has gone (the next frame): wait for it, not for a time.
    await expect.poll(() => status.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => listed(page)).not.toContain(target);
    // The page fills up again with the next subscriber.
    await expect.poll(() => page.locator("[data-subscriber]").count()).toBe(10);
    expect((await stored()).subscribers.map((row) => row.email)).not.toContain(target);
    await page.context().close();
  });

  it("says when a removal failed, and removes on a second try (Indonesian)", async () => {
    const page = await dashboard("id");
    expect(await count(page)).toBe("11");
    const target = "reader04@example.com";
    await page.getByRole("button", { name: `${message("id", "admin.newsletter.remove")} ${target}` }).click();
    const confirmation = page.getByRole("group", { name: text("id", "admin.newsletter.confirm", target) });
    await confirmation.waitFor();
    const confirm = confirmation.getByRole("button", { name: message("id", "admin.newsletter.confirmRemove") });

    // The server fails once: the confirmation stays, with the error said, and the address is kept.
    await page.route("**/api/newsletter/subscribers/*", (route) => route.fulfill({ status: 500, body: "{}" }), {
      times: 1,
    });
    await confirm.click();
    const alert = page.getByRole("alert").filter({ hasText: text("id", "admin.newsletter.removeFailed", target) });
    await alert.waitFor();
    expect(await count(page)).toBe("11");

    await confirm.click();
    await page
      .getByRole("status")
      .filter({ hasText: text("id", "admin.newsletter.removed", target) })
      .waitFor();
    await expect.poll(() => count(page)).toBe("10");
    await expect.poll(() => listed(page)).not.toContain(target);
    expect(await page.locator("[data-subscriber-range]").count()).toBe(0);
    const left = await stored();
    expect(left.count).toBe(10);
    expect(left.subscribers.map((row) => row.email)).not.toContain(target);
    await page.context().close();
  });

  it("says how many left by their own link in the dashboard's period, and on which days (Japanese)", async () => {
    const [reader] = queryDatabase<{ unsubscribe_token: string }>(
      suite.server.dataDir,
      "select unsubscribe_token from newsletter_subscriptions where email = 'reader00@example.com'",
    );
    const oneClick = await fetch(`${suite.server.url}/api/newsletter/unsubscribe?token=${reader?.unsubscribe_token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const today = dayOf(Date.now());
    const page = await dashboard("ja");
    const figures = page.locator("[data-unsubscribes]");
    expect(await figures.locator("p").nth(1).textContent()).toBe(
      formatted("ja", "admin.newsletter.unsubscribed", { count: "1" }),
    );
    // Beside it, the subscriptions confirmed in the dashboard's period (its default, 7 days), as the API counts them.
    const cookie = await signIn(suite.server);
    const period = await fetch(`${suite.server.url}/api/newsletter/unsubscribes?period=7d`, { headers: { cookie } });
    const { subscribed } = (await period.json()) as UnsubscribeFigures;
    expect(await figures.locator("[data-subscribed]").textContent()).toBe(
      formatted("ja", "admin.newsletter.subscribedInRange", { count: formatsFor("ja").number(subscribed) }),
    );
    // Without mail on the server, the reason stands where the newsletter would be written.
    expect(await page.locator("[data-compose-off]").textContent()).toBe(message("ja", "admin.compose.mailOff"));
    expect(await page.locator("[data-compose]").count()).toBe(0);
    // Nor is there a weekly summary to switch on: the dashboard's foot offers none.
    expect(await page.locator("[data-digest]").count()).toBe(0);
    const days = page.getByRole("list", { name: message("ja", "admin.newsletter.unsubscribesPerDay") });
    expect(await days.getByRole("listitem").allTextContents()).toEqual([
      formatted("ja", "admin.newsletter.unsubscribesOn", { day: formatsFor("ja").day(today), count: "1" }),
    ]);
    await page.context().close();
  });
});
