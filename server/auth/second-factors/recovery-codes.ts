import { createHash, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export const RECOVERY_CODE_COUNT = 10;
/** Without letters and digits that are easily mistaken for one another (0/o, 1/l/i). */
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const GROUP = 5;

const hashOf = (code: string) => createHash("sha256").update(code).digest("hex");

/** A code as typed: lower-case, without spaces and dashes. */
const normal = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

function newCode(): string {
  const characters = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, GROUP).join("")}-${characters.slice(GROUP).join("")}`;
}

/**
 * One-time recovery codes: shown once when made, stored as SHA-256 hashes (each has 49 random bits, too
 * many to try), deleted when used; making new ones replaces the old.
 */
export function recoveryCodes(db: Kysely<Database>) {
  return {
    async replace(accountId: string): Promise<string[]> {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("staff_recovery_codes").where("account_id", "=", accountId).execute();
        await trx
          .insertInto("staff_recovery_codes")
          .values(codes.map((code) => ({ account_id: accountId, code_hash: hashOf(normal(code)) })))
          .execute();
      });
      return codes;
    },

    /** Uses a code up: true once for each code made. */
    async use(accountId: string, code: string): Promise<boolean> {
      const typed = normal(code);
      if (typed.length !== GROUP * 2) return false;
      const deleted = await db
        .deleteFrom("staff_recovery_codes")
        .where("account_id", "=", accountId)
        .where("code_hash", "=", hashOf(typed))
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },

    async left(accountId: string): Promise<number> {
      const row = await db
        .selectFrom("staff_recovery_codes")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("account_id", "=", accountId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    remove: (accountId: string) => db.deleteFrom("staff_recovery_codes").where("account_id", "=", accountId).execute(),
  };
}

export type RecoveryCodes = ReturnType<typeof recoveryCodes>;
