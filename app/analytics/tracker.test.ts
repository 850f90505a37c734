import { gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";

/** At most 2.0 KB gzip for the tracker itself (Plausible's script is 2.5 KB, Umami's 2.2 KB). */
const BUDGET_BYTES = 2000;

describe("the tracker", () => {
  it(`is at most ${BUDGET_BYTES} bytes gzip, minified on its own`, async () => {
    const result = (await build({
      configFile: false,
      logLevel: "silent",
      build: {
        write: false,
        minify: true,
        lib: { entry: new URL("./tracker.ts", import.meta.url).pathname, formats: ["es"], fileName: "tracker" },
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const output = Array.isArray(result) ? result[0] : result;
    const code = output?.output[0].code ?? "";
    expect(code).toContain("/api/events");
    const bytes = gzipSync(code, { level: 9 }).length;
    console.info(`tracker: ${bytes} bytes gzip`);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
