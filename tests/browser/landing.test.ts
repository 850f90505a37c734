import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { composeMessage } from "../../app/contact/whatsapp";
import { SERVICE_IDS } from "../../app/services/catalog";
import { readingBrowserSuite } from "../support/browser-suite";
import { captureHandovers, handedOver } from "../support/handover";
import { message } from "../support/pages";
import { cardDelays, cardOrder, cards, framesPassed, gridReady, scrollTo } from "../support/service-grid";

const suite = readingBrowserSuite();

const open = (path: string, options: BrowserContextOptions = {}) => suite.open(path, options, captureHandovers);

describe("services grid", () => {
  it("learn more shows the toast for 2 s, then opens the service page", async () => {
    const { page, close } = await open("/");
    const id = SERVICE_IDS[1];
    const title = message("en", `service.${id}`);
    await scrollTo(page, "services");
    const started = Date.now();
    await page.getByRole("link", { name: `${message("en", "home.services.learnMore")}: ${title}` }).click();
    const toast = page.getByRole("status").filter({ hasText: "Navigating to:" });
    await expect.poll(() => toast.textContent()).toContain(`Navigating to: ${title}`);
    expect(await toast.textContent()).toContain("Loading service details...");
    expect(page.url()).toBe(`${suite.server.url}/`);
    await page.waitForURL(`${suite.server.url}/services/${id}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await expect.poll(() => page.locator("h1").textContent()).toBe(title);
    await close();
  });

  it("keeps a press of learn more made before the grid is interactive, and answers it once it is", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // The grid's code arrives late, as on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/islands/assets/ServiceCards-*.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${suite.server.url}/`);
    const id = SERVICE_IDS[2];
    const title = message("en", `service.${id}`);
    await scrollTo(page, "services");
    await page.getByRole("link", { name: `${message("en", "home.services.learnMore")}: ${title}` }).click();
    expect(await page.locator('[data-island="services"]').getAttribute("data-ready")).toBeNull();
    release();
    const toast = page.getByRole("status").filter({ hasText: "Navigating to:" });
    await expect.poll(() => toast.textContent()).toContain(`Navigating to: ${title}`);
    await page.waitForURL(`${suite.server.url}/services/${id}`);
    await context.close();
  });

  it("cards appear one by one, top to bottom scrolling down and reversed scrolling up, and reset on leaving", async () => {
    const { page, close } = await open("/");
    await scrollTo(page, "bottom");
    await expect.poll(() => cards(page).first().getAttribute("data-reveal")).toBe("hidden");

    await scrollTo(page, "services");
    await gridReady(page);
    await expect.poll(() => cards(page).first().getAttribute("data-reveal")).toBe("shown");
    expect(await cardOrder(page)).toEqual([5, 4, 3, 2, 1, 0]);

    await scrollTo(page, 0);
    await scrollTo(page, "bottom");
    await scrollTo(page, 0);
    await expect.poll(() => cards(page).first().getAttribute("data-reveal")).toBe("hidden");
    await page.mouse.wheel(0, 200);
    await framesPassed(page);
    await scrollTo(page, "services");
    await gridReady(page);
    await expect.poll(() => cards(page).first().getAttribute("data-reveal")).toBe("shown");
    expect(await cardOrder(page)).toEqual([0, 1, 2, 3, 4, 5]);
    await close();
  });

  it("uses the 50 ms step on a phone", async () => {
    const { page, close } = await open("/", { viewport: { width: 390, height: 844 } });
    // On a phone the grid starts below the first two screens: its island becomes interactive as the visitor
    // comes within a screen of it, while it is still off screen, so it is armed to reveal.
    const gridTop = await page.evaluate(
      () => (document.querySelector("#services ul")?.getBoundingClientRect().top ?? 0) + window.scrollY,
    );
    await scrollTo(page, gridTop - 1.5 * 844);
    await gridReady(page);
    await expect.poll(() => cards(page).first().getAttribute("data-reveal")).toBe("hidden");
    await scrollTo(page, "services");
    await expect.poll(() => cards(page).first().getAttribute("data-reveal")).toBe("shown");
    expect(await cardDelays(page)).toEqual([0, 50, 100, 150, 200, 250]);
    await close();
  });

  it("moves nothing when the visitor prefers reduced motion", async () => {
    const { page, close } = await open("/", { reducedMotion: "reduce" });
    await scrollTo(page, "bottom");
    await scrollTo(page, "services");
    expect(await cards(page).first().getAttribute("data-reveal")).toBe("static");
    expect(
      await cards(page)
        .first()
        .evaluate((card) => getComputedStyle(card).opacity),
    ).toBe("1");
    await close();
  });
});

describe("keyboard use", () => {
  it("reaches every control of the landing page with Tab, each with a visible focus ring", async () => {
    const { page, close } = await open("/");
    const reached: { name: string; visible: boolean }[] = [];
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const name =
          element.getAttribute("aria-label") || element.textContent?.trim() || element.getAttribute("name") || "";
        // A focus ring is an outline, or for form fields a box-shadow ring.
        const visible = style.outlineStyle !== "none" || style.boxShadow !== "none";
        return { name: `${element.tagName.toLowerCase()}:${name}`, visible };
      });
      if (focused) reached.push(focused);
    }
    const names = reached.map((entry) => entry.name);
    for (const id of SERVICE_IDS) {
      expect(names).toContain(`a:${message("en", "home.services.learnMore")}: ${message("en", `service.${id}`)}`);
    }
    expect(names).toContain("input:name");
    expect(names).toContain("textarea:message");
    // The shared server sends no mail: no newsletter field, and the footer does not offer the form the page ends with.
    expect(names).not.toContain("input:email");
    expect(names).not.toContain(`a:${message("en", "footer.follow.contact")}`);
    expect(reached.filter((entry) => !entry.visible)).toEqual([]);
    await close();
  });
});

describe("sections below the services", () => {
  it("are static HTML that no script carries; the contact section loads its code and messages when the visitor comes near", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    const carried = async (text: string) => (await Promise.all(scripts)).some((code) => code.includes(text));
    const answer = message("en", "homeSections.faq.item1.answer");
    const note = message("en", "homeSections.contact.form.note");
    await page.goto(`${suite.server.url}/`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.locator("#faq").textContent()).toContain(answer);
    expect(await carried(note)).toBe(false);
    expect(await page.locator('[data-island="contact-section"]').getAttribute("data-ready")).toBeNull();
    await scrollTo(page, "bottom");
    await expect.poll(() => carried(note)).toBe(true);
    await page.locator('[data-island="contact-section"][data-ready]').waitFor({ state: "attached" });
    // The text of the static sections never travels as code, not even once the page is all interactive.
    expect(await carried(answer)).toBe(false);
    await context.close();
  });
});

describe("the end of the landing page", () => {
  it("is the project form's section, the page's one invitation to talk before the footer", async () => {
    const html = await (await fetch(`${suite.server.url}/`)).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const sections = [...main.matchAll(/<section\b[^>]*\bid="([^"]+)"/g)].map(([, id]) => id);
    expect(sections.at(-1)).toBe("contact");
    // No banner before it asks the same (it leads to the same form).
    expect(main).not.toContain(message("en", "homeSections.cta.title"));
  });
});

describe("links within the landing page", () => {
  it.each([
    ["desktop", { width: 1280, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const)("land on their section on a %s, the first one included, and keep every section", async (_, viewport) => {
    const context = await suite.browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const sectionsBefore = await page.locator("main > section").count();
    for (const target of ["contact", "services"]) {
      // The hero's buttons are plain anchors; the header's links go through the router.
      const link =
        target === "contact"
          ? page.locator('#home a[href="#contact"]')
          : page.locator(`header a[href$="#${target}"]`).locator("visible=true").first();
      if (target !== "contact" && viewport.width < 1024)
        await page.getByRole("button", { name: message("en", "nav.openMenu") }).click();
      await link.click();
      await page.waitForURL(`${suite.server.url}/#${target}`);
      await expect
        .poll(() =>
          page.evaluate((id) => Math.round(document.getElementById(id)?.getBoundingClientRect().top ?? -1), target),
        )
        .toBe(64);
    }
    expect(await page.locator("main > section").count()).toBe(sectionsBefore);
    await context.close();
  });
});

describe("contact section", () => {
  it("fades in when a fifth is visible and hides again when it leaves", async () => {
    const { page, close } = await open("/");
    const section = page.locator("#contact");
    // The contact section stays the prerendered HTML, shown as is, until the visitor comes near it.
    expect(await section.getAttribute("data-reveal")).toBe("static");
    // Its place is measured once the blocks above it have their real heights, not the estimate they wait with
    // (decision 039): else the scroll below could land on the section itself.
    await page.waitForFunction(() => document.documentElement.dataset.whole === "");
    // Half a screen above it: its island is interactive now, and the section still off screen: armed to reveal.
    await scrollTo(
      page,
      await section.evaluate(
        (element) => element.getBoundingClientRect().top + window.scrollY - 1.5 * window.innerHeight,
      ),
    );
    await expect.poll(() => section.getAttribute("data-reveal")).toBe("hidden");
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.getAttribute("data-reveal")).toBe("shown");
    const heading = section.locator("h2");
    // A desktop browser animates in full unless it draws under 30 frames a second (a busy machine):
    // then the section says so, and every item takes the short duration. One read sees both.
    const durations = await section.evaluate((element) => ({
      motion: element.getAttribute("data-motion"),
      heading: getComputedStyle(element.querySelector("h2") as Element).transitionDuration,
      field: getComputedStyle(element.querySelector("form > div") as Element).transitionDuration,
    }));
    expect(durations).toEqual(
      durations.motion === "reduced"
        ? { motion: "reduced", heading: "0.3s, 0.3s", field: "0.3s, 0.3s" }
        : { motion: "full", heading: "1s, 1s", field: "0.7s, 0.7s" },
    );
    await expect.poll(() => heading.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await scrollTo(page, 0);
    await expect.poll(() => section.getAttribute("data-reveal")).toBe("hidden");
    expect(await heading.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await close();
  });

  it("hands the message to WhatsApp with every character intact", async () => {
    const { page, close } = await open("/");
    const name = "Siti & Sons #1 + Co. 🚀";
    const project = "ERP 統合 / 통합 / 集成 100% ?a=b&c=d";
    const description = "Line one\nLine two: café, naïve\n\nLast line #hash +plus";
    const form = page.locator("#contact form");
    await form.getByLabel(message("en", "homeSections.contact.form.name"), { exact: true }).fill(name);
    await form.getByLabel(message("en", "homeSections.contact.form.project"), { exact: true }).fill(project);
    await form.getByLabel(message("en", "homeSections.contact.form.message"), { exact: true }).fill(description);
    await form.getByRole("button", { name: message("en", "homeSections.contact.form.submit") }).click();
    const { text, ref } = await handedOver(page);
    expect(text).toBe(
      composeMessage(
        [
          ["Nama", name],
          ["Proyek", project],
          ["Deskripsi Proyek", description],
        ],
        ref,
      ),
    );
    await close();
  });

  it("Request a Consultation fills the service in as the project, in the page's language", async () => {
    const { page, close } = await open("/ja/services/iot-technology");
    await page
      .getByRole("link", { name: message("ja", "services.detail.consult") })
      .first()
      .click();
    await page.waitForURL(`${suite.server.url}/ja?project=iot-technology#contact`);
    const project = page
      .locator("#contact form")
      .getByLabel(message("ja", "homeSections.contact.form.project"), { exact: true });
    await expect.poll(() => project.inputValue()).toBe(message("ja", "service.iot-technology"));
    await close();
  });

  it("the contact page form hands name, e-mail and message to WhatsApp", async () => {
    const { page, close } = await open("/id/contact");
    const form = page.locator("main form");
    await form.getByLabel(message("id", "company.contact.form.name")).fill("Budi");
    await form.getByLabel(message("id", "company.contact.form.email")).fill("budi@example.co.id");
    await form.getByLabel(message("id", "company.contact.form.message")).fill("Halo 👋\nApa kabar?");
    await form.getByRole("button", { name: message("id", "company.contact.form.submit") }).click();
    const { text, ref } = await handedOver(page);
    expect(text).toBe(
      composeMessage(
        [
          ["Nama", "Budi"],
          ["Email", "budi@example.co.id"],
          ["Pesan", "Halo 👋\nApa kabar?"],
        ],
        ref,
      ),
    );
    await close();
  });
});

describe("pictures on a phone", () => {
  it("shows the hero's picture whole at 390 × 844, and no text in a picture cut by the screen's edge", async () => {
    const { page, close } = await open("/", { viewport: { width: 390, height: 844 } });
    const hero = page.locator("#home svg[role=img]").locator("visible=true");
    expect(await hero.count()).toBe(1);
    const box = await hero.boundingBox();
    expect(box).toBeTruthy();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    for (const path of ["/", ...SERVICE_IDS.map((id) => `/services/${id}`), "/about", "/id"]) {
      await page.goto(suite.server.url + path);
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll("main svg text")].flatMap((text) => {
          const rect = text.getBoundingClientRect();
          if (rect.width === 0) return [];
          return rect.left < 0 || rect.right > window.innerWidth ? [text.textContent] : [];
        }),
      );
      expect(cut, path).toEqual([]);
    }
    await close();
  });
});

/** The layout shifts a page has summed so far (lateFontsPage's `window.shift`). */
const shifted = (page: Page) => page.evaluate(() => (window as unknown as { shift: number }).shift);

/**
 * A page whose fonts arrive 1.5 s after they are asked for, long after the first paint in their fallback, and
 * which sums its layout shifts in `window.shift`. `fontShift()` is what moved from the moment the first font
 * was let through: the face's arrival alone, not what a starved machine's late first paint may move before it.
 */
async function lateFontsPage(viewport: { width: number; height: number }) {
  const context = await suite.browser.newContext({ viewport });
  const page = await context.newPage();
  let before: number | undefined;
  await page.route("**/*.woff2", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    before ??= await shifted(page).catch(() => undefined);
    await route.continue();
  });
  await page.addInitScript(() => {
    const state = window as unknown as { shift: number };
    state.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.shift += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const fontShift = async () => {
    const now = await shifted(page);
    const moved = now - (before ?? now);
    before = undefined;
    return moved;
  };
  return { context, page, fontShift };
}

describe("the headings' display face", () => {
  it("moves nothing when it arrives late: its fallback takes the room the face takes", async () => {
    const { context, page, fontShift } = await lateFontsPage({ width: 390, height: 844 });
    for (const path of ["/services/web-development", "/id/contact", "/blog/web-app-or-mobile-app"]) {
      await page.goto(suite.server.url + path);
      await page.evaluate(() => document.fonts.ready);
      const faces = await page.evaluate(() => Object.fromEntries([...document.fonts].map((f) => [f.family, f.status])));
      expect(faces["Nusantara Display"], path).toBe("loaded");
      // The fallback is the system's Arial Bold or a metric twin (Liberation Sans on Linux).
      if (faces["Nusantara Display Fallback"] !== "loaded") continue;
      expect(await fontShift(), path).toBe(0);
    }
    await context.close();
  });

  it("sets the header's wordmark in the face on a Japanese page too, from its own few letters, moving nothing", async () => {
    const { context, page, fontShift } = await lateFontsPage({ width: 1280, height: 800 });
    await page.goto(`${suite.server.url}/ja/about`);
    await page.evaluate(() => document.fonts.ready);
    const faces = await page.evaluate(() => Object.fromEntries([...document.fonts].map((f) => [f.family, f.status])));
    expect(faces["Nusantara Display Wordmark"]).toBe("loaded");
    expect(faces["Nusantara Display"]).toBe("unloaded");
    const family = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(await family("header [data-wordmark]")).toMatch(/^"Nusantara Display Wordmark"/);
    expect(await family("main h1")).not.toContain("Nusantara");
    if (faces["Nusantara Display Fallback"] === "loaded") expect(await fontShift()).toBe(0);
    await context.close();
  });
});
