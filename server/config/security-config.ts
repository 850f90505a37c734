import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "./env";

/** SPEC §5's required security configuration. */
export interface SecurityConfig {
  appTitle: string;
  appVersion: string;
  /** Keys the hashes of client addresses and e-mails in the rate-limit table (server/http/request-keys.ts). */
  securityToken: string;
  /** Lets scripts read the staff API with `Authorization: Bearer <key>` (server/auth/guard.ts). */
  apiSecurityKey: string;
}

const FIELDS = {
  APP_TITLE: "appTitle",
  APP_VERSION: "appVersion",
  SECURITY_TOKEN: "securityToken",
  API_SECURITY_KEY: "apiSecurityKey",
} as const;

/** Where generated secrets are kept for the zero-configuration default. */
export const SECRETS_FILE = "secrets.json";

/** The configuration lacks fields that the rule in effect requires; the message names them. */
export class MissingConfigError extends Error {
  constructor(readonly fields: string[]) {
    super(`Missing required security configuration fields: ${fields.join(", ")}`);
  }
}

/**
 * Reads SPEC §5's security configuration. When it is required (production with REQUIRE_CONFIG=true, or
 * with DATABASE_URL, where every instance must share the same secrets) all four settings must be set;
 * otherwise the title and version have defaults and absent secrets are generated once and kept in
 * DATA_DIR/secrets.json (readable by the owner only).
 */
export function securityConfig(env: Env): SecurityConfig {
  const required = env.NODE_ENV === "production" && (env.REQUIRE_CONFIG || env.DATABASE_URL !== undefined);
  if (required) {
    const missing = Object.keys(FIELDS).filter((name) => !env[name as keyof typeof FIELDS]);
    if (missing.length > 0) throw new MissingConfigError(missing);
  }
  const file = path.join(env.DATA_DIR, SECRETS_FILE);
  let stored: Partial<SecurityConfig> = {};
  if (!env.SECURITY_TOKEN || !env.API_SECURITY_KEY) {
    if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<SecurityConfig>;
    const generated = {
      securityToken: stored.securityToken ?? randomBytes(32).toString("base64url"),
      apiSecurityKey: stored.apiSecurityKey ?? randomBytes(32).toString("base64url"),
    };
    if (generated.securityToken !== stored.securityToken || generated.apiSecurityKey !== stored.apiSecurityKey) {
      fs.mkdirSync(env.DATA_DIR, { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
    }
    stored = generated;
  }
  return {
    appTitle: env.APP_TITLE ?? "Nusantara Digital",
    appVersion: env.APP_VERSION ?? "1.0.0",
    securityToken: env.SECURITY_TOKEN ?? stored.securityToken ?? "",
    apiSecurityKey: env.API_SECURITY_KEY ?? stored.apiSecurityKey ?? "",
  };
}
