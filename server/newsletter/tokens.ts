import { createHash, randomBytes } from "node:crypto";

/** A link's secret: 32 random bytes, URL-safe. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of a confirmation token: its SHA-256, so a copy of the database confirms nothing. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Tokens are URL-safe base64 of a bounded length; anything else is no token of ours. */
export const isTokenShaped = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(value);
