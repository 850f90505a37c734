import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import type { DropLog } from "../config/drop-log";
import { securityLog } from "./log";
import { REFUSALS_PER_CLIENT } from "./refusals";

/** A drop log that keeps its counts for the test to read. */
function countingDrops(): DropLog & { counts: Record<string, number> } {
  const counts: Record<string, number> = {};
  return {
    counts,
    count: (reason, amount = 1) => {
      counts[reason] = (counts[reason] ?? 0) + amount;
    },
    close: () => {},
  };
}

describe.each(testDatabases("security-log"))("the security log on $name", (target) => {
  const suite = migratedDatabase(target);

  it("counts the period's events, names the last one, cuts long details and stays bounded", async () => {
    await suite.database.db.deleteFrom("security_events").execute();
    const log = securityLog(suite.database.db, { limit: 200, unrecorded: countingDrops() });
    const t0 = Date.parse("2026-11-01T00:00:00Z");
    for (let index = 0; index < 120; index++) {
      await log.record("auth.sign_in_failed", { reason: "wrong-password", index }, t0 + index * 60_000);
    }
    await log.record("auth.too_many_attempts", { origin: `https://${"x".repeat(5000)}.example` }, t0 + 200 * 60_000);

    const summary = await log.summary(t0 + 100 * 60_000);
    expect(summary.lastServerEvent?.type).toBe("auth.too_many_attempts");
    expect(summary.lastServerEvent?.timestamp).toBe(new Date(t0 + 200 * 60_000).toISOString());
    expect(String(summary.lastServerEvent?.details.origin)).toHaveLength(201);
    const total = await log.summary(0);
    expect(total.eventCount).toBe(121);
    expect(total.signInCount).toBe(0);
    // Staff signing in count among the events, and apart: routine, not an incident.
    await log.record("auth.signed_in", { email: "staff@example.com" }, t0 + 150 * 60_000);
    await log.record("auth.signed_in", { email: "staff@example.com" }, t0 + 160 * 60_000);
    expect(await log.summary(t0 + 155 * 60_000)).toMatchObject({ eventCount: 2, signInCount: 1 });
    // A flood of browser reports is bounded on its own and pushes none of the server's events out.
    for (let index = 0; index < 450; index++) await log.record("client.test", { index }, t0 + 300 * 60_000 + index);
    const rows = await suite.database.db.selectFrom("security_events").select("type").execute();
    expect(rows.filter((row) => row.type === "auth.sign_in_failed")).toHaveLength(120);
    // Pruned after every second write (a hundredth of 200): never more than one over the limit.
    expect(rows.filter((row) => row.type === "client.test").length).toBeGreaterThanOrEqual(200);
    expect(rows.filter((row) => row.type === "client.test").length).toBeLessThanOrEqual(201);
    expect(summary.eventCount).toBe(21);
    expect(summary.signInCount).toBe(0);
  });

  it("names the last event of the server's own record apart from the last one anyone can cause", async () => {
    await suite.database.db.deleteFrom("security_events").execute();
    const log = securityLog(suite.database.db, { limit: 200, unrecorded: countingDrops() });
    const t0 = Date.parse("2026-11-02T00:00:00Z");
    expect(await log.summary(0)).toEqual({
      eventCount: 0,
      signInCount: 0,
      lastServerEvent: null,
      lastReportedEvent: null,
    });
    await log.record("auth.too_many_attempts", { email: "staff@example.com" }, t0);
    // Reports arriving after it must not hide it.
    for (let index = 1; index <= 5; index++) await log.record("csp.violation", { index }, t0 + index);
    await log.record("request.cross_origin", { path: "/auth/logout" }, t0 + 10);
    const summary = await log.summary(0);
    expect(summary.eventCount).toBe(7);
    expect(summary.lastServerEvent).toMatchObject({
      type: "auth.too_many_attempts",
      timestamp: new Date(t0).toISOString(),
    });
    expect(summary.lastReportedEvent).toMatchObject({
      type: "request.cross_origin",
      details: { path: "/auth/logout" },
    });
  });

  it(`records at most ${REFUSALS_PER_CLIENT.limit} refused requests a client a minute and counts the rest`, async () => {
    await suite.database.db.deleteFrom("security_events").execute();
    const drops = countingDrops();
    const log = securityLog(suite.database.db, { limit: 200, unrecorded: drops });
    for (let index = 0; index < REFUSALS_PER_CLIENT.limit + 5; index++) {
      await log.refused("client-a", "request.cross_origin", { index });
    }
    await log.refused("client-b", "request.api_key_refused", { path: "/analytics/summary" });
    const types = (await suite.database.db.selectFrom("security_events").select("type").execute()).map(
      (row) => row.type,
    );
    expect(types.filter((type) => type === "request.cross_origin")).toHaveLength(REFUSALS_PER_CLIENT.limit);
    // Another client has its own allowance.
    expect(types.filter((type) => type === "request.api_key_refused")).toHaveLength(1);
    expect(drops.counts).toEqual({ "request.cross_origin": 5 });
  });
});
