import { describe, expect, it } from "vitest";
import type { MessageKey } from "../../app/i18n/keys";
import { SERVICE_IDS, SERVICE_PLANS } from "../../app/services/catalog";
import { formatPlan } from "../../app/services/plan-format";
import { readingBrowserSuite } from "../support/browser-suite";
import { LOCALES, message, scheme, textOf } from "../support/pages";

const suite = readingBrowserSuite();

async function openPage(path: string, viewport = { width: 1280, height: 800 }) {
  const context = await suite.browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(suite.server.url + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return { page, context };
}

describe("the header's ways onward", () => {
  it.each(LOCALES)(
    "offers Start a project on every kind of page in %s, leading to the project form",
    async (locale) => {
      for (const path of ["/", "/about", "/services/hr-systems", "/privacy-policy"]) {
        const response = await fetch(suite.server.url + scheme.localizePath(path, locale));
        const html = await response.text();
        const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
        const label = message(locale, "nav.startProject");
        const start = `href="${scheme.localizePath("/", locale)}#contact"`;
        // In the bar and in the phone menu, prerendered (it works before any script).
        expect(header.split(label).length - 1, `${locale} ${path}`).toBe(2);
        expect(header).toContain(start);
      }
    },
  );

  it("offers About as a plain link in the desktop header, no menu, marked on About and on Careers", async () => {
    const { page, context } = await openPage("/careers");
    const bar = page.getByRole("navigation", { name: message("en", "nav.primary") }).locator("visible=true");
    expect(await bar.getByRole("button").count()).toBe(0);
    const about = bar.getByRole("link", { name: message("en", "page.about"), exact: true });
    expect(await about.getAttribute("aria-current")).toBe("true");
    await about.click();
    await page.waitForURL(`${suite.server.url}/about`);
    expect(await about.getAttribute("aria-current")).toBe("page");
    await context.close();
  });

  // Each page and the header place that stands for it (Careers belongs to About).
  const PLACES: [string, string][] = [
    ["/services/web-development", "nav.services"],
    ["/services/hr-systems", "nav.services"],
    ["/case-studies", "page.caseStudies"],
    ["/case-studies/school-nfc-attendance", "page.caseStudies"],
    ["/blog", "page.blog"],
    ["/blog/web-app-or-mobile-app", "page.blog"],
    ["/contact", "page.contact"],
    ["/about", "page.about"],
    ["/careers", "page.about"],
  ];

  it.each(["en", "id"] as const)(
    "marks the current place in the desktop header on every kind of page in %s, aria-current and a tint",
    async (locale) => {
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      for (const [path, key] of PLACES) {
        await page.goto(suite.server.url + scheme.localizePath(path, locale));
        const bar = page.getByRole("navigation", { name: message(locale, "nav.primary") }).locator("visible=true");
        const marked = await bar
          .locator(":scope > ul > li > a[aria-current]")
          .evaluateAll((items) => items.map((item) => item.textContent?.trim()));
        expect(marked, `${locale} ${path}`).toEqual([message(locale, key as MessageKey)]);
        // Visibly: the marked place has a tinted background, the others none.
        const backgrounds = await bar
          .locator(":scope > ul > li > a")
          .evaluateAll((items) =>
            items.map((item) => [item.hasAttribute("aria-current"), getComputedStyle(item).backgroundColor] as const),
          );
        const tint = backgrounds.filter(([current]) => current).map(([, color]) => color);
        const plain = backgrounds.filter(([current]) => !current).map(([, color]) => color);
        expect(tint, `${locale} ${path}`).toHaveLength(1);
        expect(plain.length).toBeGreaterThan(2);
        expect(plain, `${locale} ${path}`).not.toContain(tint[0]);
      }
      // The landing page is the logo's place.
      await page.goto(suite.server.url + scheme.localizePath("/", locale));
      const logo = page.locator("header").getByRole("link", { name: message(locale, "site.homeLink") });
      expect(await logo.getAttribute("aria-current")).toBe("page");
      expect(await page.locator("header nav [aria-current]").count()).toBe(0);
      await context.close();
    },
  );

  it("gives each header place one destination, the contact page's Contact the same as the footer's", async () => {
    const response = await fetch(`${suite.server.url}/about`);
    const html = await response.text();
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    // The main navigation (the bar's and the phone menu's), the language selector aside.
    const navigation = [...header.matchAll(/<nav\b[\s\S]*?<\/nav>/g)].map(([nav]) => nav).join("");
    const links = [...navigation.matchAll(/<a\b[^>]*\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(
      ([, href, inner]) => [textOf(inner ?? ""), href] as const,
    );
    // One destination per label, one label per destination (the bar and the phone menu repeat the same pairs).
    const destinations = new Map<string, Set<string>>();
    const labels = new Map<string, Set<string>>();
    for (const [label, href] of links) {
      destinations.set(label, (destinations.get(label) ?? new Set()).add(href ?? ""));
      labels.set(href ?? "", (labels.get(href ?? "") ?? new Set()).add(label));
    }
    for (const [label, hrefs] of destinations) expect([...hrefs], label).toHaveLength(1);
    for (const [href, names] of labels) expect([...names], href).toHaveLength(1);
    expect(destinations.get(message("en", "page.contact"))).toEqual(new Set(["/contact"]));
    expect(destinations.get(message("en", "page.about"))).toEqual(new Set(["/about"]));
    expect([...labels.keys()].filter((href) => href.endsWith("#about"))).toEqual([]);
    const footer = html.slice(html.indexOf("<footer"));
    expect(footer).toMatch(new RegExp(`href="/contact"[^>]*>${message("en", "page.contact")}</a>`));
  });

  it("lists the header's places in the phone menu, the current one marked, and Start a project at its end", async () => {
    const { page, context } = await openPage("/ja/careers", { width: 390, height: 844 });
    await page.getByRole("button", { name: message("ja", "nav.openMenu") }).click();
    const menu = page.locator("#mobile-menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    const links = await menu
      .locator("a")
      .evaluateAll((anchors) =>
        anchors.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("aria-current")]),
      );
    expect(links).toEqual([
      [message("ja", "nav.services"), "/ja#services", null],
      [message("ja", "page.caseStudies"), "/ja/case-studies", null],
      [message("ja", "page.about"), "/ja/about", "true"],
      [message("ja", "page.blog"), "/ja/blog", null],
      [message("ja", "page.contact"), "/ja/contact", null],
      [message("ja", "nav.startProject"), "/ja#contact", null],
    ]);
    await menu.getByRole("link", { name: message("ja", "nav.startProject") }).click();
    await page.waitForURL(`${suite.server.url}/ja#contact`);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });
});

describe("learn more on a service card", () => {
  it("is a real link to the service page: a click with a modifier opens it in a new tab, without the toast", async () => {
    const { page, context } = await openPage("/");
    const id = SERVICE_IDS[3];
    const link = page.getByRole("link", {
      name: `${message("en", "home.services.learnMore")}: ${message("en", `service.${id}`)}`,
    });
    expect(await link.getAttribute("href")).toBe(`/services/${id}`);
    await link.scrollIntoViewIfNeeded();
    const [tab] = await Promise.all([context.waitForEvent("page"), link.click({ modifiers: ["ControlOrMeta"] })]);
    await tab.waitForURL(`${suite.server.url}/services/${id}`);
    expect(page.url()).toBe(`${suite.server.url}/`);
    expect(await page.getByRole("status").filter({ hasText: "Navigating to:" }).count()).toBe(0);
    await context.close();
  });
});

describe("details a visitor sees", () => {
  it("shows the skip link, once focused, as a bar that covers nothing of the header", async () => {
    const { page, context } = await openPage("/about", { width: 390, height: 844 });
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: message("en", "site.skipToContent") });
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    const logo = await page
      .locator("header")
      .getByRole("link", { name: message("en", "site.homeLink") })
      .boundingBox();
    expect(box && logo).toBeTruthy();
    if (!box || !logo) return;
    // Padded, and above the logo rather than over it.
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(box.y + box.height).toBeLessThanOrEqual(logo.y);
    await context.close();
  });

  it.each(["en", "ja"] as const)(
    "keeps a service page's facts at a glance: beside the text and following it at 1440 px, under the title on a phone (%s)",
    async (locale) => {
      const { page, context } = await openPage(scheme.localizePath("/services/hr-systems", locale), {
        width: 1440,
        height: 900,
      });
      const glance = page.locator("aside section").filter({
        has: page.getByRole("heading", { name: message(locale, "services.detail.glance") }),
      });
      const plan = formatPlan(SERVICE_PLANS["hr-systems"], locale);
      expect(await glance.locator("dd").allTextContents()).toEqual([plan.weeks, plan.budget]);
      // The box sums up; the text's "Timeline and budget" leads each of its cards with the range, then what it covers.
      for (const [range, note, fact] of [
        ["timeline", "timelineNote", plan.weeks],
        ["budget", "budgetNote", plan.budget],
      ] as const) {
        const card = page.locator(`#ranges + dl [data-range=${range}]`);
        expect(await card.locator("dd").first().textContent()).toBe(fact);
        expect(await card.textContent()).toContain(message(locale, `serviceDetail.hr-systems.${note}`));
      }
      const parts = await glance
        .locator("nav a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(parts).toContain("#ranges");
      for (const part of parts) expect(await page.locator(part ?? "#none").count()).toBe(1);
      // The budget's range is one line, whole, inside the box (half the box broke it after its dash).
      const budget = await glance.locator("[data-glance-fact=budget] dd").evaluate((element) => ({
        lines: element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
        overflow: element.scrollWidth - element.clientWidth,
      }));
      expect(budget.lines).toBeLessThan(1.5);
      expect(budget.overflow).toBeLessThanOrEqual(0);
      expect(await glance.getByRole("link", { name: message(locale, "services.detail.consult") }).count()).toBe(1);
      // Lower down the page, beside the questions, it is still on screen at the same place.
      const overview = await page.locator("#overview").boundingBox();
      await page.locator("#faq").scrollIntoViewIfNeeded();
      const box = await glance.boundingBox();
      expect(box && overview && box.x > overview.x + overview.width).toBe(true);
      expect(box?.y).toBeCloseTo(96, 0);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const [facts, heading] = await Promise.all([glance.boundingBox(), page.locator("#overview").boundingBox()]);
      expect(facts && heading && facts.y < heading.y && facts.x === heading.x).toBe(true);
      await context.close();
    },
  );

  it("draws the newsletter field and its button at the same height and shape", async () => {
    const { page, context } = await openPage("/about");
    const form = page.locator("footer form");
    const shape = (selector: string) =>
      form.locator(selector).evaluate((element) => {
        const style = getComputedStyle(element);
        return { height: element.getBoundingClientRect().height, radius: style.borderTopLeftRadius };
      });
    expect(await shape("input")).toEqual(await shape("button"));
    await context.close();
  });
});
