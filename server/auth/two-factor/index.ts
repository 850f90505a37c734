import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { secondFactorLimits } from "../second-factor-limits";
import { challengeSlots } from "./challenges";
import { passkeys } from "./passkeys";
import { pendingSignIns } from "./pending-sign-ins";
import { recoveryCodes } from "./recovery-codes";
import { secretBox } from "./secret-box";
import { secondFactorSetting } from "./settings";
import { totpFactors } from "./totp";

export type SecondFactorMethod = "totp" | "passkey" | "recovery";

/**
 * Staff accounts' second factors (decision 022): an authenticator app, passkeys and, beside either, recovery
 * codes; the sign-ins waiting for them, their limits, and the setting that requires one of everyone.
 * `issuer` names the site in authenticator apps and to passkeys.
 */
export function twoFactor(db: Kysely<Database>, securityToken: string, issuer: string) {
  const totp = totpFactors(db, secretBox(securityToken), issuer);
  const recovery = recoveryCodes(db);
  const keys = passkeys(db, issuer);

  /** The account's active factors, recovery codes counting only beside another. */
  async function methods(accountId: string): Promise<SecondFactorMethod[]> {
    const found: SecondFactorMethod[] = [];
    if (await totp.active(accountId)) found.push("totp");
    if ((await keys.count(accountId)) > 0) found.push("passkey");
    if (found.length > 0 && (await recovery.left(accountId)) > 0) found.push("recovery");
    return found;
  }

  const setting = secondFactorSetting(db);
  return {
    totp,
    recovery,
    passkeys: keys,
    pending: pendingSignIns(db),
    challenges: challengeSlots(db),
    limits: secondFactorLimits(db),
    setting,
    methods,
    hasFactor: async (accountId: string) => (await methods(accountId)).length > 0,

    /** Whether the account may do nothing but set up a factor: one is required and it has none. */
    async mustEnrol(accountId: string): Promise<boolean> {
      return (await setting.required()) && (await methods(accountId)).length === 0;
    },

    /** After a factor was added: the account's first recovery codes, if it had none. */
    async firstRecoveryCodes(accountId: string): Promise<string[] | undefined> {
      return (await recovery.left(accountId)) === 0 ? recovery.replace(accountId) : undefined;
    },

    /** After a factor was removed: recovery codes go with the last one. */
    async settleRemoval(accountId: string): Promise<void> {
      if ((await methods(accountId)).length === 0) await recovery.remove(accountId);
    },
  };
}

export type TwoFactor = ReturnType<typeof twoFactor>;

/** Removes every second factor of an account (the admin command, for a staff member locked out). */
export async function removeSecondFactors(db: Kysely<Database>, accountId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ["staff_totp", "staff_passkeys", "staff_recovery_codes"] as const) {
      await trx.deleteFrom(table).where("account_id", "=", accountId).execute();
    }
  });
}
