/**
 * Settings that are baked into the build: prerendered pages carry absolute
 * canonical and hreflang URLs (SITE_URL) and the URL scheme depends on which
 * language is unprefixed (DEFAULT_LOCALE). Read by the build tooling and checked
 * again by the server at start; never imported by browser code.
 */
import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";

export const buildSettingsSchema = z.object({
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "SITE_URL must be an absolute http(s) origin" })
    .default("http://localhost:3000")
    .transform((url) => new URL(url).origin),
  DEFAULT_LOCALE: z.enum(LOCALES).default("en"),
});

export type BuildSettings = z.output<typeof buildSettingsSchema>;

export function readBuildSettings(env: NodeJS.ProcessEnv = process.env): BuildSettings {
  const parsed = buildSettingsSchema.safeParse({
    SITE_URL: env.SITE_URL || undefined,
    DEFAULT_LOCALE: env.DEFAULT_LOCALE || undefined,
  });
  if (!parsed.success) {
    throw new Error(`Invalid build settings: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Compile-time constants for Vite's `define`, read by app/config/build.ts. */
export function buildDefines(settings: BuildSettings): Record<string, string> {
  return {
    __SITE_URL__: JSON.stringify(settings.SITE_URL),
    __DEFAULT_LOCALE__: JSON.stringify(settings.DEFAULT_LOCALE),
  };
}
