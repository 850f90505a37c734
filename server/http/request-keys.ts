import { createHmac } from "node:crypto";
import type { Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";

/**
 * The request keys: how clients and e-mail addresses are named in the rate-limit table, HMAC-SHA256 under
 * the site's SECURITY_TOKEN, so that the table reveals no address even to someone who tries every IPv4
 * address or a list of e-mails. IPv6 clients are taken by /56 network. The same secret signs the cookie by
 * which a browser that has signed in to an account is known at its next sign-in (server/auth/login-limits.ts).
 */
export interface RequestKeys {
  client(req: Request): string;
  email(email: string): string;
  browser(email: string, id: string): string;
}

export function createRequestKeys(secret: string): RequestKeys {
  const keyed = (value: string) => createHmac("sha256", secret).update(value).digest("base64url");
  return {
    client: (req) => keyed(`client:${ipKeyGenerator(req.ip ?? "unknown")}`),
    email: (email) => keyed(`email:${email}`),
    browser: (email, id) => keyed(`browser:${email}:${id}`),
  };
}
