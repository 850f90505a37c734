import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SITE } from "../../app/config/site";
import { axeViolations } from "../support/axe";
import { readingBrowserSuite } from "../support/browser-suite";
import { captureHandovers, handedOver } from "../support/handover";
import { mapLabelFaults } from "../support/map-labels";
import { formatted, LOCALES, message, scheme } from "../support/pages";

const suite = readingBrowserSuite();

const open = (path: string, options: BrowserContextOptions = {}) => suite.open(path, options, captureHandovers);

/** What the contact page says of the office hours, by language: the days, the hours, the time zone. */
const HOURS = {
  en: ["Monday to Friday", "09:00–18:00", "Jakarta time (WIB, UTC+7)"],
  id: ["Senin–Jumat", "09.00–18.00", "WIB (UTC+7)"],
  ja: ["月曜日〜金曜日", "09:00〜18:00", "ジャカルタ時間（WIB、UTC+7）"],
  ko: ["월요일~금요일", "09:00~18:00", "자카르타 시간(WIB, UTC+7)"],
  zh: ["星期一至星期五", "09:00–18:00", "雅加达时间（WIB，UTC+7）"],
} as const;

describe("the contact page's details", () => {
  it.each(Object.entries(HOURS) as [keyof typeof HOURS, readonly string[]][])(
    "give WhatsApp, e-mail, phone, office hours and the office on a map of its own (%s)",
    async (locale, hours) => {
      const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
      const foreign: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(suite.server.url) && !request.url().startsWith("data:"))
          foreign.push(request.url());
      });
      await page.goto(suite.server.url + scheme.localizePath("/contact", locale));
      const details = page.locator("section[aria-labelledby=contact-details-title]");
      const link = (text: string) => details.getByRole("link", { name: text, exact: true });
      expect(await link("+62 812-1188-7788").getAttribute("href")).toBe("https://wa.me/6281211887788");
      expect(await link("halo@nusantaradigital.co.id").getAttribute("href")).toBe("mailto:halo@nusantaradigital.co.id");
      expect(await link("+62 21 5081 7788").getAttribute("href")).toBe("tel:+622150817788");
      const officeHours = ((await details.locator("[data-office-hours]").textContent()) ?? "").replace(/\s+/g, " ");
      for (const part of hours) expect(officeHours).toContain(part);
      // The form comes first on a phone, the ways to reach a person right after it.
      const top = (selector: string) => page.locator(selector).evaluate((e) => e.getBoundingClientRect().top);
      expect(await top("section[aria-labelledby=contact-form-title]")).toBeLessThan(
        await top("section[aria-labelledby=contact-details-title]"),
      );
      // The map is drawn in the page: named for a screen reader, and no request leaves the site for it.
      const office = page.locator("section[aria-labelledby=contact-office-title]");
      const map = office.getByRole("img", {
        name: formatted(locale, "company.contact.map", { address: "Jl. Kemang Raya No. 18, Jakarta Selatan" }),
      });
      expect(await map.evaluate((element) => element.tagName)).toBe("svg");
      expect(await office.locator("address").textContent()).toContain("Jl. Kemang Raya No. 18");
      const mapLink = office.getByRole("link", { name: message(locale, "company.contact.openMap"), exact: true });
      expect(await mapLink.getAttribute("href")).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-6\.2607,106\.8137$/,
      );
      for (const width of [320, 390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        expect(await mapLabelFaults(page)).toEqual([]);
      }
      // On a wide screen the form and the ways to reach a person stand side by side, the office below both.
      const bottom = (selector: string) => page.locator(selector).evaluate((e) => e.getBoundingClientRect().bottom);
      expect(await top("section[aria-labelledby=contact-details-title]")).toBeLessThan(
        await bottom("section[aria-labelledby=contact-form-title]"),
      );
      expect(await top("section[aria-labelledby=contact-office-title]")).toBeGreaterThan(
        await bottom("section[aria-labelledby=contact-form-title]"),
      );
      expect(foreign).toEqual([]);
      await page.close();
    },
  );
});

/** The panel the form shows once it has handed a message over. */
const sentPanel = (page: Page) => page.locator("section[data-handover]");

describe("after sending", () => {
  it("the contact page says what happened and how to go on, in every language", async () => {
    const { page, close } = await open("/contact", { permissions: ["clipboard-read", "clipboard-write"] });
    for (const locale of LOCALES) {
      await page.goto(suite.server.url + scheme.localizePath("/contact", locale));
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const form = page.locator("main form");
      // Nothing is said before a message is sent; no field is required, so an empty form is handed over too.
      expect(await sentPanel(page).count()).toBe(0);
      await form.getByRole("button", { name: message(locale, "company.contact.form.submit") }).click();
      const { text, ref } = await handedOver(page);
      const panel = sentPanel(page);
      const title = panel.getByRole("heading", { name: message(locale, "contactForm.sent.title") });
      await title.waitFor();
      // The focus moves to what happened, so that it is read out (and a phone scrolls to it).
      expect(await title.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await panel.textContent()).toContain(message(locale, "contactForm.sent.text"));
      expect(await panel.locator("[data-ref]").textContent()).toBe(ref);
      // The ways on: the same chat again, the number on WhatsApp, a call, an e-mail with the message.
      const chat = panel.getByRole("link", { name: message(locale, "contactForm.sent.openAgain") });
      expect(new URL((await chat.getAttribute("href")) ?? "").searchParams.get("text")).toBe(text);
      const whatsapp = formatted(locale, "contactForm.sent.whatsapp", { number: "+62 812-1188-7788" });
      expect(await panel.getByRole("link", { name: whatsapp }).getAttribute("href")).toBe(
        "https://wa.me/6281211887788",
      );
      const call = formatted(locale, "contactForm.sent.call", { number: "+62 21 5081 7788" });
      expect(await panel.getByRole("link", { name: call }).getAttribute("href")).toBe("tel:+622150817788");
      const mail = panel.getByRole("link", {
        name: formatted(locale, "contactForm.sent.email", { email: SITE.email }),
      });
      expect(new URL((await mail.getAttribute("href")) ?? "").searchParams.get("body")).toBe(text);
      // The message itself, to copy.
      const copy = panel.getByLabel(message(locale, "contactForm.sent.message"));
      expect(await copy.inputValue()).toBe(text);
      await panel.getByRole("button", { name: message(locale, "contactForm.sent.copy") }).click();
      await expect.poll(() => panel.getByRole("status").textContent()).toBe(message(locale, "contactForm.sent.copied"));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
      expect(await axeViolations(page)).toEqual([]);
    }
    await close();
  });

  it("the landing page says it too, and offers e-mail and a call beside WhatsApp (Chinese, on a 320 px phone)", async () => {
    const { page, close } = await open("/zh", { viewport: { width: 320, height: 700 } });
    const section = page.locator("#contact");
    expect(await section.textContent()).toContain(message("zh", "homeSections.contact.direct"));
    expect(await section.locator('a[href^="mailto:"]').textContent()).toBe(SITE.email);
    expect(await section.locator('a[href^="tel:"]').textContent()).toBe("+62 21 5081 7788");
    await section.scrollIntoViewIfNeeded();
    await page.locator('[data-island="contact-section"][data-ready]').waitFor({ state: "attached" });
    await section.getByRole("button", { name: message("zh", "homeSections.contact.form.submit") }).click();
    const { ref } = await handedOver(page);
    const panel = sentPanel(page);
    await panel.getByRole("heading", { name: message("zh", "contactForm.sent.title") }).waitFor();
    expect(await panel.locator("[data-ref]").textContent()).toBe(ref);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});
