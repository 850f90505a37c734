import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import { staffAccounts } from "./accounts";
import { staffSessions } from "./sessions";

const MINUTE = 60_000;

describe.each(testDatabases("staff-sessions"))("staff accounts and sessions on $name", (target) => {
  const suite = migratedDatabase(target);

  it("keeps e-mail addresses unique in any case and never stores the password", async () => {
    const accounts = staffAccounts(suite.database.db, "test");
    const account = await accounts.create({ email: "Rina@Example.com", password: "a long enough password" });
    expect(account.email).toBe("rina@example.com");
    expect(account.display_name).toBe("rina");
    await expect(accounts.create({ email: "RINA@example.COM", password: "another long password" })).rejects.toThrow(
      /already exists/,
    );
    await expect(accounts.create({ email: "new@example.com", password: "too short" })).rejects.toThrow(/at least 12/);
    await expect(accounts.setDisabled("ghost@example.com", true)).rejects.toThrow(/No account/);
    const stored = await accounts.find("RINA@EXAMPLE.COM");
    expect(stored?.password_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(stored)).not.toContain("a long enough password");
  });

  it("ends a session after the idle time, after the absolute time, at logout and at a password reset", async () => {
    const accounts = staffAccounts(suite.database.db, "test");
    const account = await accounts.create({ email: "sessions@example.com", password: "a long enough password" });
    const sessions = staffSessions(suite.database.db, { idleMs: 30 * MINUTE, maxMs: 120 * MINUTE });
    const t0 = Date.parse("2026-11-21T08:00:00Z");

    const idle = await sessions.start(account.id, t0);
    expect(idle.token).toMatch(/^[\w-]{43}$/);
    expect((await sessions.find(idle.token, t0 + 29 * MINUTE))?.email).toBe("sessions@example.com");
    // The request at 29 minutes counts as activity: 30 minutes after it the session ends.
    expect(await sessions.find(idle.token, t0 + 58 * MINUTE)).toBeDefined();
    expect(await sessions.find(idle.token, t0 + 89 * MINUTE)).toBeUndefined();

    const busy = await sessions.start(account.id, t0);
    for (let minute = 20; minute < 120; minute += 20)
      expect(await sessions.find(busy.token, t0 + minute * MINUTE)).toBeDefined();
    expect(await sessions.find(busy.token, t0 + 120 * MINUTE)).toBeUndefined();

    const ended = await sessions.start(account.id, t0);
    await sessions.end(ended.token);
    expect(await sessions.find(ended.token, t0 + MINUTE)).toBeUndefined();

    const now = Date.now();
    const before = await sessions.start(account.id, now);
    await accounts.resetPassword(account.email, "a brand new password");
    expect(await sessions.find(before.token, now + MINUTE)).toBeUndefined();
    expect(await sessions.find("not-a-token", now)).toBeUndefined();
  });

  it("removes demo accounts with their sessions", async () => {
    const accounts = staffAccounts(suite.database.db, "test");
    const demo = await accounts.create({ email: "demo@example.com", password: "demo password 123", demo: true });
    const sessions = staffSessions(suite.database.db, { idleMs: 30 * MINUTE, maxMs: 120 * MINUTE });
    const { token } = await sessions.start(demo.id);
    expect(await accounts.countUsable(true)).toBeGreaterThan(await accounts.countUsable(false));
    expect(await accounts.removeDemo()).toBe(1);
    expect(await sessions.find(token)).toBeUndefined();
    expect(await accounts.find("demo@example.com")).toBeUndefined();
  });
});
