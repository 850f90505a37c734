import { describe, expect, it } from "vitest";
import { STAFF_INVITATION_HOURS } from "../../app/config/constants";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import { staffAccounts } from "../auth/accounts";
import { verifyPassword } from "../auth/passwords";
import { InvitationRefused, staffInvitations } from "./invitations";

const HOUR = 3_600_000;
const T0 = Date.parse("2026-11-21T08:00:00Z");
const CHOSEN = { displayName: "Ayu Lestari", password: "a long enough password" };

/** The reason an acceptance was refused. */
async function refusal(accepting: Promise<unknown>): Promise<string> {
  const error = await accepting.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof InvitationRefused)) throw new Error(`not refused: ${String(error)}`);
  return error.reason;
}

describe.each(testDatabases("staff-invitations"))("staff invitations on $name", (target) => {
  const suite = migratedDatabase(target);
  const invitations = () => staffInvitations(suite.database.db, "test");
  const invite = (email: string, now = T0) =>
    invitations().create({ email, role: "viewer", locale: "id", invitedBy: "admin@example.com" }, undefined, now);

  it("keeps only the token's hash, and makes the account with the invitation's role once", async () => {
    const { invitation, token } = await invite("ayu@example.com");
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(invitation)).not.toContain(token);
    expect(await invitations().lookup(token, T0 + HOUR)).toEqual({
      state: "pending",
      email: "ayu@example.com",
      role: "viewer",
    });

    const { account } = await invitations().accept(token, CHOSEN, T0 + HOUR);
    expect(account).toMatchObject({ email: "ayu@example.com", display_name: "Ayu Lestari", role: "viewer" });
    const stored = await staffAccounts(suite.database.db).find("ayu@example.com");
    expect(await verifyPassword(CHOSEN.password, stored?.password_hash ?? "")).toBe(true);

    expect(await invitations().lookup(token, T0 + HOUR)).toEqual({ state: "used" });
    expect(await refusal(invitations().accept(token, CHOSEN, T0 + HOUR))).toBe("used");
  });

  it("makes one account when the same link is sent twice at once", async () => {
    const { token } = await invite("twice@example.com");
    const results = await Promise.allSettled([
      invitations().accept(token, CHOSEN, T0 + HOUR),
      invitations().accept(token, CHOSEN, T0 + HOUR),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });

  it("expires after its hours, and a weak password or a name with a line break does not use the link up", async () => {
    const { token } = await invite("late@example.com");
    expect(await refusal(invitations().accept(token, { ...CHOSEN, password: "short" }, T0))).toBe("weak-password");
    const forged = { ...CHOSEN, displayName: "Ayu\r\nBcc: everyone@example.com" };
    expect(await refusal(invitations().accept(token, forged, T0))).toBe("invalid-name");
    const end = T0 + STAFF_INVITATION_HOURS * HOUR;
    expect((await invitations().lookup(token, end - 1)).state).toBe("pending");
    expect(await invitations().lookup(token, end)).toEqual({ state: "expired" });
    expect(await refusal(invitations().accept(token, CHOSEN, end))).toBe("expired");
    expect(await staffAccounts(suite.database.db).find("late@example.com")).toBeUndefined();
  });

  it("knows no other token, and revokes the pending invitation of an address invited again", async () => {
    for (const token of ["", "x".repeat(43), "not a token"]) {
      expect(await invitations().lookup(token, T0)).toEqual({ state: "unknown" });
      expect(await refusal(invitations().accept(token, CHOSEN, T0))).toBe("unknown");
    }
    const first = await invite("again@example.com");
    const second = await invite("again@example.com", T0 + 1);
    expect((await invitations().lookup(first.token, T0 + 2)).state).toBe("revoked");
    expect((await invitations().pending(T0 + 2)).map((invitation) => invitation.id)).toContain(second.invitation.id);
    expect(await invitations().revoke(second.invitation.id, T0 + 3)).toMatchObject({ email: "again@example.com" });
    expect(await invitations().revoke(second.invitation.id, T0 + 3)).toBeUndefined();
    expect(await refusal(invitations().accept(second.token, CHOSEN, T0 + 4))).toBe("revoked");
  });

  it("refuses a link whose address has an account by then", async () => {
    const { token } = await invite("taken@example.com");
    await staffAccounts(suite.database.db, "test").create({ email: "taken@example.com", password: CHOSEN.password });
    expect(await refusal(invitations().accept(token, CHOSEN, T0 + HOUR))).toBe("account-exists");
    // The refusal did not use the link up: the transaction's claim was undone.
    expect((await invitations().lookup(token, T0 + HOUR)).state).toBe("pending");
  });
});
