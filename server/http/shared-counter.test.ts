import { afterAll, describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../db/test-databases";
import { SharedWindowCounter } from "./shared-counter";

const WINDOW_MS = 60_000;
/** A moment 10 s into a window. */
const NOW = Math.floor(Date.parse("2026-11-21T05:00:00Z") / WINDOW_MS) * WINDOW_MS + 10_000;

describe.each(testDatabases("shared-counter"))("a shared window counter on $name", (target) => {
  const suite = migratedDatabase(target);
  const counters: SharedWindowCounter[] = [];
  /** One server instance's counter; syncs only when the test says so. */
  const instance = () => {
    const counter = new SharedWindowCounter(
      suite.database.db,
      "test",
      { limit: 10, windowMs: WINDOW_MS, syncMs: 3_600_000 },
      () => {},
    );
    counters.push(counter);
    return counter;
  };
  afterAll(() => {
    for (const counter of counters) counter.close();
  });

  it("refuses what would pass the limit until the window ends, and counts only what it let through", async () => {
    const counter = instance();
    expect(await counter.refusal("alone", 10, NOW)).toBeUndefined();
    counter.add("alone", 8, NOW);
    expect(await counter.refusal("alone", 3, NOW)).toBe(NOW - 10_000 + WINDOW_MS);
    expect(await counter.refusal("alone", 2, NOW + 1)).toBeUndefined();
    counter.add("alone", 2, NOW + 1);
    expect(await counter.refusal("alone", 1, NOW + 2)).toBeDefined();
    // Another key has its own count; the next window starts again.
    expect(await counter.refusal("other", 10, NOW)).toBeUndefined();
    expect(await counter.refusal("alone", 10, NOW + WINDOW_MS)).toBeUndefined();
  });

  it("shares the counts of every instance through the table", async () => {
    const [one, two] = [instance(), instance()];
    one.add("shared", 6, NOW);
    await one.sync(NOW + 1);
    // The second instance sees the key for the first time in this window: it reads the total first.
    expect(await two.refusal("shared", 5, NOW + 2)).toBeDefined();
    expect(await two.refusal("shared", 4, NOW + 2)).toBeUndefined();
    two.add("shared", 4, NOW + 2);
    await two.sync(NOW + 3);
    // The first instance knows the total as of its own last sync (the lag the limit allows), and learns
    // the new total with its next one.
    expect(await one.refusal("shared", 1, NOW + 4)).toBeUndefined();
    one.add("shared", 1, NOW + 4);
    await one.sync(NOW + 5);
    expect(await one.refusal("shared", 1, NOW + 6)).toBeDefined();
    const row = await suite.database.db
      .selectFrom("rate_limit_hits")
      .select(["hits", "reset_at"])
      .where("key", "=", "test:shared")
      .executeTakeFirstOrThrow();
    expect({ hits: Number(row.hits), resetAt: Number(row.reset_at) }).toEqual({
      hits: 11,
      resetAt: NOW - 10_000 + WINDOW_MS,
    });
  });
});
