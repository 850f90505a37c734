import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatsFor } from "../../app/admin/format";

/** The staff page reads in English here: its figures as English writes them. */
const en = formatsFor("en");

import type { AnalyticsSummary, Breakdown, LeadList } from "../../app/admin/types";
import type { Dimension } from "../../app/analytics/dimensions";
import type { FunnelReport } from "../../app/analytics/funnels";
import { axeViolations } from "../support/axe";
import { browserSuite } from "../support/browser-suite";
import { issuedLeadRef } from "../support/lead-refs";
import { message } from "../support/pages";
import { createStaff, STAFF } from "../support/staff";

const suite = browserSuite();

/** Three visitors' browsers as the server tells them apart (by user agent; they share an address). */
const AGENTS = {
  search: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  campaign:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  direct:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
};
/** The search visitor's lead code, issued by the server when its contact form was used. */
let LEAD = "";
const CAMPAIGN = "launch-2026";
const WON = 150_000_000;

function pageView(page: string, attribution: Record<string, string> = {}) {
  return {
    name: "page_view",
    page,
    page_name: page === "/" ? "home" : page.slice(1),
    page_title: "Nusantara Digital",
    page_location: `${suite.server.url}${page}`,
    ...attribution,
  };
}

async function send(agent: string, events: object[]) {
  const response = await fetch(`${suite.server.url}/api/events`, {
    method: "POST",
    headers: { origin: suite.server.url, "content-type": "application/json", "user-agent": agent },
    body: JSON.stringify({ events }),
  });
  expect(response.status, await response.text()).toBe(202);
}

beforeAll(async () => {
  await createStaff(suite.server);
  // A visitor from a search engine who asks about a web project on WhatsApp: a lead with its code.
  LEAD = await issuedLeadRef(suite.server.url, AGENTS.search);
  await send(AGENTS.search, [
    pageView("/", { referrer: "https://www.google.com/" }),
    pageView("/contact"),
    { name: "whatsapp_handover", page: "/contact", ref: LEAD, service: "web-development" },
  ]);
  // One from a newsletter campaign, on the Indonesian pages.
  await send(AGENTS.campaign, [
    pageView("/id/services/hr-systems", { utm_source: "newsletter", utm_medium: "email", utm_campaign: CAMPAIGN }),
    pageView("/id/about"),
  ]);
  // One who typed the address of the Japanese about page.
  await send(AGENTS.direct, [pageView("/ja/about")]);
});

async function signedIn(viewport = { width: 1366, height: 900 }) {
  const context = await suite.browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/admin`);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
  await page.locator("form button[type=submit]").click();
  await figuresLoaded(page);
  return { context, page };
}

/** The summary's figures are shown and no panel is still loading its own. */
async function figuresLoaded(page: Page) {
  await page.locator("[data-series]").waitFor({ state: "attached" });
  await expect.poll(() => page.locator("[aria-busy=true]").count()).toBe(0);
}

async function api<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(`${suite.server.url}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const breakdown = (context: BrowserContext, dimension: Dimension) =>
  api<Breakdown>(context, `/api/analytics/breakdown?dimension=${dimension}&period=7d&limit=10`);

/** The panel whose heading is `title`. */
const panel = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The row of a breakdown table for `value`: its figures as shown. */
async function figuresOf(table: Locator, value: string) {
  const row = table.locator(`tr[data-value="${value}"]`);
  const figure = (name: string) => row.locator(`[data-cell=${name}] [data-value]`).textContent();
  return {
    label: await row.locator("[data-label]").textContent(),
    // A goal's visits are its conversions: its table shows them once.
    visits: (await row.locator("[data-cell=visits]").count()) ? await figure("visits") : null,
    conversions: await figure("conversions"),
    conversionRate: await figure("conversionRate"),
    leads: (await row.locator("[data-cell=leads]").count()) ? await figure("leads") : null,
    wonValue: (await row.locator("[data-cell=wonValue]").count()) ? await figure("wonValue") : null,
  };
}

describe("the lead analytics", () => {
  it("shows where visits and leads came from, finds a lead by its code, and counts it won", async () => {
    const { context, page } = await signedIn();
    // The events are stored (202); the dashboard shows them once they are part of the visits.
    await expect
      .poll(async () => (await breakdown(context, "source")).rows.map((row) => row.value).sort())
      .toEqual(["Direct / none", "Google", "newsletter"].sort());
    await page.reload();
    await figuresLoaded(page);

    const summary = await api<AnalyticsSummary>(context, "/api/analytics/summary?period=7d");
    expect(summary.totalVisitors).toBe(3);
    for (const figure of ["bounceRate", "conversionRate"] as const) {
      expect(await page.locator(`[data-figure=${figure}] [data-value]`).textContent()).toBe(
        en.percent(summary[figure]),
      );
    }
    expect(summary.conversions).toBe(1);
    // The contact form's funnel, the first: each step's visitors as the funnel API counts them.
    const funnel = panel(page, message("en", "admin.panel.funnel"));
    const report = await api<FunnelReport>(context, "/api/analytics/funnel?period=7d&id=contact");
    expect(report.steps.map((step) => step.visitors)).toEqual([1, 1, 1, 1]);
    const shown = funnel.locator("[data-step] [data-visitors]");
    await expect.poll(() => shown.count()).toBe(4);
    for (const [index, step] of report.steps.entries()) {
      expect(await shown.nth(index).textContent()).toContain(en.number(step.visitors));
    }

    // Sources: channels first, then the sources with their leads.
    const sources = panel(page, message("en", "admin.panel.sources"));
    const search = (await breakdown(context, "channel")).rows.find((row) => row.value === "search");
    expect(search).toMatchObject({ visits: 1, conversions: 1, leads: 1, won: 0 });
    expect(await figuresOf(sources.locator("table"), "search")).toEqual({
      label: "Search",
      visits: "1",
      conversions: "1",
      conversionRate: en.percent(search?.conversionRate ?? 0),
      leads: "1",
      // Nothing won yet in the period: a dash in the column of won business, which every table with leads has.
      wonValue: "—",
    });
    await sources.getByRole("button", { name: "Sources", exact: true }).click();
    await sources.locator("table[data-dimension=source]").waitFor();
    expect(await figuresOf(sources.locator("table"), "Google")).toMatchObject({ label: "Google", leads: "1" });
    expect(await figuresOf(sources.locator("table"), "Direct / none")).toMatchObject({ label: "Direct / none" });

    const campaigns = panel(page, message("en", "admin.panel.campaigns"));
    expect(await figuresOf(campaigns.locator("table"), CAMPAIGN)).toMatchObject({ visits: "1", leads: "0" });
    const languages = panel(page, message("en", "admin.panel.languages"));
    expect(await figuresOf(languages.locator("table"), "ja")).toMatchObject({ label: "日本語", visits: "1" });
    expect(await figuresOf(languages.locator("table"), "en")).toMatchObject({ label: "English", leads: "1" });
    const goals = panel(page, message("en", "admin.panel.goals"));
    expect(await figuresOf(goals.locator("table"), "whatsapp_handover")).toMatchObject({
      label: "WhatsApp enquiry",
      visits: null,
      conversions: "1",
      leads: null,
    });
    // Pages, one row per page in all its languages: /about was seen in Indonesian and in Japanese.
    const pages = panel(page, message("en", "admin.panel.pages"));
    expect(await figuresOf(pages.locator("table"), "/about")).toMatchObject({ visits: "2" });
    // Entry pages are a view of the same panel, languages merged as well.
    await pages.getByRole("button", { name: message("en", "admin.view.entryPages"), exact: true }).click();
    await pages
      .locator("table caption", { hasText: message("en", "admin.view.entryPages") })
      .waitFor({ state: "attached" });
    expect(await figuresOf(pages.locator("table"), "/")).toMatchObject({ visits: "1", leads: "1" });
    const services = panel(page, message("en", "admin.panel.services"));
    expect(await figuresOf(services.locator("table"), "web-development")).toMatchObject({
      label: message("en", "service.web-development"),
      leads: "1",
    });
    // The visits that named no service are the last row, so that the list adds up to the headline's visits.
    const serviceVisits = (await breakdown(context, "service")).rows.reduce((sum, row) => sum + row.visits, 0);
    const rest = services.locator("tr[data-rest]");
    expect(await rest.locator("[data-label]").textContent()).toBe(message("en", "admin.service.none"));
    expect(await rest.locator("[data-cell=visits] [data-value]").textContent()).toBe(
      en.number(summary.totalVisitors - serviceVisits),
    );
    expect(await rest.locator("[data-cell=leads] [data-value]").textContent()).toBe("0");

    // The lead, as staff find it by the code in the WhatsApp chat (typed in lower case, without ND-).
    const leads = panel(page, message("en", "admin.panel.leads"));
    expect(await leads.locator(`[data-lead=${LEAD}]`).count()).toBe(1);
    const code = leads.getByRole("searchbox", { name: "Find a lead by its code" });
    await code.fill("zzz");
    await code.press("Enter");
    await expect.poll(() => code.getAttribute("aria-invalid")).toBe("true");
    expect(await leads.locator(`#${await code.getAttribute("aria-describedby")}`).textContent()).toContain(
      "That is not a lead code",
    );
    await code.fill("nd-zzzzzz");
    await code.press("Enter");
    await leads.getByRole("status").getByText("No lead has the code ND-ZZZZZZ.").waitFor();
    expect(await leads.locator("[data-lead]").count()).toBe(0);
    await code.fill(LEAD.slice(3).toLowerCase());
    await code.press("Enter");
    await leads.getByRole("status").getByText(`Lead ${LEAD} found.`).waitFor();
    const lead = leads.locator(`[data-lead=${LEAD}]`);
    expect(await lead.locator("[data-detail=source]").textContent()).toBe("Google · Search");
    expect(await lead.locator("[data-detail=service]").textContent()).toBe(message("en", "service.web-development"));
    expect(await lead.locator("[data-detail=entry-page]").textContent()).toBe("/");
    expect(await lead.locator("[data-detail=locale]").textContent()).toBe("English");
    expect(await lead.locator("[data-status]").textContent()).toBe("Open");

    // A refused save is said, and nothing changes.
    await page.route(
      "**/api/leads/*",
      (route) => route.fulfill({ status: 500, json: { error: { code: "server/internal-error", message: "down" } } }),
      {
        times: 1,
      },
    );
    await lead.getByRole("combobox", { name: `Status of ${LEAD}` }).selectOption("won");
    await lead.getByRole("textbox", { name: `Value (IDR) of ${LEAD}` }).fill("150.000.000");
    await lead.getByRole("button", { name: `Save ${LEAD}` }).click();
    expect(await lead.getByRole("alert").textContent()).toBe(`${LEAD} could not be saved. Please try again.`);
    expect(await lead.locator("[data-status]").textContent()).toBe("Open");

    const saved = page.waitForResponse((response) => response.request().method() === "PATCH");
    await lead.getByRole("button", { name: `Save ${LEAD}` }).click();
    expect((await saved).status()).toBe(200);
    await lead.getByRole("status").getByText(`${LEAD} saved.`).waitFor();
    expect(await lead.locator("[data-status]").textContent()).toBe("Won");
    expect(await lead.locator("[data-lead-value]").textContent()).toBe(en.idr(WON));
    expect((await api<LeadList>(context, `/api/leads?period=7d&ref=${LEAD}`)).leads).toMatchObject([
      { ref: LEAD, status: "won", value: WON, source: "Google", channel: "search" },
    ]);

    // The won business is where the lead came from, without a reload.
    const google = () => figuresOf(sources.locator("table"), "Google");
    await expect.poll(async () => (await google()).wonValue).toBe(en.idrShort(WON));
    await sources.getByRole("button", { name: "Channels", exact: true }).click();
    await expect
      .poll(async () => (await figuresOf(sources.locator("table"), "search")).wonValue)
      .toBe(en.idrShort(WON));
    await expect
      .poll(async () => (await figuresOf(services.locator("table"), "web-development")).wonValue)
      .toBe(en.idrShort(WON));

    // The project turned out to be custom software: named with the outcome, the services list moves its business.
    expect(await lead.getByRole("combobox", { name: `Service of ${LEAD}` }).inputValue()).toBe("web-development");
    await lead.getByRole("combobox", { name: `Service of ${LEAD}` }).selectOption("custom-software");
    await lead.getByRole("button", { name: `Save ${LEAD}` }).click();
    await expect
      .poll(async () => (await figuresOf(services.locator("table"), "custom-software")).wonValue)
      .toBe(en.idrShort(WON));
    expect(await lead.locator("[data-detail=service]").textContent()).toBe(message("en", "service.custom-software"));
    expect((await figuresOf(services.locator("table"), "web-development")).wonValue).toBe("—");
    await context.close();
  });

  // Japanese for its script, Indonesian for its long words (its daily table once widened the page).
  it.each(["ja", "id"])(
    "reads on a phone in %s: every panel fits, with no accessibility violations",
    async (locale) => {
      const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/${locale}/admin`);
      await page.locator("input[type=email]").fill(STAFF.email);
      await page.locator("input[type=password]").fill(STAFF.password);
      await page.locator("form button[type=submit]").click();
      await figuresLoaded(page);
      expect(await page.locator(`[data-lead=${LEAD}]`).count()).toBe(1);
      expect(await page.locator("[data-list=sources] [data-label]").first().textContent()).toBeTruthy();
      // A phone shows the leads beside one other figure: visits, until another is chosen above the rows (the
      // leads chosen, the business they won beside them).
      const sources = page.locator("[data-list=sources]");
      const shownCells = () =>
        sources
          .locator("tbody tr")
          .first()
          .locator("td:visible")
          .evaluateAll((cells) => cells.map((c) => (c as HTMLElement).dataset.cell));
      expect(await shownCells()).toEqual(["visits", "leads"]);
      await sources.locator("[data-figure-choice]").selectOption("conversionRate");
      expect(await shownCells()).toEqual(["conversionRate", "leads"]);
      await sources.locator("[data-figure-choice]").selectOption("leads");
      expect(await shownCells()).toEqual(["leads", "wonValue"]);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await context.close();
    },
  );
});
