import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import { SharedWindowCounter } from "./shared-counter";

const WINDOW_MS = 60_000;
/** A moment 10 s into a window. */
const NOW = Math.floor(Date.parse("2026-11-21T05:00:00Z") / WINDOW_MS) * WINDOW_MS + 10_000;

describe.each(testDatabases("shared-counter"))("a shared window counter on $name", (target) => {
  const suite = migratedDatabase(target);
  /** One server instance's counter; it shares its counts when the test says so. */
  const instance = () => new SharedWindowCounter(suite.database.db, "test", WINDOW_MS);

  it("counts per key and window, and says when the window ends", async () => {
    const counter = instance();
    expect(await counter.count("alone", NOW)).toBe(0);
    counter.add("alone", 8, NOW);
    counter.add("alone", 2, NOW + 1);
    expect(await counter.count("alone", NOW + 2)).toBe(10);
    expect(counter.windowEnd(NOW)).toBe(NOW - 10_000 + WINDOW_MS);
    // Another key has its own count; the next window starts again.
    expect(await counter.count("other", NOW)).toBe(0);
    expect(await counter.count("alone", NOW + WINDOW_MS)).toBe(0);
  });

  it("shares the counts of every instance through the table", async () => {
    const [one, two] = [instance(), instance()];
    one.add("shared", 6, NOW);
    await one.sync(NOW + 1);
    // The second instance sees the key for the first time in this window: it reads the total first.
    expect(await two.count("shared", NOW + 2)).toBe(6);
    two.add("shared", 4, NOW + 2);
    await two.sync(NOW + 3);
    // The first instance knows the total as of its own last sync (the lag a limit allows), and learns
    // the new total with its next one.
    expect(await one.count("shared", NOW + 4)).toBe(6);
    one.add("shared", 1, NOW + 4);
    await one.sync(NOW + 5);
    expect(await one.count("shared", NOW + 6)).toBe(11);
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
