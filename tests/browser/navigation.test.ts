import { describe, expect, it } from "vitest";
import { SERVICE_IDS } from "../../app/services/catalog";
import { readingBrowserSuite } from "../support/browser-suite";
import { LOCALES, message, scheme } from "../support/pages";

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

  it("marks the company page on screen in the desktop Company menu and highlights the menu's button", async () => {
    const { page, context } = await openPage("/case-studies");
    const button = page.getByRole("button", { name: message("en", "nav.company") });
    expect(await button.getAttribute("data-current")).toBe("true");
    await button.click();
    const menu = page.locator("#company-menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    const current = menu.locator('a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toBe(message("en", "page.caseStudies"));
    // Visibly: the current link is drawn on a tinted background, the others are not.
    const background = (name: string) =>
      menu.getByRole("link", { name }).evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(await background(message("en", "page.caseStudies"))).not.toBe(await background(message("en", "page.blog")));
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    await button.click();
    await menu.getByRole("link", { name: message("en", "page.blog") }).click();
    await page.waitForURL(`${suite.server.url}/blog`);
    await context.close();
  });

  it("leaves the Company button plain on a page that is not a company page", async () => {
    const { page, context } = await openPage("/services/web-development");
    expect(await page.getByRole("button", { name: message("en", "nav.company") }).getAttribute("data-current")).toBe(
      null,
    );
    expect(await page.locator('header a[aria-current="page"]').count()).toBe(0);
    await context.close();
  });

  it("lists the company pages in the phone menu, the current one marked, and Start a project at its end", async () => {
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
      [message("ja", "nav.home"), "/ja#home", null],
      [message("ja", "nav.services"), "/ja#services", null],
      [message("ja", "nav.about"), "/ja#about", null],
      [message("ja", "nav.contact"), "/ja#contact", null],
      [message("ja", "page.about"), "/ja/about", null],
      [message("ja", "page.caseStudies"), "/ja/case-studies", null],
      [message("ja", "page.blog"), "/ja/blog", null],
      [message("ja", "page.careers"), "/ja/careers", "page"],
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
