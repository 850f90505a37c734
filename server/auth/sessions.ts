import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Account } from "./accounts";

export interface SessionTimes {
  /** A session ends after this long without a request. */
  idleMs: number;
  /** And after this long in any case. */
  maxMs: number;
}

/**
 * last_seen_at is written at most this often (or a quarter of the idle timeout, if shorter), so that
 * reading the dashboard is not a write per request.
 */
const TOUCH_EVERY_MS = 60_000;

export const sessionId = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Sign-in sessions as database rows, so that every server instance knows them and any can end them.
 * The browser holds a random token; the row is keyed by its hash.
 */
export function staffSessions(db: Kysely<Database>, { idleMs, maxMs }: SessionTimes) {
  const touchEvery = Math.min(TOUCH_EVERY_MS, idleMs / 4);
  return {
    /** Starts a session for the account; returns the token for the cookie. */
    async start(accountId: string, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
      const token = randomBytes(32).toString("base64url");
      const expiresAt = now + maxMs;
      await db
        .insertInto("staff_sessions")
        .values({
          id: sessionId(token),
          account_id: accountId,
          created_at: now,
          last_seen_at: now,
          expires_at: expiresAt,
        })
        .execute();
      return { token, expiresAt };
    },

    /** The account of a live session (disabled or not: the caller decides), or undefined. */
    async find(token: string, now = Date.now()): Promise<Account | undefined> {
      const row = await db
        .selectFrom("staff_sessions")
        .innerJoin("staff_accounts", "staff_accounts.id", "staff_sessions.account_id")
        .selectAll("staff_accounts")
        .select(["staff_sessions.last_seen_at as session_seen_at", "staff_sessions.expires_at as session_expires_at"])
        .where("staff_sessions.id", "=", sessionId(token))
        .executeTakeFirst();
      if (!row) return undefined;
      const { session_seen_at, session_expires_at, ...account } = row;
      const seenAt = Number(session_seen_at);
      if (now >= Number(session_expires_at) || now - seenAt >= idleMs) {
        await this.end(token);
        return undefined;
      }
      if (now - seenAt >= touchEvery) {
        await db.updateTable("staff_sessions").set({ last_seen_at: now }).where("id", "=", sessionId(token)).execute();
      }
      return account;
    },

    async end(token: string): Promise<void> {
      await db.deleteFrom("staff_sessions").where("id", "=", sessionId(token)).execute();
    },

    /** Removes sessions that have ended by either clock. */
    async prune(now = Date.now()): Promise<void> {
      await db
        .deleteFrom("staff_sessions")
        .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<=", now - idleMs)]))
        .execute();
    },
  };
}

export type StaffSessions = ReturnType<typeof staffSessions>;
