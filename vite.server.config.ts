import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { buildDefines, readBuildSettings } from "./app/config/build-settings.ts";

/** Builds the Node server (server/main.ts) into build/node/server.js; dependencies stay external. */
export default defineConfig({
  define: buildDefines(readBuildSettings()),
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    ssr: "server/main.ts",
    outDir: "build/node",
    emptyOutDir: true,
    target: "node20",
    rollupOptions: { output: { entryFileNames: "server.js" } },
  },
});
