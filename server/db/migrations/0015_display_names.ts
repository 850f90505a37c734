import type { Kysely, Migration } from "kysely";

/** What this migration reads and writes (the columns of staff_accounts it needs, as they are when it runs). */
interface Names {
  staff_accounts: { id: string; email: string; display_name: string };
}

/**
 * Control characters and the line and paragraph separators, as server/auth/accounts.ts refuses them in new
 * names. Written out here rather than imported: a migration must do the same thing on every database,
 * whatever later versions refuse.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const RUNS = /[\p{Cc}\u2028\u2029\s]+/gu;

/**
 * Display names without line breaks or other control characters (docs/decisions/023): they go into mails.
 * Older versions stored names as given; in each name that holds one, every run of control characters and
 * white space becomes one space, and the ends are trimmed. A name with nothing else left becomes its
 * address's local part, as an account made without a name is called. Names without one are left as they are.
 * Staff accounts are few, so the rows are read and rewritten one by one, the same on SQLite and PostgreSQL.
 */
export const displayNames: Migration = {
  async up(db: Kysely<Names>) {
    const accounts = await db.selectFrom("staff_accounts").select(["id", "email", "display_name"]).execute();
    for (const { id, email, display_name } of accounts) {
      if (!CONTROL.test(display_name)) continue;
      const folded = display_name.replace(RUNS, " ").trim() || email.split("@")[0] || email;
      await db.updateTable("staff_accounts").set({ display_name: folded }).where("id", "=", id).execute();
    }
  },
};
