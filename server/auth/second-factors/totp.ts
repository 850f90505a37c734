import type { Kysely } from "kysely";
import { generateSecret, generateURI, verify } from "otplib";
import type { Database } from "../../db/schema";
import type { SecretBox } from "./secret-box";

/** Codes of the step before and after the current one are accepted too (clocks drift). */
const TOLERANCE_SECONDS = 30;
const CODE = /^\d{6}$/;

/** A code as typed: spaces and dashes that apps show for legibility removed. */
export const normalTotpCode = (code: string) => code.replace(/[\s-]/g, "");

/**
 * Authenticator apps (TOTP, RFC 6238, through otplib): a secret is set up unconfirmed, becomes active once a
 * code from it is confirmed, and every accepted code's time step is stored, so that no code (nor an older
 * one) is accepted again.
 */
export function totpFactors(db: Kysely<Database>, box: SecretBox, issuer: string) {
  const row = (accountId: string) =>
    db.selectFrom("staff_totp").selectAll().where("account_id", "=", accountId).executeTakeFirst();

  /** Checks `code` against the account's secret and, if it is good and new, records its time step. */
  async function accept(accountId: string, code: string, confirmed: boolean): Promise<boolean> {
    const found = await row(accountId);
    const token = normalTotpCode(code);
    if (!found || found.confirmed !== (confirmed ? 1 : 0) || !CODE.test(token)) return false;
    const secret = box.open(found.secret);
    if (secret === undefined) return false;
    const last = found.last_time_step === null ? undefined : Number(found.last_time_step);
    const result = await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS, afterTimeStep: last });
    if (!result.valid || !("timeStep" in result)) return false;
    // Conditional on the step read: of two requests with the same code, one wins.
    const updated = await db
      .updateTable("staff_totp")
      .set({ last_time_step: result.timeStep, confirmed: 1 })
      .where("account_id", "=", accountId)
      .where((eb) => (last === undefined ? eb("last_time_step", "is", null) : eb("last_time_step", "=", last)))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  return {
    /** Whether the account has an active authenticator app. */
    active: async (accountId: string) => (await row(accountId))?.confirmed === 1,

    /**
     * A new unconfirmed secret, replacing an unconfirmed one; undefined when one is active already. One statement
     * (an insert that replaces only an unconfirmed row), so that two set-ups at once each get a secret, the last
     * one kept, and neither replaces an app confirmed meanwhile.
     */
    async setUp(accountId: string, label: string): Promise<{ secret: string; uri: string } | undefined> {
      const secret = generateSecret();
      const values = { secret: box.seal(secret), confirmed: 0, last_time_step: null, created_at: Date.now() };
      const stored = await db
        .insertInto("staff_totp")
        .values({ account_id: accountId, ...values })
        .onConflict((conflict) =>
          conflict.column("account_id").doUpdateSet(values).where("staff_totp.confirmed", "=", 0),
        )
        .executeTakeFirst();
      if (Number(stored.numInsertedOrUpdatedRows) !== 1) return undefined;
      return { secret, uri: generateURI({ issuer, label, secret }) };
    },

    /** Activates the set-up secret with a code from the app. */
    confirm: (accountId: string, code: string) => accept(accountId, code, false),

    /** Checks a sign-in's (or a removal's) code against the active secret. */
    verify: (accountId: string, code: string) => accept(accountId, code, true),

    remove: (accountId: string) => db.deleteFrom("staff_totp").where("account_id", "=", accountId).execute(),
  };
}

export type TotpFactors = ReturnType<typeof totpFactors>;
