import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vite";
import { buildDefines, readBuildSettings } from "./app/config/build-settings.ts";
import { ISLANDS_BASE, ISLANDS_DIR, ISLANDS_ENTRY } from "./app/islands/build.ts";

/**
 * The script of the public pages (docs/decisions/019): app/islands/main.tsx and a chunk per island and per
 * language's messages. The islands are React components; here they run on Preact's React-compatible API
 * (about a sixth of React DOM's size). Built when the main build starts its client (app/islands/build.ts), which then links the entry in every page.
 */
const buildDirectory = process.env.BUILD_DIRECTORY || "build";

export default defineConfig({
  plugins: [lingui({ failOnMissing: true, failOnCompileError: true })],
  define: buildDefines(readBuildSettings()),
  base: ISLANDS_BASE,
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      react: "preact/compat",
      "react-dom": "preact/compat",
    },
  },
  build: {
    outDir: `${buildDirectory}/${ISLANDS_DIR}`,
    emptyOutDir: true,
    manifest: true,
    modulePreload: false,
    rolldownOptions: { input: ISLANDS_ENTRY },
  },
});
