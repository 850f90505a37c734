import { describe, expect, it } from "vitest";
import { readingBrowserSuite } from "../support/browser-suite";

const suite = readingBrowserSuite();

/** The footer's contact links (legal pages) and the contact page's details, in a few languages. */
const pages = ["/terms-of-service", "/ja/privacy-policy", "/zh/cookie-policy", "/contact", "/id/contact"];

describe("the phone number", () => {
  it.each(pages)("stays on one line on %s, however narrow its column", async (path) => {
    const page = await suite.browser.newPage({ viewport: { width: 320, height: 640 } });
    await page.goto(suite.server.url + path);
    const lines = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')].map((link) => {
        // The narrowest column it could be given: wrapping, if allowed, would break it at every space.
        (link.parentElement as HTMLElement).style.width = "3rem";
        const text = [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
        const range = document.createRange();
        range.selectNodeContents(text as Node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((count) => count === 1)).toBe(true);
    await page.close();
  });
});
