import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** How long a passkey ceremony may take between its options and its answer. */
export const CHALLENGE_MS = 5 * 60_000;

/** The rows that hold a passkey ceremony's challenge: a session (registration) or a pending sign-in (assertion). */
type Holder = "staff_sessions" | "staff_pending_sign_ins";

/**
 * Passkey challenges kept server-side on the row of the session or sign-in they belong to, as
 * `<challenge>.<expiry>`: one at a time (a new one replaces the last), taken once, refused after CHALLENGE_MS.
 */
export function challengeSlots(db: Kysely<Database>) {
  return {
    async put(holder: Holder, id: string, challenge: string, now = Date.now()): Promise<void> {
      await db
        .updateTable(holder)
        .set({ challenge: `${challenge}.${now + CHALLENGE_MS}` })
        .where("id", "=", id)
        .execute();
    },

    /** The live challenge, removed so that it serves one answer only; undefined if none or expired. */
    async take(holder: Holder, id: string, now = Date.now()): Promise<string | undefined> {
      const row = await db.selectFrom(holder).select("challenge").where("id", "=", id).executeTakeFirst();
      const stored = row?.challenge;
      if (!stored) return undefined;
      const taken = await db
        .updateTable(holder)
        .set({ challenge: null })
        .where("id", "=", id)
        .where("challenge", "=", stored)
        .executeTakeFirst();
      const [challenge, expiresAt] = stored.split(".");
      return Number(taken.numUpdatedRows) === 1 && challenge && now < Number(expiresAt) ? challenge : undefined;
    },
  };
}

export type ChallengeSlots = ReturnType<typeof challengeSlots>;
