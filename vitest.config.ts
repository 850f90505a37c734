import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";
import { buildDefines, readBuildSettings } from "./app/config/build-settings.ts";
import { contentDefines } from "./app/content/defines.ts";
import HeaviestFirst from "./tests/support/heaviest-first.ts";

/**
 * Unit tests sit beside the code (app/, server/, bench/); tests/ holds the HTTP and
 * browser tests, which start the built server (`npm run build` first).
 */
export default defineConfig({
  plugins: [lingui({ failOnMissing: true, failOnCompileError: true })],
  define: { ...buildDefines(readBuildSettings()), ...contentDefines() },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // Two projects: `npm run test:unit` runs the first alone (no build needed); `vitest run` runs both.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "bench/**/*.test.ts"],
          // Every test file loads its modules afresh: these packages, bundled once into a file each, load in a
          // fraction of the time their hundreds of files took (kysely alone took 0.3 s a file, in 28 files).
          deps: { optimizer: { ssr: { enabled: true, include: ["kysely", "zod", "pg", "@simplewebauthn/server"] } } },
        },
      },
      {
        extends: true,
        test: {
          name: "built",
          include: ["tests/**/*.test.ts"],
          // One built server for the files that only read from it (decision 031).
          globalSetup: ["tests/support/shared-server-setup.ts"],
          // The built pages that the fuzzing's in-process server loads are plain JavaScript: Node loads them
          // as they are (Vite's transform of the bundle took a minute of CPU).
          server: { deps: { external: [/\/build\/server\//] } },
          // A larger young generation: the fuzzing's in-process server keeps 32 requests in flight, whose
          // objects outlive V8's default one and were copied and promoted (a quarter less CPU per request).
          execArgv: ["--max-semi-space-size=64"],
        },
      },
    ],
    // Ceilings for a hung test on a busy machine, never budgets: tests wait on conditions.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits for a condition up to this ceiling (vitest's default is one second).
    expect: { poll: { timeout: 60_000 } },
    // Two test files at a time: a file that changes a server's state starts its own (own port, own data folder,
    // own PostgreSQL database), the files that only read share one (decision 031), each file has its own browser,
    // and most of a browser or HTTP test is waiting on the other processes.
    fileParallelism: true,
    maxWorkers: 2,
    // The longest files first, across both projects, so that the two workers end together.
    sequence: { sequencer: HeaviestFirst },
    // Unit tests that need a DOM (happy-dom) never load what their markup points to.
    environmentOptions: {
      happyDOM: {
        settings: { disableJavaScriptFileLoading: true, disableIframePageLoading: true, disableCSSFileLoading: true },
      },
    },
  },
});
