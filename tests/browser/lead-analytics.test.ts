import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsSummary, Breakdown, BreakdownRow, Lead, LeadList } from "../../app/admin/types";
import { launchBrowser } from "../support/browser";
import { queryDatabase } from "../support/database";
import { message } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";
import { createStaff, signIn } from "../support/staff";

/** A phone's browser as the server sees it; each visitor below is another phone (another pseudonym). */
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

const suite = {} as { server: RunningServer };
beforeAll(async () => {
  suite.server = await startServer();
});
afterAll(async () => {
  await suite.server?.stop();
});

/**
 * A visitor's own browser (its user agent set for every request, beacons included, so each is another
 * pseudonym), opted in to the tracker as the browser tests must be; nothing reaches WhatsApp or a mail app.
 */
async function visitor(
  name: string,
): Promise<{ page: Page; opened: () => Promise<string[]>; leave: () => Promise<void> }> {
  const browser = await launchBrowser([`--user-agent=${PHONE} visitor/${name}`]);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(() => {
    localStorage.setItem("analytics-automation", "allow");
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
    // A mail link would leave for a mail app: the tracker sees the click (it listens first), the browser stays.
    addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a[href^='mailto:']")) event.preventDefault();
    });
  });
  const page = await context.newPage();
  return {
    page,
    opened: () => page.evaluate(() => (window as unknown as { opened: string[] }).opened),
    // Leaving sends the last events as a beacon: the browser stays open until they are stored.
    leave: async () => {
      const exits = () => storedExits(suite.server.dataDir);
      const before = exits();
      await page.goto("about:blank");
      await expect.poll(exits).toBeGreaterThan(before);
      await browser.close();
    },
  };
}

const storedExits = (dataDir: string) =>
  Number(
    queryDatabase<{ count: number }>(
      dataDir,
      "select count(*) as count from analytics_events where name = 'page_exit'",
    )[0]?.count,
  );

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

describe("lead analytics from real visits", () => {
  it("follows a campaign visit to a WhatsApp hand-over and a won lead; other visits are no leads", async () => {
    const { url } = suite.server;
    // A Google Ads click lands on the Japanese web-development page; the visitor asks for a consultation.
    const buyer = await visitor("buyer");
    await buyer.page.goto(`${url}/ja/services/web-development?utm_source=google&utm_medium=cpc&utm_campaign=brand-ja`, {
      referer: "https://www.google.com/search?q=jakarta+web+app",
    });
    await hydrated(buyer.page);
    await buyer.page.locator("main a[href*='?project=web-development']").first().click();
    await buyer.page.waitForURL(/\/ja\?project=web-development#contact$/);
    const form = buyer.page.locator("#contact form");
    // The form asks the server for its lead code when first used; a person typing gives it ample time.
    const issued = buyer.page.waitForResponse((response) => response.url().endsWith("/api/lead-refs"));
    await form.getByLabel(message("ja", "homeSections.contact.form.name"), { exact: true }).fill("山田 太郎");
    await form.getByLabel(message("ja", "homeSections.contact.form.message"), { exact: true }).fill("勤怠アプリの相談");
    expect((await issued).status()).toBe(201);
    await form.getByRole("button", { name: message("ja", "homeSections.contact.form.submit") }).click();
    const [handedOver] = await buyer.opened();
    const ref = new URL(handedOver ?? "").searchParams
      .get("text")
      ?.split("\n")
      .at(-1)
      ?.replace(/^Ref: /, "");
    await buyer.leave();

    // A Facebook visitor reads About in Korean and leaves: a bounce.
    const reader = await visitor("reader");
    await reader.page.goto(`${url}/ko/about`, { referer: "https://www.facebook.com/" });
    await hydrated(reader.page);
    await reader.leave();

    // A visitor who typed the address sends a CV from Careers: a goal, not a lead.
    const applicant = await visitor("applicant");
    await applicant.page.goto(`${url}/careers`);
    await hydrated(applicant.page);
    await applicant.page.getByRole("link", { name: message("en", "company.careers.sendCv") }).click();
    await applicant.leave();

    await createStaff(suite.server);
    const cookie = await signIn(suite.server);
    const get = async <T>(path: string) => (await (await fetch(url + path, { headers: { cookie } })).json()) as T;
    const rows = async (dimension: string) =>
      (await get<Breakdown>(`/api/analytics/breakdown?period=7d&dimension=${dimension}`)).rows;
    const row = (list: BreakdownRow[], value: string) => list.find((item) => item.value === value);

    await expect
      .poll(async () => (await rows("goal")).map((goal) => goal.value))
      .toEqual(["cv_click", "whatsapp_handover"]);
    const { leads } = await get<LeadList>("/api/leads?period=7d");
    expect(leads).toEqual([
      expect.objectContaining({
        ref,
        service: "web-development",
        locale: "ja",
        source: "Google",
        channel: "paid",
        utmCampaign: "brand-ja",
        entryPage: "/services/web-development",
        device: "mobile",
        status: "open",
      }),
    ]);

    const sources = await rows("source");
    expect(sources.map((source) => source.value).sort()).toEqual(["Direct / none", "Facebook", "Google"]);
    expect(row(sources, "Google")).toMatchObject({ visits: 1, pageViews: 2, bounceRate: 0, conversions: 1, leads: 1 });
    expect(row(sources, "Facebook")).toMatchObject({ visits: 1, bounceRate: 100, conversions: 0, leads: 0 });
    // Following the CV link is a goal, but no conversion: a job seeker is no client.
    expect(row(sources, "Direct / none")).toMatchObject({ visits: 1, conversions: 0, leads: 0 });
    expect(row(await rows("referrer"), "google.com")).toMatchObject({ visits: 1 });
    expect((await rows("locale")).map((locale) => [locale.value, locale.visits]).sort()).toEqual([
      ["en", 1],
      ["ja", 1],
      ["ko", 1],
    ]);
    expect(row(await rows("page"), "/services/web-development")).toMatchObject({ visits: 1, conversions: 1 });
    const summary = await get<AnalyticsSummary>("/api/analytics/summary?period=7d");
    expect(summary).toMatchObject({ conversions: 1 });
    expect(summary.funnel.map((step) => step.visits)).toEqual([1, 1, 1, 1]);

    // The agency wins the project.
    const patched = await fetch(`${url}/api/leads/${ref}`, {
      method: "PATCH",
      headers: { cookie, origin: url, "content-type": "application/json" },
      body: JSON.stringify({ status: "won", value: 320_000_000 }),
    });
    expect((await patched.json()) as Lead).toMatchObject({ ref, status: "won", value: 320_000_000 });
    expect(row(await rows("utm_campaign"), "brand-ja")).toMatchObject({ leads: 1, won: 1, wonValue: 320_000_000 });
    expect(row(await rows("service"), "web-development")).toMatchObject({ leads: 1, won: 1, wonValue: 320_000_000 });
  });
});
