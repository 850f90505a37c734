import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vite";
import { buildDefines, readBuildSettings } from "./app/config/build-settings.ts";
import { contentDefines } from "./app/content/defines.ts";
import { copyIslands } from "./app/islands/build.ts";
import { writeCspHashes } from "./server/http/csp-hashes.ts";

/**
 * Builds the Node server (server/main.ts) into build/node/server.js; dependencies stay external. Then the
 * islands' files join the client files (they were built first, vite.islands.config.ts), and the
 * Content-Security-Policy hashes of the prerendered pages' inline code go to build/node/csp-hashes.json.
 */
const buildDirectory = process.env.BUILD_DIRECTORY || "build";

export default defineConfig({
  plugins: [
    // Mails are written in their recipient's language from the same catalogues as the pages.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    {
      name: "client-files",
      apply: "build",
      closeBundle: () => {
        copyIslands(buildDirectory);
        writeCspHashes(buildDirectory);
      },
    },
  ],
  define: { ...buildDefines(readBuildSettings()), ...contentDefines() },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    ssr: "server/main.ts",
    outDir: `${buildDirectory}/node`,
    emptyOutDir: true,
    target: "node20",
    rollupOptions: { output: { entryFileNames: "server.js" } },
  },
});
