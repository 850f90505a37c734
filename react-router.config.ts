import type { Config } from "@react-router/dev/config";
import { readBuildSettings } from "./app/config/build-settings.ts";
import { urlScheme } from "./app/i18n/url-scheme.ts";
import { PUBLIC_PATHS } from "./app/routing/pages.ts";

const scheme = urlScheme(readBuildSettings().DEFAULT_LOCALE);

export default {
  ssr: true,
  // BUILD_DIRECTORY lets a test build a variant beside the main build (tests/browser/security-layers.test.ts).
  buildDirectory: process.env.BUILD_DIRECTORY || "build",
  // Every public page in every language becomes a static HTML file; the staff
  // area, unknown paths and alias redirects are rendered by the server.
  prerender: {
    paths: [...scheme.everyLocale(PUBLIC_PATHS), "/robots.txt", "/sitemap.xml"],
    concurrency: 4,
  },
} satisfies Config;
