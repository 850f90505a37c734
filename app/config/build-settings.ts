/**
 * Settings that are baked into the build: prerendered pages carry absolute
 * canonical and hreflang URLs (SITE_URL), the URL scheme depends on which
 * language is unprefixed (DEFAULT_LOCALE), and the server and the staff page share the site's calendar
 * (SITE_TIME_ZONE). Read by the build tooling and checked
 * again by the server at start; never imported by browser code.
 */
import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";

const flag = z
  .enum(["true", "false"])
  .default("false")
  .transform((value) => value === "true");

export const buildSettingsSchema = z.object({
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "SITE_URL must be an absolute http(s) origin" })
    .default("http://localhost:3000")
    .transform((url) => new URL(url).origin),
  DEFAULT_LOCALE: z.enum(LOCALES).default("en"),
  /** The site's calendar: the analytics' days, periods and hours (an IANA time zone). */
  SITE_TIME_ZONE: z
    .string()
    .default("Asia/Jakarta")
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "SITE_TIME_ZONE must be an IANA time zone such as Asia/Jakarta"),
  /** The optional security layers (docs/PRODUCT.md#optional-security-layers; app/security/optional-layers.ts), off unless "true". */
  SECURITY_DEVTOOLS_CHECK: flag,
  SECURITY_BLOCK_CONTEXT_MENU: flag,
  SECURITY_DOM_INTEGRITY_CHECK: flag,
});

export type BuildSettings = z.output<typeof buildSettingsSchema>;

export function readBuildSettings(env: NodeJS.ProcessEnv = process.env): BuildSettings {
  const parsed = buildSettingsSchema.safeParse({
    SITE_URL: env.SITE_URL || undefined,
    DEFAULT_LOCALE: env.DEFAULT_LOCALE || undefined,
    SITE_TIME_ZONE: env.SITE_TIME_ZONE || undefined,
    SECURITY_DEVTOOLS_CHECK: env.SECURITY_DEVTOOLS_CHECK || undefined,
    SECURITY_BLOCK_CONTEXT_MENU: env.SECURITY_BLOCK_CONTEXT_MENU || undefined,
    SECURITY_DOM_INTEGRITY_CHECK: env.SECURITY_DOM_INTEGRITY_CHECK || undefined,
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
    __SITE_TIME_ZONE__: JSON.stringify(settings.SITE_TIME_ZONE),
    __SECURITY_DEVTOOLS_CHECK__: JSON.stringify(settings.SECURITY_DEVTOOLS_CHECK),
    __SECURITY_BLOCK_CONTEXT_MENU__: JSON.stringify(settings.SECURITY_BLOCK_CONTEXT_MENU),
    __SECURITY_DOM_INTEGRITY_CHECK__: JSON.stringify(settings.SECURITY_DOM_INTEGRITY_CHECK),
  };
}
