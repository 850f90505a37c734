import type { Config } from "@react-router/dev/config";
import { readBuildSettings } from "./app/config/build-settings.ts";
import { compileContent } from "./app/content/compile.ts";
import { contentRoot } from "./app/content/defines.ts";
import { contentPaths } from "./app/content/pages.ts";
import { urlScheme } from "./app/i18n/url-scheme.ts";
import { PUBLIC_PATHS } from "./app/routing/pages.ts";

const scheme = urlScheme(readBuildSettings().DEFAULT_LOCALE);
const content = contentPaths(compileContent(contentRoot()), scheme);

export default {
  ssr: true,
  // BUILD_DIRECTORY lets a test build a variant beside the main build (tests/browser/security-layers.test.ts).
  buildDirectory: process.env.BUILD_DIRECTORY || "build",
  // Every public page in every language, and every case study, blog post and feed of content/, becomes a static file; the staff
  // area, unknown paths and alias redirects are rendered by the server.
  prerender: {
    paths: [...scheme.everyLocale(PUBLIC_PATHS), ...content.pages, ...content.feeds, "/robots.txt", "/sitemap.xml"],
    concurrency: 4,
  },
} satisfies Config;
