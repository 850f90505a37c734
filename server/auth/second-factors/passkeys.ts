import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Account } from "../accounts";
import type { RelyingParty } from "./relying-party";

export interface Passkey {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export const MAX_PASSKEY_NAME = 100;

/**
 * SimpleWebAuthn, loaded when a passkey is first registered or used: its cryptography libraries took most of a
 * second of CPU at every server start, for a step most sign-ins never take.
 */
const webAuthn = () => import("@simplewebauthn/server");

const transportsOf = (stored: string) => (stored ? (stored.split(",") as AuthenticatorTransport[]) : []);

/**
 * Passkeys (WebAuthn, through SimpleWebAuthn): registered by a signed-in staff member with a name, used as
 * the second step of sign-in. The challenges live with the caller (challenges.ts); a failed check of the
 * browser's answer, whatever its cause, is a refusal (false or undefined), never an error.
 */
export function staffPasskeys(db: Kysely<Database>, rpName: string) {
  const rows = (accountId: string) =>
    db.selectFrom("staff_passkeys").selectAll().where("account_id", "=", accountId).orderBy("created_at").execute();

  return {
    async list(accountId: string): Promise<Passkey[]> {
      return (await rows(accountId)).map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: Number(row.created_at),
        lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
      }));
    },

    async count(accountId: string): Promise<number> {
      const row = await db
        .selectFrom("staff_passkeys")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("account_id", "=", accountId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async registrationOptions(account: Account, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const { generateRegistrationOptions } = await webAuthn();
      return generateRegistrationOptions({
        rpName,
        rpID: rp.id,
        userName: account.email,
        userDisplayName: account.display_name,
        userID: new TextEncoder().encode(account.id),
        attestationType: "none",
        excludeCredentials: (await rows(account.id)).map((row) => ({
          id: row.id,
          transports: transportsOf(row.transports),
        })),
        authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
      });
    },

    /** Stores the passkey the browser made, if its answer holds up; true when stored. */
    async register(
      accountId: string,
      name: string,
      response: RegistrationResponseJSON,
      challenge: string,
      rp: RelyingParty,
    ): Promise<boolean> {
      const { verifyRegistrationResponse } = await webAuthn();
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!verification?.verified) return false;
      const { credential } = verification.registrationInfo;
      const taken = await db
        .selectFrom("staff_passkeys")
        .select("id")
        .where("id", "=", credential.id)
        .executeTakeFirst();
      if (taken) return false;
      await db
        .insertInto("staff_passkeys")
        .values({
          id: credential.id,
          account_id: accountId,
          name,
          public_key: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: (credential.transports ?? []).join(","),
          created_at: Date.now(),
        })
        .execute();
      return true;
    },

    async authenticationOptions(accountId: string, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const { generateAuthenticationOptions } = await webAuthn();
      return generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: (await rows(accountId)).map((row) => ({
          id: row.id,
          transports: transportsOf(row.transports),
        })),
        userVerification: "preferred",
      });
    },

    /** Checks a sign-in's assertion against the account's passkeys; true when it holds up. */
    async verify(
      accountId: string,
      response: AuthenticationResponseJSON,
      challenge: string,
      rp: RelyingParty,
    ): Promise<boolean> {
      const row = await db
        .selectFrom("staff_passkeys")
        .selectAll()
        .where("account_id", "=", accountId)
        .where("id", "=", response.id)
        .executeTakeFirst();
      if (!row) return false;
      const { verifyAuthenticationResponse } = await webAuthn();
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: row.id,
          publicKey: new Uint8Array(Buffer.from(row.public_key, "base64url")),
          counter: Number(row.counter),
          transports: transportsOf(row.transports),
        },
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!verification?.verified) return false;
      await db
        .updateTable("staff_passkeys")
        .set({ counter: verification.authenticationInfo.newCounter, last_used_at: Date.now() })
        .where("id", "=", row.id)
        .execute();
      return true;
    },

    /** True when the account had a passkey of that id. */
    async rename(accountId: string, id: string, name: string): Promise<boolean> {
      const updated = await db
        .updateTable("staff_passkeys")
        .set({ name })
        .where("account_id", "=", accountId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Removes one passkey (true when the account had it), or all of the account's without an id. */
    async remove(accountId: string, id?: string): Promise<boolean> {
      let query = db.deleteFrom("staff_passkeys").where("account_id", "=", accountId);
      if (id !== undefined) query = query.where("id", "=", id);
      return Number((await query.executeTakeFirst()).numDeletedRows) > 0;
    },
  };
}

export type Passkeys = ReturnType<typeof staffPasskeys>;
