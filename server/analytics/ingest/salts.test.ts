import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/test-databases";
import { createLogger } from "../../config/logger";
import { saltStore } from "./salts";

const [sqlite] = testDatabases("analytics-salts");
const at = (time: string) => Date.parse(time);

describe("daily salts", () => {
  const suite = migratedDatabase(sqlite);

  const days = async () =>
    (await suite.database.db.selectFrom("analytics_salts").select("day").orderBy("day").execute()).map(
      (row) => row.day,
    );

  it("keeps one salt per day, shared by every process, and deletes it when the day after next begins", async () => {
    const logger = createLogger("silent");
    const one = saltStore(suite.database.db, logger);
    const other = saltStore(suite.database.db, logger);
    // Jakarta days: 2026-11-20 begins at 17:00 UTC on the 19th.
    const first = await one.saltFor(at("2026-11-20T01:00:00Z"));
    expect(await other.saltFor(at("2026-11-20T09:00:00Z"))).toBe(first);
    const second = await one.saltFor(at("2026-11-21T01:00:00Z"));
    expect(second).not.toBe(first);
    expect(await days()).toEqual(["2026-11-20", "2026-11-21"]);
    await one.saltFor(at("2026-11-22T01:00:00Z"));
    expect(await days()).toEqual(["2026-11-21", "2026-11-22"]);
  });
});
