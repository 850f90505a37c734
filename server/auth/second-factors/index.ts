import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { challengeSlots } from "./challenges";
import { secondFactorLimits } from "./limits";
import { staffPasskeys } from "./passkeys";
import { pendingSignIns } from "./pending-sign-ins";
import { recoveryCodes } from "./recovery-codes";
import { secondFactorRequirement } from "./requirement";
import { secretBox } from "./secret-box";
import { totpFactors } from "./totp";

export type SecondFactorMethod = "totp" | "passkey" | "recovery";

/**
 * Staff accounts' second factors (decision 022): an authenticator app, passkeys and, beside either, recovery
 * codes; the pending sign-ins waiting for one, their limits, and the requirement of one of everyone.
 * `issuer` names the site in authenticator apps and to passkeys.
 */
export function staffSecondFactors(db: Kysely<Database>, securityToken: string, issuer: string) {
  const totp = totpFactors(db, secretBox(securityToken), issuer);
  const recovery = recoveryCodes(db);
  const passkeys = staffPasskeys(db, issuer);

  /** The account's active factors, recovery codes counting only beside another. */
  async function methods(accountId: string): Promise<SecondFactorMethod[]> {
    const found: SecondFactorMethod[] = [];
    if (await totp.active(accountId)) found.push("totp");
    if ((await passkeys.count(accountId)) > 0) found.push("passkey");
    if (found.length > 0 && (await recovery.left(accountId)) > 0) found.push("recovery");
    return found;
  }

  const requirement = secondFactorRequirement(db);
  return {
    totp,
    recovery,
    passkeys,
    pending: pendingSignIns(db),
    challenges: challengeSlots(db),
    limits: secondFactorLimits(db),
    requirement,
    methods,
    hasSecondFactor: async (accountId: string) => (await methods(accountId)).length > 0,

    /** Whether the account may do nothing but set up a factor: one is required and it has none. */
    async mustEnrol(accountId: string): Promise<boolean> {
      return (await requirement.required()) && (await methods(accountId)).length === 0;
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

export type SecondFactors = ReturnType<typeof staffSecondFactors>;

/** Removes every second factor of an account (the admin command, for a staff member locked out). */
export async function removeSecondFactors(db: Kysely<Database>, accountId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ["staff_totp", "staff_passkeys", "staff_recovery_codes"] as const) {
      await trx.deleteFrom(table).where("account_id", "=", accountId).execute();
    }
  });
}
