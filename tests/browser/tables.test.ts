import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { findEntry } from "../../app/content/entries";
import { readingBrowserSuite } from "../support/browser-suite";
import { CONTENT_PAGES, entryOf, LOCALES, scheme } from "../support/pages";

const suite = readingBrowserSuite();

/** How far the light at a region's edge reaches (2.5rem, app.css's `.table-scroll`). */
const LIGHT_PX = 40;

/** Every case study and blog post that has a table, by language. */
const tablePages = LOCALES.map((locale) => ({
  locale,
  pages: CONTENT_PAGES.filter((page) => {
    const entry = entryOf(page);
    return (
      entry &&
      scheme.localeFromPath(page) === locale &&
      findEntry(entry.collection, entry.slug, locale)?.html.includes("<table")
    );
  }),
}));

/**
 * How bright the blue of a column of pixels at a region's edge is at its darkest: the edge's light, where shown,
 * lies under the whole height (text and rules only brighten it); where not, the page's dark ground shows
 * between the rows. The screenshot is read in a blank page of its own (a canvas), out of the site's CSP.
 */
async function edgeBlue(page: Page, region: Locator, side: "left" | "right"): Promise<number> {
  const box = await region.boundingBox();
  if (!box) throw new Error("the table's region is not shown");
  const x = side === "left" ? box.x + 1 : box.x + box.width - 3;
  // The part of the region on the screen (a tall table reaches beyond it), clear of the sticky header above and
  // the back-to-top button below.
  const top = Math.max(box.y, 0) + 80;
  const bottom = Math.min(box.y + box.height, page.viewportSize()?.height ?? 0) - 100;
  const png = await page.screenshot({ clip: { x, y: top, width: 2, height: bottom - top } });
  const reader = await page.context().newPage();
  try {
    return await reader.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let darkest = 255;
      for (let i = 2; i < data.length; i += 4) darkest = Math.min(darkest, data[i] ?? 255);
      return darkest;
    }, png.toString("base64"));
  } finally {
    await reader.close();
  }
}

describe("tables in case studies and blog posts, on a phone", () => {
  it.each(tablePages)("fit or scroll sideways in a named, focusable region ($locale)", async ({ locale, pages }) => {
    expect(pages.length, `no ${locale} entry with a table`).toBeGreaterThan(0);
    const context = await suite.browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    // The widest table of the language (by how far it reaches beyond its region at 320 px).
    let widest = { path: "", index: 0, hidden: -1 };
    for (const path of pages) {
      await page.goto(suite.server.url + path);
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 });
        const tables = await page.evaluate(() =>
          [...document.querySelectorAll("main table")].map((table) => {
            const region = table.parentElement as HTMLElement;
            const box = region.getBoundingClientRect();
            return {
              role: region.getAttribute("role"),
              name: region.getAttribute("aria-label") ?? "",
              tabIndex: region.tabIndex,
              right: box.right,
              hidden: region.scrollWidth - region.clientWidth,
            };
          }),
        );
        // The page itself never scrolls sideways; each table stays inside the screen, in its own region.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBe(0);
        for (const [index, table] of tables.entries()) {
          expect(table, `${path}, table ${index + 1} at ${width} px`).toMatchObject({ role: "region", tabIndex: 0 });
          expect(table.name.length).toBeGreaterThan(2);
          expect(table.right).toBeLessThanOrEqual(width);
          if (width === 320 && table.hidden > widest.hidden) widest = { path, index, hidden: table.hidden };
        }
        expect(new Set(tables.map((table) => table.name)).size, `${path}: regions with the same name`).toBe(
          tables.length,
        );
      }
    }

    await page.goto(suite.server.url + widest.path);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const region = page.locator("main .table-scroll").nth(widest.index);
      const name = (await region.getAttribute("aria-label")) ?? "";
      expect(await page.getByRole("region", { name, exact: true }).count()).toBe(1);
      await region.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
      const hidden = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
      // The widest table of each language is wider than a 320 px phone (at 390 it may fit).
      if (width === 320) expect(hidden, widest.path).toBeGreaterThan(LIGHT_PX);
      // Less than the light's width beyond the edge is the last cell's padding: no light is needed for it.
      if (hidden <= LIGHT_PX) continue;
      // More to the right: a light at the right edge, none at the left.
      expect(await edgeBlue(page, region, "right")).toBeGreaterThan(60);
      expect(await edgeBlue(page, region, "left")).toBeLessThan(40);
      // The keyboard reaches it and scrolls it.
      await region.focus();
      expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      // At the end: the light has moved to the left edge.
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
      expect(await edgeBlue(page, region, "left")).toBeGreaterThan(60);
      expect(await edgeBlue(page, region, "right")).toBeLessThan(40);
      await region.evaluate((element) => element.scrollTo({ left: 0, behavior: "instant" }));
    }
    await context.close();
  });
});
