import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readingBrowserSuite } from "../support/browser-suite";

const suite = readingBrowserSuite();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A page as it is before the islands' script has run: that script never arrives. */
async function openWithoutIslands(path: string, viewport: { width: number; height: number }) {
  const context = await suite.browser.newContext({ viewport });
  const page = await context.newPage();
  await page.route("**/islands/assets/**", (route) => route.abort());
  await page.goto(suite.server.url + path);
  return { page, close: () => context.close() };
}

/** The distance from the top of the screen to the top of the element with `id`. */
const topOf = (page: Page, id: string) =>
  page.evaluate((id) => Math.round(document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN), id);

/** Where a jump puts the element with `id`: its scroll margin below the top (the sticky header's height). */
const marginOf = (page: Page, id: string) =>
  page.evaluate((id) => {
    const element = document.getElementById(id);
    return element ? Math.round(Number.parseFloat(getComputedStyle(element).scrollMarginTop)) : Number.NaN;
  }, id);

const contentVisibility = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector);
    return element ? getComputedStyle(element).contentVisibility : "missing";
  }, selector);

describe("the blocks below a page's first screen (decision 039)", () => {
  it("wait to be laid out until the first paint, then are laid out, even without the islands' script", async () => {
    const { page, close } = await openWithoutIslands("/", PHONE);
    await page.waitForFunction(() => document.documentElement.dataset.whole === "");
    expect(await contentVisibility(page, "#home")).toBe("visible");
    expect(await contentVisibility(page, "#faq")).toBe("visible");
    expect(await contentVisibility(page, "body > footer")).toBe("visible");
    // As at the first paint: a block not yet laid out waits, the first block never does.
    await page.evaluate(() => {
      delete document.documentElement.dataset.whole;
      for (const element of document.querySelectorAll<HTMLElement>("[data-laid-out]")) delete element.dataset.laidOut;
    });
    expect(await contentVisibility(page, "#home")).toBe("visible");
    expect(await contentVisibility(page, "#faq")).toBe("auto");
    expect(await contentVisibility(page, "body > footer")).toBe("auto");
    await close();
  });

  for (const [name, viewport] of [
    ["a phone", PHONE],
    ["a desktop", DESKTOP],
  ] as const) {
    for (const path of ["/", "/ja"]) {
      it(`a jump to the contact section from the top of ${path} lands on it on ${name}, before the islands' script has run`, async () => {
        const { page, close } = await openWithoutIslands(path, viewport);
        await page.locator('#home a[href="#contact"]').first().click();
        const margin = await marginOf(page, "contact");
        await expect.poll(() => topOf(page, "contact")).toBe(margin);
        await close();
      });
    }
  }

  it("a page opened at a part of it shows that part, with the islands there interactive", async () => {
    const { page, close } = await suite.open("/id?project=hr-systems#contact", { viewport: PHONE });
    // At its margin, or a line below it: a heading above may take another line once the display face arrives
    // after the browser has scrolled (what this guards against is a page that drifts screens away).
    const margin = await marginOf(page, "contact");
    const below = async () => (await topOf(page, "contact")) - margin;
    await expect
      .poll(async () => (await below()) >= 0 && (await below()) <= 48, { message: "at the contact section" })
      .toBe(true);
    await page.waitForFunction(() =>
      document.querySelector('[data-island="contact-section"]')?.getAttribute("data-ready"),
    );
    expect(await page.locator("#contact form [name=project]").inputValue()).not.toBe("");
    await close();
  });

  it("a reloaded page opens where the visitor was", async () => {
    const { page, close } = await suite.open("/", { viewport: PHONE });
    await page.waitForFunction(() => document.documentElement.dataset.whole === "");
    await page.evaluate(() =>
      window.scrollTo({ top: document.getElementById("testimonials")?.offsetTop ?? 0, behavior: "instant" }),
    );
    await expect.poll(() => topOf(page, "testimonials")).toBe(0);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect.poll(() => topOf(page, "testimonials")).toBe(0);
    await close();
  });
});
