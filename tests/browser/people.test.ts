import { describe, expect, it } from "vitest";
import { TESTIMONIALS } from "../../app/components/home/TestimonialsSection";
import { TEAM } from "../../app/components/people/team";
import { entriesOf, findEntry } from "../../app/content/entries";
import { readingBrowserSuite } from "../support/browser-suite";
import { mapLabelFaults } from "../support/map-labels";
import { message, scheme } from "../support/pages";

/** The team, the quoted clients and the calls that follow the case studies, as a visitor reads them. */
const suite = readingBrowserSuite();

const { open } = suite;

describe("people and proof", () => {
  it.each(["en", "id"] as const)(
    "About shows the team with a drawn portrait, a role and a line each, and how work starts; the landing page shows four of them (%s)",
    async (locale) => {
      const { page, close } = await open(scheme.localizePath("/about", locale));
      const people = page.locator("#team li[data-person]");
      expect(await people.count()).toBeGreaterThanOrEqual(6);
      expect(await people.count()).toBeLessThanOrEqual(8);
      for (const { id, name } of TEAM) {
        const person = page.locator(`#team li[data-person="${id}"]`);
        await expect.poll(() => person.locator("svg").count()).toBe(1);
        const text = await person.textContent();
        expect(text).toContain(name);
        expect(text).toContain(message(locale, `company.team.${id}.role`));
        expect(text).toContain(message(locale, `company.team.${id}.line`));
      }
      // After the last person, in the next one's place, the way to the careers page.
      expect(await page.locator("#team li:last-child[data-join] a").getAttribute("href")).toBe(
        scheme.localizePath("/careers", locale),
      );
      const working = (await page.locator('section[aria-labelledby="working-title"]').textContent()) ?? "";
      for (const key of ["office", "languages", "time"] as const)
        expect(working).toContain(message(locale, `company.working.${key}.title`));
      expect(working).toContain("WIB");
      expect(await page.locator('section[aria-labelledby="working-title"] ol > li').count()).toBe(4);
      await page.goto(suite.server.url + scheme.localizePath("/", locale));
      expect(await page.locator("#about li[data-person]").count()).toBe(4);
      expect(
        await page.locator("#about a", { hasText: message(locale, "company.team.preview.cta") }).getAttribute("href"),
      ).toBe(`${scheme.localizePath("/about", locale)}#team`);
      await close();
    },
  );

  it.each(["en", "id"] as const)(
    "each testimonial names its company and leads to that client's case study where there is one (%s)",
    async (locale) => {
      const { page, close } = await open(scheme.localizePath("/", locale));
      const studies = entriesOf("case-studies", locale);
      let linked = 0;
      for (const [index, { company }] of TESTIMONIALS.entries()) {
        const quote = page.locator("#testimonials li").nth(index);
        expect(await quote.textContent()).toContain(company);
        const study = studies.find((entry) => entry.collection === "case-studies" && entry.meta.client === company);
        const link = quote.locator("a");
        if (!study) {
          expect(await link.count()).toBe(0);
          continue;
        }
        linked += 1;
        expect(await link.getAttribute("href")).toBe(scheme.localizePath(`/case-studies/${study.slug}`, locale));
      }
      expect(linked).toBeGreaterThan(0);
      await close();
    },
  );

  it("varies its sections, on one dark ground: the figures run the full width on the brand's blue, one quote is set large", async () => {
    const { page, close } = await open("/");
    const band = await page.locator("#why-us").evaluate((element) => ({
      width: element.getBoundingClientRect().width,
      image: getComputedStyle(element).backgroundImage,
    }));
    expect(band.width).toBe(1280);
    expect(band.image).toContain("gradient");
    // No band of the page turns light: each section's ground, as painted (the theme's colours are oklch), is dark.
    const grounds = await page.locator("main section").evaluateAll((sections) =>
      sections.map((element) => {
        const context = document.createElement("canvas").getContext("2d");
        if (!context) return 0;
        context.fillStyle = getComputedStyle(element).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
        return alpha === 0 ? 0 : Math.max(r, g, b);
      }),
    );
    expect(Math.max(...grounds)).toBeLessThan(64);
    // The spotlight quote spans the row the other two share, in larger words than theirs.
    const quotes = await page.locator("#testimonials figure").evaluateAll((figures) =>
      figures.map((figure) => ({
        width: figure.getBoundingClientRect().width,
        size: Number.parseFloat(getComputedStyle(figure.querySelector("blockquote") ?? figure).fontSize),
      })),
    );
    const [featured, ...others] = quotes;
    for (const other of others) {
      expect(featured?.width).toBeGreaterThan(other.width * 1.9);
      expect(featured?.size).toBeGreaterThanOrEqual(other.size * 1.5);
    }
    await close();
  });

  it("leads its work with the newest case study across the width, its first results as figures, the others under it", async () => {
    const { page, close } = await open("/");
    const [newest, ...others] = entriesOf("case-studies", "en");
    const cards = page.locator("#case-studies article");
    expect(await cards.count()).toBe(1 + Math.min(others.length, 2));
    const featured = cards.first();
    expect(await featured.locator("h3").textContent()).toBe(newest?.meta.title);
    const results = newest?.collection === "case-studies" ? newest.meta.results.slice(0, 2) : [];
    expect(await featured.locator("dd").allTextContents()).toEqual(results.map(({ value }) => String(value)));
    const widths = await cards.evaluateAll((articles) => articles.map((a) => a.getBoundingClientRect().width));
    const [wide = 0, ...narrow] = widths;
    for (const width of narrow) expect(wide).toBeGreaterThan(width * 1.9);
    // The cover stands beside the text, not above it.
    const cover = await featured.locator("[aria-hidden=true]").first().boundingBox();
    const title = await featured.locator("h3").boundingBox();
    expect((cover?.x ?? 0) + (cover?.width ?? 0)).toBeLessThanOrEqual(title?.x ?? 0);
    await close();
  });

  it("moves the industries to the case-study listing and the technologies to About, off the landing page", async () => {
    const { page, close } = await open("/");
    expect(await page.locator("#industries, #technologies").count()).toBe(0);
    // The questions stand beside their heading, with a way to ask another.
    const heading = await page.locator("#faq-title").boundingBox();
    const questions = await page.locator("#faq details").first().boundingBox();
    expect((heading?.x ?? 0) + (heading?.width ?? 0)).toBeLessThan(questions?.x ?? 0);
    expect(await page.locator("#faq a").getAttribute("href")).toBe("#contact");
    await page.goto(`${suite.server.url}/case-studies`);
    // The listing leads with its newest entry across the width, as the landing page does.
    const widths = await page
      .locator("main article")
      .evaluateAll((articles) => articles.map((a) => a.getBoundingClientRect().width));
    for (const width of widths.slice(1)) expect(widths[0]).toBeGreaterThan(width * 1.9);
    expect(await page.locator("#industries li").count()).toBe(6);
    // A sector with a case study leads to it.
    const studies = entriesOf("case-studies", "en").map(({ slug }) => `/case-studies/${slug}`);
    const links = await page.locator("#industries a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links.sort()).toEqual(studies.sort());
    await page.goto(`${suite.server.url}/about`);
    expect(await page.locator("#technologies li", { hasText: "PostgreSQL" }).count()).toBe(1);
    await close();
  });

  it("keeps each role of the landing page's team on one line, on a phone and a desktop (ja)", async () => {
    const { page, close } = await open(scheme.localizePath("/", "ja"), { viewport: { width: 390, height: 844 } });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const lines = await page
        .locator("#about li[data-person] p + p")
        .evaluateAll((roles) =>
          roles.map(
            (role) => role.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(role).lineHeight),
          ),
        );
      expect(lines.length).toBe(4);
      for (const count of lines) expect(count, `${width}px`).toBeLessThan(1.5);
    }
    await close();
  });

  it("splits no Japanese phrase across two lines on a phone: footer links, values, roles, quotes (ja, 390)", async () => {
    const { page, close } = await open(scheme.localizePath("/", "ja"), { viewport: { width: 390, height: 844 } });
    const split = await page
      .locator("footer ul a, #about h4, #about li[data-person] p, #testimonials blockquote")
      .evaluateAll((elements) =>
        elements.flatMap((element) => {
          // Each text node is one phrase (BudouX put a <wbr> between them): it must stand on one line.
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const broken: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (tops.size > 1) broken.push(node.textContent ?? "");
          }
          return broken;
        }),
      );
    expect(split).toEqual([]);
    await close();
  });

  it("sets the quoted clients in the second row level with each other, with or without a link to their case study", async () => {
    const { page, close } = await open("/");
    const captions = await page
      .locator("#testimonials li:not(:first-child) figcaption")
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(captions.length).toBe(2);
    expect(new Set(captions).size).toBe(1);
    await close();
  });

  it("shows a service's lone case study as one card across the width, not half a row (hr-systems)", async () => {
    const { page, close } = await open("/services/hr-systems");
    const card = page.locator("main section article");
    expect(await card.count()).toBe(1);
    const width = (await card.boundingBox())?.width ?? 0;
    const row = (await card.locator("xpath=ancestor::section[1]/div[last()]").boundingBox())?.width ?? 0;
    expect(width).toBe(row);
    await close();
  });

  it.each([
    ["en", "school-nfc-attendance"],
    ["ja", "field-sales-app"],
    ["id", "factory-attendance-payroll"],
  ] as const)(
    "a case study shows each drawing with its caption after the section it illustrates (%s, %s)",
    async (locale, slug) => {
      const entry = findEntry("case-studies", slug, locale);
      const figures = entry?.collection === "case-studies" ? entry.meta.figures : [];
      expect(figures.length, `${slug} (${locale}) has no figure`).toBeGreaterThan(0);
      const { page, close } = await open(scheme.localizePath(`/case-studies/${slug}`, locale));
      const drawings = page.locator("main .prose + figure");
      expect(await drawings.count()).toBe(figures.length);
      // In the page's order: the section heading above each drawing and its caption.
      const shown = await drawings.evaluateAll((elements) =>
        elements.map((element) => {
          const headings = [...document.querySelectorAll("main h2")];
          const before = headings.filter((h) => h.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
          return {
            after: before.at(-1)?.textContent,
            caption: element.querySelector("figcaption")?.textContent,
            // The caption says what it shows; the drawing itself is not read out a second time.
            hidden: element.querySelector("svg")?.getAttribute("aria-hidden"),
          };
        }),
      );
      const order = (after: string) => entry?.headings.findIndex((heading) => heading.text === after) ?? -1;
      const expected = [...figures]
        .sort((a, b) => order(a.after) - order(b.after))
        .map(({ after, caption }) => ({ after, caption, hidden: "true" }));
      expect(shown).toEqual(expected);
      await close();
    },
  );

  it.each(["en", "id"] as const)("the case-study listing ends with a way to the project form (%s)", async (locale) => {
    const { page, close } = await open(scheme.localizePath("/case-studies", locale));
    const last = page.locator("main > *").last();
    expect(await last.locator("a").getAttribute("href")).toBe(`${scheme.localizePath("/", locale)}#contact`);
    expect(await last.textContent()).toContain(message(locale, "company.caseStudies.ctaTitle"));
    await close();
  });

  it("a case study's result figures read whole on a phone: at most two lines in half the width (id, field-sales-app)", async () => {
    const { page, close } = await open(scheme.localizePath("/case-studies/field-sales-app", "id"), {
      viewport: { width: 390, height: 844 },
    });
    const figures = await page.locator("main section[aria-label] p > span:first-child").evaluateAll((spans) =>
      spans.map((span) => ({
        text: span.textContent,
        lines: Math.round(span.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(span).lineHeight)),
      })),
    );
    expect(figures.map(({ text }) => text)).toContain("Hari yang sama");
    for (const figure of figures) expect(figure.lines, figure.text ?? "").toBeLessThanOrEqual(2);
    await close();
  });

  it.each(["en", "ja"] as const)(
    "the landing page and About state one mission and one set of values, in the same words; About says what each means (%s)",
    async (locale) => {
      const values = ["value1", "value2", "value3", "value4"] as const;
      const shared = [
        message(locale, "company.about.missionText"),
        message(locale, "homeSections.about.values.title"),
        ...values.map((value) => message(locale, `homeSections.about.${value}.title`)),
      ];
      const meanings = values.map((value) => message(locale, `homeSections.about.${value}.text`));
      const { page, close } = await open(scheme.localizePath("/", locale));
      const landing = (await page.locator("#about").textContent()) ?? "";
      await page.goto(suite.server.url + scheme.localizePath("/about", locale));
      const about = (await page.locator("main").textContent()) ?? "";
      for (const text of shared) {
        expect(landing).toContain(text);
        expect(about).toContain(text);
      }
      for (const text of meanings) {
        expect(landing).not.toContain(text);
        expect(about).toContain(text);
      }
      await close();
    },
  );

  it("About's map names its cities and time zones in readable text from a 320 px phone to a wide screen (ja)", async () => {
    const { page, close } = await open(scheme.localizePath("/about", "ja"), { viewport: { width: 320, height: 800 } });
    for (const width of [320, 390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await mapLabelFaults(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    }
    await close();
  });
});
