import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { type RunningServer, startServer } from "./server";
import { type SharedServer, sharedServer } from "./shared-server";
import { mailSettings, startSmtpServer, type TestSmtpServer } from "./smtp";

/**
 * Starts the built server and Chromium for the tests of one file, and stops both afterwards; with `mail`,
 * also an SMTP server that receives the server's mail (suite.smtp).
 */
export function browserSuite({ browserArgs = [], mail = false }: { browserArgs?: string[]; mail?: boolean } = {}) {
  const suite = {} as { server: RunningServer; browser: Browser; smtp: TestSmtpServer };
  beforeAll(async () => {
    if (mail) suite.smtp = await startSmtpServer();
    const env = mail ? mailSettings(suite.smtp) : {};
    [suite.server, suite.browser] = await Promise.all([startServer(env), launchBrowser(browserArgs)]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    await suite.smtp?.close();
  });
  return suite;
}

/**
 * Chromium for the tests of one file that only read from the server: they visit the shared one
 * (tests/support/shared-server.ts, decision 031).
 */
export function readingBrowserSuite({ browserArgs = [] }: { browserArgs?: string[] } = {}) {
  const suite = {} as { server: SharedServer; browser: Browser };
  /**
   * A page of the shared server in a context of its own (1280 × 800 unless `options` say otherwise), once
   * hydrated; `prepare` runs on the page before it loads (listeners, init scripts).
   */
  async function open(path: string, options: BrowserContextOptions = {}, prepare?: (page: Page) => Promise<void>) {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    const page = await context.newPage();
    await prepare?.(page);
    await page.goto(suite.server.url + path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    return { page, close: () => context.close() };
  }
  beforeAll(async () => {
    suite.server = sharedServer();
    suite.browser = await launchBrowser(browserArgs);
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  return Object.assign(suite, { open });
}
