import path from "node:path";
import { z } from "zod";
import { buildSettingsSchema } from "../../app/config/build-settings";
import { DEFAULT_MEMORY_MB, MIN_MEMORY_MB } from "../analytics/reports/visit-columns/memory-bound";

const port = z.coerce.number().int().min(0).max(65535);

/** Server settings, read from the environment and validated once at start. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)")
    .optional(),
  SITE_URL: buildSettingsSchema.shape.SITE_URL,
  DEFAULT_LOCALE: buildSettingsSchema.shape.DEFAULT_LOCALE,
  SITE_TIME_ZONE: buildSettingsSchema.shape.SITE_TIME_ZONE,
  /**
   * Which proxies to believe about the client address (X-Forwarded-For): unset or "false" trusts none,
   * "true" all, a number that many hops, anything else a list of addresses/subnets (Express syntax).
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value): boolean | number | string =>
      value === "false" ? false : value === "true" ? true : /^\d+$/.test(value) ? Number(value) : value,
    ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * The one CDN header that names the visitor's country (e.g. CF-IPCountry), believed only from a proxy
   * that TRUST_PROXY trusts; unset, the country comes from the client address alone.
   */
  CDN_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "CDN_COUNTRY_HEADER must be a header name such as CF-IPCountry")
    .transform((name) => name.toLowerCase())
    .optional(),
  /** Days raw analytics events, visits and the hourly rollups are kept. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).default(400),
  /** Days the daily rollups (what the dashboard reads) are kept. */
  ANALYTICS_ROLLUP_RETENTION_DAYS: z.coerce.number().int().min(1).default(1100),
  /**
   * MiB the filtered views may hold in memory (the visit columns of the days staff looked at, their texts
   * included); the days least recently used leave first (decision 018).
   */
  ANALYTICS_MEMORY_MB: z.coerce.number().int().min(MIN_MEMORY_MB).default(DEFAULT_MEMORY_MB),
  /** Analytics events a minute from one client; more are dropped (429). */
  ANALYTICS_CLIENT_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * The site's budget of analytics events a minute, all clients and instances together; past it, only each
   * client's first events of the minute (server/analytics/ingest/ingest-limits.ts), the rest dropped (429).
   */
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(10_000),
  /** A staff session ends after this many minutes without a request... */
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(60),
  /** ...and this many hours after sign-in in any case. */
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  /**
   * Whether a failed staff sign-in says which part was wrong (auth/user-not-found, auth/wrong-password) and
   * that a disabled account's password was right (auth/user-disabled, 403). Off by default: all answer
   * auth/invalid-credential, so nobody can find out which e-mails have accounts or test a disabled one's password.
   */
  AUTH_DISTINCT_ERRORS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /**
   * The security configuration (docs/PRODUCT.md#security-configuration; server/config/security-config.ts). With REQUIRE_CONFIG=true in
   * production, or with DATABASE_URL, all four must be set; otherwise absent secrets are generated once
   * into DATA_DIR/secrets.json.
   */
  APP_TITLE: z.string().min(1).max(100).optional(),
  APP_VERSION: z.string().min(1).max(40).optional(),
  SECURITY_TOKEN: z.string().min(32, "SECURITY_TOKEN needs at least 32 characters").optional(),
  API_SECURITY_KEY: z.string().min(32, "API_SECURITY_KEY needs at least 32 characters").optional(),
  REQUIRE_CONFIG: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /**
   * Where mail is sent (server/mail): smtp://user:password@host:587 (STARTTLS when the server offers it)
   * or smtps://…:465. Unset: development writes mails to the log; production turns off what needs mail.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@host:587")
    .optional(),
  /** The sender of every mail, e.g. "Nusantara Digital <halo@example.com>"; required with SMTP_URL. */
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'MAIL_FROM must be an address or "Name <address>"')
    .optional(),
  /** Events the security log keeps; the oldest are deleted beyond it. */
  SECURITY_LOG_MAX_EVENTS: z.coerce.number().int().min(100).default(10_000),
  /** Seconds that in-flight requests get to finish after SIGTERM/SIGINT. */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().positive().default(10),
  /**
   * Scrypt cost of new password hashes (server/auth/passwords.ts): `standard`, or `test`, which is cheap to
   * crack and lets the test suite hash and check hundreds of passwords. Production refuses `test` unless
   * ALLOW_TEST_SETTINGS is true.
   */
  PASSWORD_HASH_COST: z.enum(["standard", "test"]).default("standard"),
  /**
   * Lets a production server (NODE_ENV=production) take test-only settings (PASSWORD_HASH_COST=test): the
   * test suite runs the built server as deployed, and only its servers set this. Logged at every start.
   */
  ALLOW_TEST_SETTINGS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

export type Env = z.output<typeof envSchema>;

/** Production takes the test suite's settings only when told that it is the test suite. */
function refuseTestSettings(env: Env, context: z.RefinementCtx) {
  if (env.NODE_ENV === "production" && env.PASSWORD_HASH_COST === "test" && !env.ALLOW_TEST_SETTINGS) {
    context.addIssue({
      code: "custom",
      path: ["PASSWORD_HASH_COST"],
      message:
        "PASSWORD_HASH_COST=test makes password hashes cheap to crack, so production refuses it (only the test suite's servers take it, with ALLOW_TEST_SETTINGS=true)",
    });
  }
}

function requireMailFrom(env: Env, context: z.RefinementCtx) {
  if (env.SMTP_URL && !env.MAIL_FROM) {
    context.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "MAIL_FROM is required with SMTP_URL" });
  }
}

/** Empty strings count as unset, as they do in most deployment tools. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const values = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.superRefine(refuseTestSettings).superRefine(requireMailFrom).safeParse(values);
  if (!parsed.success) throw new Error(`Invalid settings:\n${z.prettifyError(parsed.error)}`);
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
