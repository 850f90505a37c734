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

/** The page's widths: a small phone, a common phone and a desktop. */
const PHONES = [320, 390];
const DESKTOP = 1440;

describe("tables in case studies and blog posts", () => {
  it.each(tablePages)(
    "stack into labelled rows on a phone and stay tables on a desktop ($locale)",
    async ({ locale, pages }) => {
      expect(pages.length, `no ${locale} entry with a table`).toBeGreaterThan(0);
      const context = await suite.browser.newContext({ viewport: { width: DESKTOP, height: 900 } });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(suite.server.url + path);
        // What a screen reader reads of each table on a desktop: it reads the same on a phone.
        const tables = page.locator("main table");
        const read = await Promise.all((await tables.all()).map((table) => table.ariaSnapshot()));
        const regions = await page.evaluate(() =>
          [...document.querySelectorAll("main table")].map((table) => {
            const region = table.parentElement as HTMLElement;
            return {
              role: region.getAttribute("role"),
              name: region.getAttribute("aria-label") ?? "",
              tabIndex: region.tabIndex,
              display: getComputedStyle(table).display,
              label: getComputedStyle(table.querySelector("td") as Element, "::before").content,
            };
          }),
        );
        for (const [index, region] of regions.entries()) {
          // A table, without labels, in a region named after its columns that the keyboard reaches.
          expect(region, `${path}, table ${index + 1}`).toMatchObject({
            role: "region",
            tabIndex: 0,
            display: "table",
            label: "none",
          });
          expect(read[index]).toMatch(/^- table:\n.*- columnheader .*- cell /s);
        }
        expect(new Set(regions.map((region) => region.name)).size, `${path}: regions with the same name`).toBe(
          regions.length,
        );

        for (const width of PHONES) {
          await page.setViewportSize({ width, height: 844 });
          const cells = await page.evaluate(() =>
            [...document.querySelectorAll("main td")].map((cell) => {
              const box = cell.getBoundingClientRect();
              const table = cell.closest("table") as HTMLTableElement;
              const heading = table.rows[0]?.cells[(cell as HTMLTableCellElement).cellIndex]?.textContent ?? "";
              return {
                text: cell.textContent,
                left: box.left,
                right: box.right,
                // The label shown before the cell (its alternative text for a screen reader is empty).
                label: getComputedStyle(cell, "::before").content,
                heading: `${JSON.stringify(heading.trim())} / ""`,
              };
            }),
          );
          // The page never scrolls sideways; no cell is cut at the screen's edge; each shows its column's heading.
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBe(0);
          for (const cell of cells) {
            expect(cell.left, `${path} at ${width} px: ${cell.text}`).toBeGreaterThanOrEqual(0);
            expect(cell.right, `${path} at ${width} px: ${cell.text}`).toBeLessThanOrEqual(width);
            expect(cell.label, `${path} at ${width} px: ${cell.text}`).toBe(cell.heading);
          }
          if (width === 390) {
            expect(await Promise.all((await tables.all()).map((table) => table.ariaSnapshot())), path).toEqual(read);
          }
        }
        await page.setViewportSize({ width: DESKTOP, height: 900 });
      }
      await context.close();
    },
  );

  it("scroll sideways on a desktop when wider than their column, with a light at the edge that hides more", async () => {
    const path = tablePages[0]?.pages[0] ?? "";
    const { page, close } = await suite.open(path, { viewport: { width: DESKTOP, height: 900 } });
    const region = page.locator("main .table-scroll").first();
    await region.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    // A table that fits its column: no light at its edge.
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await edgeBlue(page, region, "right")).toBeLessThan(40);
    // A column narrower than the table (as a wider table would be in it): more to the right, a light there.
    await region.evaluate((element) => {
      element.style.maxWidth = "20rem";
    });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(LIGHT_PX);
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
    await close();
  });
});
