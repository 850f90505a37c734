import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { StaffRole } from "../../app/admin/roles";
import type { StaffUser } from "../../app/admin/types";
import type { Database, StaffAccountsTable } from "../db/schema";
import { type HashCost, hashPassword, passwordProblem } from "./passwords";

/** E-mail addresses as accounts hold them: trimmed and lower-case, so that they match in any case. */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/**
 * Control characters (C0 with CR, LF and tab, DEL, C1) and the line and paragraph separators: a display name
 * goes into mails (an invitation names the inviting admin) and the admin command's list, where they would
 * break lines. Migration 0015 folded those that older versions stored.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

/** What is wrong with a display name, or undefined when nothing is (said in words, as for passwords). */
export function displayNameProblem(name: string): string | undefined {
  return CONTROL_CHARACTERS.test(name)
    ? "A display name may not contain line breaks, tabs or other control characters."
    : undefined;
}

export type Account = StaffAccountsTable;

/** A mistake of the caller's (duplicate e-mail, weak password, unknown account), said in words. */
export class AccountError extends Error {}

export function toUser(account: Account): StaffUser {
  const time = (value: number | string | null) => (value === null ? null : new Date(Number(value)).toUTCString());
  return {
    uid: account.id,
    email: account.email,
    displayName: account.display_name,
    photoURL: null,
    emailVerified: false,
    isAnonymous: false,
    metadata: { creationTime: time(account.created_at) ?? "", lastSignInTime: time(account.last_sign_in_at) },
    role: account.role,
  };
}

/** The row of a new account: enabled, never signed in, named by its address's local part when not named. */
export function newAccount({
  email,
  displayName,
  passwordHash,
  role,
  demo = false,
}: {
  email: string;
  displayName?: string;
  passwordHash: string;
  role: StaffRole;
  demo?: boolean;
}): Account {
  return {
    id: randomBytes(15).toString("base64url"),
    email,
    display_name: (displayName?.trim() || email.split("@")[0] || email).slice(0, 100),
    password_hash: passwordHash,
    disabled: 0,
    demo: demo ? 1 : 0,
    created_at: Date.now(),
    last_sign_in_at: null,
    role,
    digest_locale: null,
  };
}

function normalEmail(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new AccountError(`"${email}" is not a valid e-mail address.`);
  return parsed.data;
}

/**
 * Staff accounts in the database: made, disabled, enabled, given a role and new passwords by an administrator.
 * New passwords are hashed at `hashCost` (PASSWORD_HASH_COST).
 */
export function staffAccounts(db: Kysely<Database>, hashCost: HashCost = "standard") {
  const find = (email: string) =>
    db.selectFrom("staff_accounts").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();

  async function existing(email: string): Promise<Account> {
    const account = await find(normalEmail(email));
    if (!account) throw new AccountError(`No account has the e-mail address ${email.trim().toLowerCase()}.`);
    return account;
  }

  async function hashed(password: string): Promise<string> {
    const problem = passwordProblem(password);
    if (problem) throw new AccountError(problem);
    return hashPassword(password, hashCost);
  }

  /** Whether an account other than the demo account exists. */
  const anyAccount = async () =>
    !!(await db.selectFrom("staff_accounts").select("id").where("demo", "=", 0).limit(1).executeTakeFirst());

  return {
    find,

    findById: (id: string) => db.selectFrom("staff_accounts").selectAll().where("id", "=", id).executeTakeFirst(),

    /**
     * Makes an account. The first one (the demo account aside) is an admin whatever `role` says, so that
     * someone can manage staff; a later one gets `role`, or is a viewer. The demo account is an admin.
     */
    async create({
      email,
      password,
      displayName,
      role,
      demo = false,
    }: {
      email: string;
      password: string;
      displayName?: string;
      role?: StaffRole;
      demo?: boolean;
    }): Promise<Account> {
      const address = normalEmail(email);
      const nameProblem = displayName === undefined ? undefined : displayNameProblem(displayName);
      if (nameProblem) throw new AccountError(nameProblem);
      if (await find(address)) throw new AccountError(`An account with the e-mail address ${address} already exists.`);
      const account = newAccount({
        email: address,
        displayName,
        passwordHash: await hashed(password),
        role: demo || !(await anyAccount()) ? "admin" : (role ?? "viewer"),
        demo,
      });
      await db.insertInto("staff_accounts").values(account).execute();
      return account;
    },

    /**
     * A disabled account's sessions stay, so that they are answered 403; enabling it ends them, so
     * that a session that was the reason for disabling does not come back.
     */
    async setDisabled(email: string, disabled: boolean): Promise<Account> {
      const account = await existing(email);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("staff_accounts")
          .set({ disabled: disabled ? 1 : 0 })
          .where("id", "=", account.id)
          .execute();
        if (!disabled) await trx.deleteFrom("staff_sessions").where("account_id", "=", account.id).execute();
      });
      return { ...account, disabled: disabled ? 1 : 0 };
    },

    async setRole(email: string, role: StaffRole): Promise<Account> {
      const account = await existing(email);
      await db.updateTable("staff_accounts").set({ role }).where("id", "=", account.id).execute();
      return { ...account, role };
    },
    /** A new password ends every session of the account. */
    async resetPassword(email: string, password: string): Promise<Account> {
      const account = await existing(email);
      const password_hash = await hashed(password);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("staff_accounts").set({ password_hash }).where("id", "=", account.id).execute();
        await trx.deleteFrom("staff_sessions").where("account_id", "=", account.id).execute();
      });
      return { ...account, password_hash };
    },

    list: () => db.selectFrom("staff_accounts").selectAll().orderBy("email").execute(),

    /** How many accounts can sign in (the demo account counts only where it may be used). */
    async countUsable(includeDemo: boolean): Promise<number> {
      let query = db
        .selectFrom("staff_accounts")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("disabled", "=", 0);
      if (!includeDemo) query = query.where("demo", "=", 0);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Removes demo accounts (and, through the foreign key, their sessions); production does so at start. */
    async removeDemo(): Promise<number> {
      const result = await db.deleteFrom("staff_accounts").where("demo", "=", 1).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    recordSignIn: (id: string, at: number) =>
      db.updateTable("staff_accounts").set({ last_sign_in_at: at }).where("id", "=", id).execute(),
  };
}

export type StaffAccounts = ReturnType<typeof staffAccounts>;
