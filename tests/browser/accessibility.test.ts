import { describe, it } from "vitest";
import { axeViolations } from "../support/axe";
import { readingBrowserSuite } from "../support/browser-suite";
import { watchCsp } from "../support/csp";
import { LOCALES, PUBLIC_PATHS, SAMPLE_ENTRIES, scheme } from "../support/pages";
import { tabPool } from "../support/tabs";

const suite = readingBrowserSuite();
const inTab = tabPool(() => suite.browser, { viewport: { width: 320, height: 640 } });

const pages = LOCALES.flatMap((locale) =>
  [...PUBLIC_PATHS, ...SAMPLE_ENTRIES, "/admin", "/no-such-page"].map((page) => scheme.localizePath(page, locale)),
);

// Pages are checked a few at a time (vitest's maxConcurrency), in tabs that the checks take turns in: most of
// a check is waiting for the page to hydrate and the network to fall idle.
describe.concurrent("every page in every language, on a 320 px phone", () => {
  it.for(pages)(
    "%s has no axe violations, no CSP violation, no horizontal overflow and no other origin",
    async (path, { expect }) =>
      inTab(async (page) => {
        const cspViolations = await watchCsp(page);
        const foreign: string[] = [];
        page.on("request", (request) => {
          const url = new URL(request.url());
          if (url.origin !== suite.server.url && url.protocol !== "data:") foreign.push(request.url());
        });
        await page.goto(suite.server.url + path);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        // Every block laid out (until then a block below the first screen would clip a line too wide).
        await page.waitForFunction(
          () => !document.querySelector("[data-later-blocks]") || document.documentElement.dataset.whole === "",
        );
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(foreign).toEqual([]);
        // Scrolled to the end, every deferred section has hydrated under the page's policy too.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState("networkidle");
        expect(await cspViolations()).toEqual([]);
      }),
  );
});
