import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll } from "vitest";

export interface TabOptions extends BrowserContextOptions {
  /** Every load fetches every file anew, as in a fresh browser context (the byte budgets count them). */
  noCache?: boolean;
}

/**
 * Tabs that the tests of one file take turns in, for tests that only look at public pages. Opening a tab
 * costs Chromium a renderer process of its own (about 0.6 s of CPU), three times what a further page load in a
 * tab costs (docs/BENCHMARKS.md, "The test suite"). Each tab has its own browser context; a test's listeners
 * are removed when it gives the tab back, and a tab whose test failed is closed rather than handed on.
 */
export function tabPool(browser: () => Browser, { noCache = false, ...options }: TabOptions = {}) {
  const idle: Page[] = [];
  const all = new Set<Page>();

  async function open(): Promise<Page> {
    const context = await browser().newContext(options);
    const page = await context.newPage();
    if (noCache) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    }
    all.add(page);
    return page;
  }

  afterAll(async () => {
    await Promise.all([...all].map((page) => page.context().close()));
  });

  /** Runs `work` in a free tab (a new one when none is free); its document is whatever the last test left. */
  return async function inTab<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const page = idle.pop() ?? (await open());
    try {
      const result = await work(page);
      await page.removeAllListeners();
      idle.push(page);
      return result;
    } catch (error) {
      all.delete(page);
      await page.context().close();
      throw error;
    }
  };
}
