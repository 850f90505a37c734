import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVTOOLS_WARNING } from "../../app/security/optional-layers";
import { axeViolations } from "../support/axe";
import { launchBrowser } from "../support/browser";
import { buildVariant } from "../support/build";
import { watchCsp } from "../support/csp";
import { queryDatabase } from "../support/database";
import { type RunningServer, startServer } from "../support/server";

/** A production build with the optional layers of docs/PRODUCT.md#optional-security-layers turned on, beside the main build. */
const BUILD = "build-security-layers";
let server: RunningServer;
let browser: Browser;

const build = { remove: () => {} };

beforeAll(async () => {
  const built = buildVariant(BUILD, {
    SECURITY_DEVTOOLS_CHECK: "true",
    SECURITY_BLOCK_CONTEXT_MENU: "true",
    SECURITY_DOM_INTEGRITY_CHECK: "true",
  });
  build.remove = built.remove;
  expect(built.status, built.output).toBe(0);
  [server, browser] = await Promise.all([startServer({}, built.server), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  build.remove();
});

describe("the optional security layers, turned on", () => {
  it("keep every page working, accessible and within its policy", async () => {
    for (const pathname of ["/", "/ja/services/web-development", "/admin"]) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const warnings: string[] = [];
      page.on("console", (message) => warnings.push(message.text()));
      const cspViolations = await watchCsp(page);
      await page.goto(server.url + pathname);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.waitForTimeout(1200);
      expect(await axeViolations(page), pathname).toEqual([]);
      expect(await cspViolations(), pathname).toEqual([]);
      // A headless window has no developer tools docked: no false alarm.
      expect(
        warnings.filter((text) => text === DEVTOOLS_WARNING),
        pathname,
      ).toEqual([]);
      await page.close();
    }
  });

  it("block the context menu outside form fields, and record scripts from other origins", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/contact`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const blocked = await page.evaluate(() =>
      ["h1", "textarea"].map((selector) => {
        const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
        document.querySelector(selector)?.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    );
    expect(blocked).toEqual([true, false]);

    await page.evaluate(() => {
      const script = document.createElement("script");
      script.src = "https://injected.example/tracker.js";
      document.body.append(script);
    });
    await expect
      .poll(() =>
        queryDatabase<{ details: string }>(
          server.dataDir,
          "select details from security_events where type = 'client.dom_integrity'",
        ).map((row) => JSON.parse(row.details).source),
      )
      .toEqual(["https://injected.example/tracker.js"]);
    await page.close();
  });
});
