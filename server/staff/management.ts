import type { Kysely, Transaction } from "kysely";
import type { StaffRole } from "../../app/admin/roles";
import type { Account } from "../auth/accounts";
import type { DatabaseHandle } from "../db/database";
import type { Database } from "../db/schema";

/** A change the staff page refused: it would leave no enabled admin, or names no account. */
export class StaffChangeRefused extends Error {
  constructor(readonly reason: "last-admin" | "unknown-account") {
    super(reason);
  }
}

type Change = { role: StaffRole } | { disabled: boolean };

/**
 * The enabled admins other than `id` (the demo account aside). On PostgreSQL their rows stay locked until
 * the transaction ends, so that two admins demoting or disabling each other at once cannot both pass this
 * check; SQLite runs one write transaction at a time anyway.
 */
function otherAdmins(trx: Transaction<Database>, dialect: DatabaseHandle["dialect"], id: string) {
  const query = trx
    .selectFrom("staff_accounts")
    .select("id")
    .where("role", "=", "admin")
    .where("disabled", "=", 0)
    .where("demo", "=", 0)
    .where("id", "!=", id);
  return (dialect === "postgres" ? query.forUpdate() : query).execute();
}

/**
 * What an admin changes of staff accounts on the staff page: a role, disabled or enabled, sessions ended.
 * No change may leave the site without an enabled admin (the admin command may: docs/decisions/023).
 */
export function staffManagement({ db, dialect }: { db: Kysely<Database>; dialect: DatabaseHandle["dialect"] }) {
  return {
    /** The account with `id`, its role or state changed; StaffChangeRefused when it is unknown or the last admin. */
    async change(id: string, change: Change): Promise<Account> {
      return db.transaction().execute(async (trx) => {
        const account = await trx.selectFrom("staff_accounts").selectAll().where("id", "=", id).executeTakeFirst();
        if (!account || account.demo) throw new StaffChangeRefused("unknown-account");
        const changed: Account =
          "role" in change ? { ...account, role: change.role } : { ...account, disabled: change.disabled ? 1 : 0 };
        const staysAdmin = changed.role === "admin" && changed.disabled === 0;
        const wasAdmin = account.role === "admin" && account.disabled === 0;
        if (wasAdmin && !staysAdmin && (await otherAdmins(trx, dialect, id)).length === 0) {
          throw new StaffChangeRefused("last-admin");
        }
        await trx
          .updateTable("staff_accounts")
          .set({ role: changed.role, disabled: changed.disabled })
          .where("id", "=", id)
          .execute();
        // As with the admin command: enabling an account ends the sessions that were the reason to disable it.
        if (account.disabled && !changed.disabled) {
          await trx.deleteFrom("staff_sessions").where("account_id", "=", id).execute();
        }
        return changed;
      });
    },

    /** Ends every session of the account; StaffChangeRefused when it is unknown. */
    async endSessions(id: string): Promise<{ account: Account; ended: number }> {
      const account = await db.selectFrom("staff_accounts").selectAll().where("id", "=", id).executeTakeFirst();
      if (!account || account.demo) throw new StaffChangeRefused("unknown-account");
      const result = await db.deleteFrom("staff_sessions").where("account_id", "=", id).executeTakeFirst();
      return { account, ended: Number(result.numDeletedRows) };
    },
  };
}

export type StaffManagement = ReturnType<typeof staffManagement>;
