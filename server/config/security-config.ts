import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { createDataDir } from "../db/data-dir";
import type { Env } from "./env";

/** The required security configuration (docs/PRODUCT.md#security-configuration). */
export interface SecurityConfig {
  appTitle: string;
  appVersion: string;
  /** Keys the hashes of client addresses and e-mails in the rate-limit table (server/http/request-keys.ts). */
  securityToken: string;
  /** The API key (API_SECURITY_KEY): scripts read the staff API with `Authorization: Bearer <key>`; none if unset. */
  apiKey: string | undefined;
}

const FIELDS = {
  APP_TITLE: "appTitle",
  APP_VERSION: "appVersion",
  SECURITY_TOKEN: "securityToken",
  API_SECURITY_KEY: "apiKey",
} as const;

/** Where generated secrets are kept for the zero-configuration default. */
export const SECRETS_FILE = "secrets.json";

/** The configuration lacks fields that the rule in effect requires; the message names them. */
export class MissingConfigError extends Error {
  constructor(readonly fields: string[]) {
    super(`Missing required security configuration fields: ${fields.join(", ")}`);
  }
}

const storedSecrets = z.object({ securityToken: z.string().min(32) });

/** The generated SECURITY_TOKEN in DATA_DIR, made by the first process that needs it (atomically). */
function generatedToken(dataDir: string): string {
  const file = path.join(dataDir, SECRETS_FILE);
  createDataDir(dataDir);
  try {
    const securityToken = randomBytes(32).toString("base64url");
    fs.writeFileSync(file, `${JSON.stringify({ securityToken }, null, 2)}\n`, { mode: 0o600, flag: "wx" });
    return securityToken;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const parsed = storedSecrets.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file} is damaged: remove it (a new token is made) or set SECURITY_TOKEN.`);
  return parsed.data.securityToken;
}

/**
 * Reads the security configuration (docs/PRODUCT.md#security-configuration). When it is required (production with REQUIRE_CONFIG=true, or
 * with DATABASE_URL, where every instance must share the same secrets) all four settings must be set.
 * Otherwise the title and version have defaults, an absent SECURITY_TOKEN is generated once and kept in
 * DATA_DIR/secrets.json (readable by its owner only), and without API_SECURITY_KEY no API key is accepted.
 */
export function securityConfig(env: Env): SecurityConfig {
  const required = env.NODE_ENV === "production" && (env.REQUIRE_CONFIG || env.DATABASE_URL !== undefined);
  if (required) {
    const missing = Object.keys(FIELDS).filter((name) => !env[name as keyof typeof FIELDS]);
    if (missing.length > 0) throw new MissingConfigError(missing);
  }
  return {
    appTitle: env.APP_TITLE ?? "Nusantara Digital",
    appVersion: env.APP_VERSION ?? "1.0.0",
    securityToken: env.SECURITY_TOKEN ?? generatedToken(env.DATA_DIR),
    apiKey: env.API_SECURITY_KEY,
  };
}
