import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";
import { buildDefines, readBuildSettings } from "./app/config/build-settings.ts";

/**
 * Unit tests sit beside the code (app/, server/); tests/ holds the HTTP and
 * browser tests, which start the built server (`npm run build` first).
 */
export default defineConfig({
  plugins: [lingui({ failOnMissing: true, failOnCompileError: true })],
  define: buildDefines(readBuildSettings()),
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Unit tests that need a DOM (happy-dom) never load what their markup points to.
    environmentOptions: {
      happyDOM: {
        settings: { disableJavaScriptFileLoading: true, disableIframePageLoading: true, disableCSSFileLoading: true },
      },
    },
  },
});
