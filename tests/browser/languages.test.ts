import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../app/i18n/locales";
import { readingBrowserSuite } from "../support/browser-suite";
import { LOCALES, message, scheme } from "../support/pages";

const suite = readingBrowserSuite();

async function openPage(path: string, viewport = { width: 1280, height: 800 }) {
  const context = await suite.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (entry) => {
    if (entry.type() === "error") errors.push(entry.text());
  });
  await page.goto(suite.server.url + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return { page, context, errors };
}

const heading = (page: Page) => page.locator("h1").first().textContent();

describe("language selector", () => {
  it("lists every language with flag, name and code, and closes on selection", async () => {
    const { page, context, errors } = await openPage("/about");
    const toggle = page.locator('header button[aria-controls="language-list"]');
    await toggle.click();
    const options = page.locator("header ul:not([hidden]) a[hreflang]");
    await expect.poll(() => options.count()).toBe(LOCALES.length);
    for (const locale of LOCALES) {
      const option = page.locator(`header a[hreflang="${locale}"]`);
      const text = await option.textContent();
      // The flag is drawn (SVG), not an emoji that Windows shows as two letters.
      expect(await option.locator('svg[aria-hidden="true"]').count()).toBe(1);
      expect(text).toContain(LANGUAGES[locale].name);
      expect(text).toContain(locale.toUpperCase());
    }
    await page.locator('header a[hreflang="ja"]').click();
    await page.waitForURL(`${suite.server.url}/ja/about`);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the same page and place prerendered in the chosen language, and the choice survives a reload", async () => {
    const { page, context, errors } = await openPage("/about#main");
    await page.locator('header button[aria-controls="language-list"]').click();
    // An ordinary page load of the page prerendered in Korean: no text changes language on screen.
    await page.locator('header a[hreflang="ko"]').click();
    await page.waitForURL(`${suite.server.url}/ko/about#main`);
    const html = await (await fetch(`${suite.server.url}/ko/about`)).text();
    expect(html).toContain('<html lang="ko"');
    expect(html).toContain(message("ko", "company.about.title"));
    expect(await heading(page)).toBe(message("ko", "company.about.title"));
    expect(await page.title()).toBe(message("ko", "meta.about.title"));
    expect(await page.locator("footer").textContent()).toContain(message("ko", "footer.company"));
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("ko");

    await page.reload();
    expect(page.url()).toBe(`${suite.server.url}/ko/about#main`);
    expect(await heading(page)).toBe(message("ko", "company.about.title"));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("applies a stored choice on the next visit to an unprefixed page", async () => {
    const { page, context } = await openPage("/careers");
    await page.evaluate(() => localStorage.setItem("preferred-language", "zh"));
    await page.goto(`${suite.server.url}/careers`);
    await page.waitForURL(`${suite.server.url}/zh/careers`);
    expect(await heading(page)).toBe(message("zh", "company.careers.title"));
    await page.goto(`${suite.server.url}/`);
    await page.waitForURL(`${suite.server.url}/zh`);
    await context.close();
  });

  it("leaves visitors without a stored choice on the page they asked for", async () => {
    const { page, context } = await openPage("/careers");
    expect(page.url()).toBe(`${suite.server.url}/careers`);
    expect(await heading(page)).toBe(message(scheme.defaultLocale, "company.careers.title"));
    await context.close();
  });

  it("a page downloads the messages of its own language only, and only those its interactive parts show", async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<string>[] = [];
    const onResponse = (response: Response) => {
      if (response.url().endsWith(".js")) scripts.push(response.text());
    };
    page.on("response", onResponse);
    await page.goto(`${suite.server.url}/ja/about`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // What loads later is not read: every body asked for is read before the page closes.
    page.off("response", onResponse);
    const code = (await Promise.all(scripts)).join("\n");
    for (const locale of LOCALES) {
      const shipped = [message(locale, "footer.about"), message(locale, "company.about.intro")].map((text) =>
        code.includes(text),
      );
      // The footer's newsletter box is interactive; the page's text is static HTML, never code.
      expect(shipped, locale).toEqual(locale === "ja" ? [true, false] : [false, false]);
    }
    expect(code).not.toContain(message("ja", "legal.terms.law"));
    await context.close();
  });

  it.each(LOCALES)("hydrates the %s home page without errors", async (locale) => {
    const { page, context, errors } = await openPage(scheme.localizePath("/", locale));
    expect(await heading(page)).toBe(message(locale, "home.hero.title"));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("site layout", () => {
  it("the mobile menu toggles and closes after a navigation click", async () => {
    const { page, context } = await openPage("/about", { width: 390, height: 844 });
    const button = page.locator('button[aria-controls="mobile-menu"]');
    const menu = page.locator("#mobile-menu");
    expect(await menu.isVisible()).toBe(false);
    await button.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await menu.locator(`a[href="/#services"]`).click();
    await page.waitForURL(`${suite.server.url}/#services`);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });

  it("the mobile menu works from the keyboard and closes on Escape", async () => {
    const { page, context } = await openPage("/", { width: 390, height: 844 });
    await page.locator('button[aria-controls="mobile-menu"]').focus();
    // The islands' renderer (Preact) draws a change on its next tick: wait for it, not for a time.
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("#mobile-menu").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("#mobile-menu").isVisible()).toBe(false);
    await context.close();
  });

  it("shows back-to-top after 300 px of scrolling and it returns to the top", async () => {
    const { page, context } = await openPage("/", { width: 1280, height: 700 });
    const button = page.locator(`button[aria-label="${message("en", "backToTop")}"]`);
    // Two frames on, the page has seen the scroll (its event, the button's render), however busy the machine.
    await page.evaluate(async () => {
      window.scrollTo(0, 200);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await button.waitFor();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => button.count()).toBe(0);
    await context.close();
  });

  it("a link is an ordinary page load that the browser readies when the visitor hovers it", async () => {
    const { page, context, errors } = await openPage("/id/about");
    const target = `${suite.server.url}/id/terms-of-service`;
    const link = page.locator(`footer a[href="/id/terms-of-service"]`);
    // Hovering asks for the page ahead of the click: prerendered, or (as here, where the test's DevTools
    // connection turns prerendering off) fetched ahead.
    const ahead = page.waitForRequest((request) => request.url() === target && !!request.headers()["sec-purpose"]);
    await link.hover();
    await ahead;
    await link.click();
    await page.waitForURL(target);
    expect(await heading(page)).toBe(message("id", "legal.terms.title"));
    // The click used the page fetched ahead: no second request.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.toJSON().deliveryType)).toBe(
      "navigational-prefetch",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the 404 page writes the requested path to the console", async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const logged: string[] = [];
    page.on("console", (entry) => logged.push(entry.text()));
    const response = await page.goto(`${suite.server.url}/ja/missing-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => logged.some((line) => line.includes("/ja/missing-page"))).toBe(true);
    expect(await heading(page)).toBe(message("ja", "notFound.title"));
    await context.close();
  });

  it("an alias link lands on the canonical service page", async () => {
    const { page, context } = await openPage("/id/services/hr-management");
    expect(page.url()).toBe(`${suite.server.url}/id/services/hr-systems`);
    expect(await heading(page)).toBe(message("id", "service.hr-systems"));
    await context.close();
  });
});
