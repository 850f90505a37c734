import { describe, expect, it } from "vitest";
import { LEAD_REF_PATTERN } from "../../../app/contact/lead-ref";
import { migratedDatabase, testDatabases } from "../../../tests/support/test-databases";
import { DAY_MS } from "../time";
import { issueLeadRef, pruneIssuedRefs } from "./lead-refs";
import { prune } from "./prune";
import type { StoredEvent } from "./rollup";
import { storeEvents } from "./store";

const NOW = Date.parse("2026-11-21T05:00:00Z");

const handover = (visitor: string, ref: string, at = NOW): StoredEvent => ({
  occurred_at: at,
  name: "whatsapp_handover",
  visitor,
  page: "/contact",
  properties: JSON.stringify({ ref, service: "web-development" }),
  device: "mobile",
  country: "ID",
});

describe.each(testDatabases("analytics-lead-refs"))("lead codes on $name", (target) => {
  const suite = migratedDatabase(target);
  const leads = async () =>
    (await suite.database.db.selectFrom("leads").select("ref").orderBy("ref").execute()).map((row) => row.ref);

  it("make a lead of a hand-over only with a code the server issued to that visitor, once", async () => {
    const { db, dialect } = suite.database;
    const store = storeEvents(db, dialect);
    const ref = await issueLeadRef(db, "visitor-a", NOW - 60_000);
    expect(ref).toMatch(LEAD_REF_PATTERN);
    // Asked again before the hand-over: the same code, and nothing more stored.
    expect(await issueLeadRef(db, "visitor-a", NOW - 30_000)).toBe(ref);
    const othersRef = await issueLeadRef(db, "visitor-b", NOW - 60_000);

    await store([
      handover("visitor-c", "ND-FAKE00"), // invented
      handover("visitor-c", othersRef), // issued to someone else
      handover("visitor-a", ref),
    ]);
    expect(await leads()).toEqual([ref]);

    // The code is used up: the same visitor's next hand-over needs a new one.
    const next = await issueLeadRef(db, "visitor-a", NOW + 60_000);
    expect(next).not.toBe(ref);
    await store([handover("visitor-b", othersRef, NOW + 120_000)]);
    expect(await leads()).toEqual([ref, othersRef].sort());
  });

  it("forget a code after two days unused, and a late hand-over with it is no lead", async () => {
    const { db, dialect } = suite.database;
    const ref = await issueLeadRef(db, "visitor-d", NOW - 3 * DAY_MS);
    const kept = await issueLeadRef(db, "visitor-e", NOW - DAY_MS);
    await storeEvents(db, dialect)([handover("visitor-d", ref)]);
    expect(await leads()).not.toContain(ref);
    await prune(db, NOW, { eventDays: 400, rollupDays: 1100 });
    await pruneIssuedRefs(db, NOW);
    const issued = (await db.selectFrom("lead_refs_issued").select("ref").execute()).map((row) => row.ref);
    expect(issued).toContain(kept);
    expect(issued).not.toContain(ref);
  });
});
