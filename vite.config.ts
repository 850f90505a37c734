import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildDefines, readBuildSettings } from "./app/config/build-settings.ts";
import { contentCards } from "./app/content/cards.ts";
import { compileContent } from "./app/content/compile.ts";
import { contentDefines, contentRoot } from "./app/content/defines.ts";
import { islands } from "./app/islands/build.ts";

/** Code every page runs: React, React Router and Lingui, then the site's shell (header, footer, i18n, SEO). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|@lingui[\\/]core|cookie|set-cookie-parser)[\\/]/;
const SITE_SHELL =
  /app[\\/](components[\\/]site[\\/]|components[\\/]ui[\\/]styles\.ts|config[\\/]|seo[\\/]|i18n[\\/](?!messages[\\/])|services[\\/])|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared)/;

/** content/'s case studies and blog posts, compiled once for the pages (`define`) and the social cards. */
const content = compileContent(contentRoot());

export default defineConfig({
  plugins: [
    tailwindcss(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    reactRouter(),
    // The public pages' one script (docs/decisions/019), built with the client.
    islands(process.env.BUILD_DIRECTORY || "build"),
    // Each case study's and blog post's picture for social networks (app/content/cards.ts).
    contentCards(content.covers),
  ],
  define: { ...buildDefines(readBuildSettings()), ...contentDefines(content) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Bundled into the server's render code rather than loaded from node_modules at start: only the icons and the two
  // phrase models the pages use are kept (lucide-react's CommonJS build holds every icon, budoux's entry every
  // model and an HTML parser), which took a second of CPU off every server start (docs/BENCHMARKS.md).
  ssr: { noExternal: ["lucide-react", "budoux"] },
  build: {
    // A font stays a file of its own: the content security policy admits fonts from the site only, not data: URLs.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    rolldownOptions: {
      output: {
        // Two shared chunks instead of a dozen small ones: fewer requests and better compression
        // (docs/decisions/009). Page code, icons and each language's messages stay in chunks of their own.
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK },
            { name: "site", test: SITE_SHELL },
          ],
        },
      },
    },
  },
});
