import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EVAL_RESTRICTED } from "../../app/security/eval-guard";
import { DEVTOOLS_WARNING } from "../../app/security/optional-layers";
import { browserSuite } from "../support/browser-suite";
import { queryDatabase } from "../support/database";

const suite = browserSuite();

const logged = () =>
  queryDatabase<{ type: string; details: string }>(suite.server.dataDir, "select type, details from security_events");

describe("eval and Function in production", () => {
  it("are refused by the browser, reported to the security log, and named in the console", async () => {
    const page = await suite.browser.newPage();
    const console: string[] = [];
    page.on("console", (message) => console.push(message.text()));
    await page.goto(`${suite.server.url}/ja/about`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    // Run from a task of the page's own (DevTools' evaluation itself is exempt from the policy).
    const refused = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          setTimeout(() =>
            resolve(
              // biome-ignore lint/security/noGlobalEval: the test is that the page's policy refuses eval.
              [() => eval("1 + 1"), () => new Function("return 1")()].map((attempt) => {
                try {
                  attempt();
                  return "ran";
                } catch (error) {
                  return (error as Error).name;
                }
              }),
            ),
          ),
        ),
    );
    expect(refused).toEqual(["EvalError", "EvalError"]);
    await expect.poll(() => console.filter((text) => text === EVAL_RESTRICTED).length).toBe(2);

    // The page's own event (with its checksum) and the browser's CSP report both reach the log.
    await expect
      .poll(() =>
        logged()
          .map((row) => row.type)
          .sort(),
      )
      .toEqual(expect.arrayContaining(["client.eval_blocked", "csp.violation"]));
    const report = logged().find((row) => row.type === "csp.violation");
    expect(JSON.parse(report?.details ?? "{}")).toMatchObject({ blocked: "eval" });
    await page.close();
  });
});

describe("the optional security layers", () => {
  it("are off by default: the build carries none of their code", () => {
    const files = fs.readdirSync("build/client/assets").filter((name) => name.endsWith(".js"));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      const text = fs.readFileSync(path.join("build/client/assets", name), "utf8");
      expect(text.includes(DEVTOOLS_WARNING), name).toBe(false);
      // The DOM integrity watcher's query (its event's name is also the staff page's label key).
      expect(text.includes("script[src], iframe[src], object[data], embed[src]"), name).toBe(false);
    }
  });
});
