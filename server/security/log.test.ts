import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../db/test-databases";
import { securityLog } from "./log";

describe.each(testDatabases("security-log"))("the security log on $name", (target) => {
  const suite = migratedDatabase(target);

  it("counts the period's events, names the last one, cuts long details and stays bounded", async () => {
    const log = securityLog(suite.database.db, 200);
    const t0 = Date.parse("2026-11-01T00:00:00Z");
    for (let index = 0; index < 120; index++) {
      await log.record("auth.sign_in_failed", { reason: "wrong-password", index }, t0 + index * 60_000);
    }
    await log.record("auth.account_locked", { origin: `https://${"x".repeat(5000)}.example` }, t0 + 200 * 60_000);

    const summary = await log.summary(t0 + 100 * 60_000);
    expect(summary.lastEvent?.type).toBe("auth.account_locked");
    expect(summary.lastEvent?.timestamp).toBe(new Date(t0 + 200 * 60_000).toISOString());
    expect(String(summary.lastEvent?.details.origin)).toHaveLength(201);
    const total = await log.summary(0);
    expect(total.eventCount).toBe(121);
    // A flood of browser reports is bounded on its own and pushes none of the server's events out.
    for (let index = 0; index < 450; index++) await log.record("client.test", { index }, t0 + 300 * 60_000 + index);
    const rows = await suite.database.db.selectFrom("security_events").select("type").execute();
    expect(rows.filter((row) => row.type === "auth.sign_in_failed")).toHaveLength(120);
    // Pruned after every second write (a hundredth of 200): never more than one over the limit.
    expect(rows.filter((row) => row.type === "client.test").length).toBeGreaterThanOrEqual(200);
    expect(rows.filter((row) => row.type === "client.test").length).toBeLessThanOrEqual(201);
    expect(summary.eventCount).toBe(21);
  });
});
