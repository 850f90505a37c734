import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildDefines, readBuildSettings } from "./app/config/build-settings.ts";

export default defineConfig({
  plugins: [tailwindcss(), lingui({ failOnMissing: true, failOnCompileError: true }), reactRouter()],
  define: buildDefines(readBuildSettings()),
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
