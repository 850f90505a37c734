import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-json";
import { LOCALES } from "./app/i18n/locales.ts";
import { NAMESPACES } from "./app/i18n/namespaces.ts";

/**
 * One catalogue per language, split into namespaces so that a page downloads
 * only the messages of its own language and its own page type.
 */
export default defineConfig({
  locales: [...LOCALES],
  sourceLocale: "en",
  fallbackLocales: false,
  catalogs: NAMESPACES.map((namespace) => ({
    path: `<rootDir>/app/i18n/messages/{locale}/${namespace}`,
    include: [],
  })),
  format: formatter({ style: "minimal" }),
});
