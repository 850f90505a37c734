import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { StaffRole } from "../../app/admin/roles";
import type { InvitationLookup } from "../../app/admin/types";
import { STAFF_INVITATION_HOURS } from "../../app/config/constants";
import type { Locale } from "../../app/i18n/locales";
import { type Account, displayNameProblem, newAccount } from "../auth/accounts";
import { type HashCost, hashPassword, passwordProblem } from "../auth/passwords";
import type { Database, StaffInvitationsTable } from "../db/schema";

export type Invitation = StaffInvitationsTable;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A link's token as the invitation page takes it: 32 random bytes, base64url. */
export const INVITATION_TOKEN = /^[\w-]{43}$/;

/** Why an invitation cannot be accepted, as the page and the API name it. */
export type InvitationRefusal =
  | Exclude<InvitationLookup["state"], "pending">
  | "account-exists"
  | "weak-password"
  | "invalid-name";

/** A refusal of an acceptance: its reason, and for a weak password or a refused name what is wrong with it. */
export class InvitationRefused extends Error {
  constructor(
    readonly reason: InvitationRefusal,
    readonly problem?: string,
  ) {
    super(problem ?? reason);
  }
}

function stateOf(invitation: Invitation | undefined, now: number): InvitationLookup["state"] {
  if (!invitation) return "unknown";
  if (invitation.accepted_at !== null) return "used";
  if (invitation.revoked_at !== null) return "revoked";
  return now >= Number(invitation.expires_at) ? "expired" : "pending";
}

/**
 * Invitations to a staff account (docs/decisions/023): made by an admin for an e-mail address and a role,
 * single-use and valid STAFF_INVITATION_HOURS. The database keeps the SHA-256 of the link's token, never the token.
 */
export function staffInvitations(db: Kysely<Database>, hashCost: HashCost) {
  const byToken = (token: string) =>
    db.selectFrom("staff_invitations").selectAll().where("token_hash", "=", tokenHash(token)).executeTakeFirst();

  return {
    /**
     * A new invitation and its link's token; a pending one to the same address is revoked. `within` runs in
     * the invitation's transaction (to put its mail in the outbox: mailed exactly when stored).
     */
    async create(
      { email, role, locale, invitedBy }: { email: string; role: StaffRole; locale: Locale; invitedBy: string },
      within?: (trx: Transaction<Database>, invitation: Invitation, token: string) => Promise<void>,
      now = Date.now(),
    ): Promise<{ invitation: Invitation; token: string }> {
      const token = randomBytes(32).toString("base64url");
      const invitation: Invitation = {
        id: randomBytes(15).toString("base64url"),
        token_hash: tokenHash(token),
        email,
        role,
        locale,
        invited_by: invitedBy,
        created_at: now,
        expires_at: now + STAFF_INVITATION_HOURS * 3_600_000,
        accepted_at: null,
        revoked_at: null,
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("staff_invitations")
          .set({ revoked_at: now })
          .where("email", "=", email)
          .where("accepted_at", "is", null)
          .where("revoked_at", "is", null)
          .execute();
        await trx.insertInto("staff_invitations").values(invitation).execute();
        await within?.(trx, invitation, token);
      });
      return { invitation, token };
    },

    /** Invitations not yet accepted, revoked or expired, newest first. */
    pending: (now = Date.now()) =>
      db
        .selectFrom("staff_invitations")
        .selectAll()
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now)
        .orderBy("created_at", "desc")
        .execute(),

    /** Revokes a pending invitation; undefined when there is none with that id. */
    async revoke(id: string, now = Date.now()): Promise<Invitation | undefined> {
      const invitation = await db.selectFrom("staff_invitations").selectAll().where("id", "=", id).executeTakeFirst();
      if (!invitation || stateOf(invitation, now) !== "pending") return undefined;
      await db.updateTable("staff_invitations").set({ revoked_at: now }).where("id", "=", id).execute();
      return invitation;
    },

    /** What a link's token leads to: a pending invitation's address and role, or why it cannot be used. */
    async lookup(token: string, now = Date.now()): Promise<InvitationLookup> {
      const invitation = INVITATION_TOKEN.test(token) ? await byToken(token) : undefined;
      const state = stateOf(invitation, now);
      return state === "pending" && invitation
        ? { state, email: invitation.email, role: invitation.role }
        : { state: state === "pending" ? "unknown" : state };
    },

    /**
     * Makes the invited account with the chosen name and password, and uses the invitation up. The claim is
     * one conditional update in the account's transaction, so a link makes one account however often it is
     * sent; a name with control characters or a weak password is refused before, so it does not use the link up.
     */
    async accept(
      token: string,
      { displayName, password }: { displayName: string; password: string },
      now = Date.now(),
    ): Promise<{ account: Account; invitation: Invitation }> {
      const invitation = INVITATION_TOKEN.test(token) ? await byToken(token) : undefined;
      const state = stateOf(invitation, now);
      if (state !== "pending" || !invitation) throw new InvitationRefused(state === "pending" ? "unknown" : state);
      const nameProblem = displayNameProblem(displayName);
      if (nameProblem) throw new InvitationRefused("invalid-name", nameProblem);
      const problem = passwordProblem(password);
      if (problem) throw new InvitationRefused("weak-password", problem);
      const account = newAccount({
        email: invitation.email,
        displayName,
        passwordHash: await hashPassword(password, hashCost),
        role: invitation.role,
      });
      await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable("staff_invitations")
          .set({ accepted_at: now })
          .where("id", "=", invitation.id)
          .where("accepted_at", "is", null)
          .where("revoked_at", "is", null)
          .where("expires_at", ">", now)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw new InvitationRefused("used");
        const existing = await trx
          .selectFrom("staff_accounts")
          .select("id")
          .where("email", "=", invitation.email)
          .executeTakeFirst();
        if (existing) throw new InvitationRefused("account-exists");
        await trx.insertInto("staff_accounts").values(account).execute();
      });
      return { account, invitation };
    },
  };
}

export type StaffInvitations = ReturnType<typeof staffInvitations>;
