import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import { staffAccounts } from "../auth/accounts";
import { staffSessions } from "../auth/sessions";
import { StaffChangeRefused, staffManagement } from "./management";

const PASSWORD = "a long enough password";

async function refusal(changing: Promise<unknown>): Promise<string> {
  const error = await changing.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof StaffChangeRefused)) throw new Error(`not refused: ${String(error)}`);
  return error.reason;
}

describe.each(testDatabases("staff-management"))("staff management on $name", (target) => {
  const suite = migratedDatabase(target);
  const accounts = () => staffAccounts(suite.database.db, "test");
  const management = () => staffManagement(suite.database);

  it("never leaves the site without an enabled admin", async () => {
    const first = await accounts().create({ email: "first@example.com", password: PASSWORD });
    const second = await accounts().create({ email: "second@example.com", password: PASSWORD });
    expect(await refusal(management().change(first.id, { role: "viewer" }))).toBe("last-admin");
    expect(await refusal(management().change(first.id, { disabled: true }))).toBe("last-admin");
    // A disabled admin does not count.
    await management().change(second.id, { role: "admin" });
    await management().change(second.id, { disabled: true });
    expect(await refusal(management().change(first.id, { role: "viewer" }))).toBe("last-admin");
    await management().change(second.id, { disabled: false });
    expect((await management().change(first.id, { role: "viewer" })).role).toBe("viewer");
    expect(await refusal(management().change(second.id, { disabled: true }))).toBe("last-admin");
    expect(await refusal(management().change("x".repeat(20), { role: "admin" }))).toBe("unknown-account");
  });

  it("lets only one of two admins demoting each other at once succeed", async () => {
    const third = await accounts().create({ email: "third@example.com", password: PASSWORD, role: "admin" });
    const second = await accounts().find("second@example.com");
    if (!second) throw new Error("no second account");
    const results = await Promise.allSettled([
      management().change(second.id, { role: "viewer" }),
      management().change(third.id, { role: "viewer" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });

  it("ends an account's sessions, and enabling an account ends them too", async () => {
    const account = await accounts().create({ email: "sessions@example.com", password: PASSWORD });
    const sessions = staffSessions(suite.database.db, { idleMs: 3_600_000, maxMs: 7_200_000 });
    const one = await sessions.start(account.id);
    await sessions.start(account.id);
    expect((await management().endSessions(account.id)).ended).toBe(2);
    expect(await sessions.find(one.token)).toBeUndefined();
    const two = await sessions.start(account.id);
    await management().change(account.id, { disabled: true });
    expect(await sessions.find(two.token)).toBeDefined();
    await management().change(account.id, { disabled: false });
    expect(await sessions.find(two.token)).toBeUndefined();
  });
});
