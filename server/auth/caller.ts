import { createHash, timingSafeEqual } from "node:crypto";
import type { Request } from "express";
import type { Account } from "./accounts";
import type { sessionCookie } from "./cookie";
import type { StaffSessions } from "./sessions";

/**
 * Who sent a request: a script with the API key as its bearer token (`valid` only for reading, and only
 * with API_SECURITY_KEY set), the account of a live session (disabled or not), or nobody.
 */
export type Caller = { by: "apiKey"; valid: boolean } | { by: "session"; account: Account } | { by: "nobody" };

const digest = (text: string) => createHash("sha256").update(text).digest();
/** The scheme's name is case-insensitive (RFC 9110 §11.1). */
const BEARER = /^bearer +(\S+)$/i;

/** Tells who sent a request: by the API key as its bearer token, or by its session cookie. */
export function callers({
  sessions,
  cookie,
  usable,
  apiKey,
}: {
  sessions: StaffSessions;
  cookie: ReturnType<typeof sessionCookie>;
  /** Whether an account may sign in on this server. */
  usable: (account: Account) => boolean;
  /** API_SECURITY_KEY: the API key, which may read the staff API as a bearer token (none when unset). */
  apiKey: string | undefined;
}) {
  const apiKeyDigest = apiKey === undefined ? undefined : digest(apiKey);
  /** The account of the request's live session, if it may sign in here (disabled or not: the caller decides). */
  const sessionAccount = async (req: Request): Promise<Account | undefined> => {
    const token = cookie.read(req);
    const account = token ? await sessions.find(token) : undefined;
    return account && usable(account) ? account : undefined;
  };
  const caller = async (req: Request): Promise<Caller> => {
    const bearer = BEARER.exec(req.get("authorization") ?? "")?.[1];
    if (bearer !== undefined) {
      const reading = req.method === "GET" || req.method === "HEAD";
      return { by: "apiKey", valid: reading && !!apiKeyDigest && timingSafeEqual(digest(bearer), apiKeyDigest) };
    }
    const account = await sessionAccount(req);
    return account ? { by: "session", account } : { by: "nobody" };
  };
  return {
    sessionAccount,
    caller,
    /**
     * Whether a request comes from enabled staff: a live session's, or a script's with the API key (for reading);
     * false when that cannot be told (the database is down).
     */
    isStaff: async (req: Request): Promise<boolean> => {
      const who = await caller(req).catch((): Caller => ({ by: "nobody" }));
      return who.by === "apiKey" ? who.valid : who.by === "session" && !who.account.disabled;
    },
  };
}

export type Callers = ReturnType<typeof callers>;
