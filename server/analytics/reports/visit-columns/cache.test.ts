import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mobilePageView } from "../../../../tests/support/stored-events";
import { type DatabaseHandle, migrate, openDatabase } from "../../../db/database";
import { storeEvents } from "../../ingest/store";
import { heldVisitDays, limitVisitColumns, OPEN_DAY_MS, readAhead, scanVisitColumns } from "./cache";
import { DEFAULT_MEMORY_MB } from "./memory-bound";
import { DailyFigures } from "./scan";

/** Noon in Jakarta on 2026-11-21: that day and the 20th are open, the 19th is final. */
const NOW = Date.parse("2026-11-21T05:00:00Z");

describe("the visit columns", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visit-columns-"));
  const suite = {} as { database: DatabaseHandle };
  beforeAll(async () => {
    suite.database = openDatabase({ dataDir });
    await migrate(suite.database.db);
  });
  afterAll(async () => {
    await suite.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  /** The visits of `day` on mobile, as the filtered reports count them at `now`. */
  const mobileVisits = async (day: string, now = NOW) => {
    const daily = new DailyFigures([{ dimension: "device", negated: false, value: "mobile" }]);
    await scanVisitColumns(suite.database, { from: day, to: day }, (segment) => daily.add(segment), now);
    return daily.days.reduce((sum, figures) => sum + figures.visits, 0);
  };
  /** Another server process: its own handle on the same database, and its own columns. */
  const otherServer = () => {
    const other = openDatabase({ dataDir });
    return { store: storeEvents(other.db, other.dialect), close: () => other.close() };
  };

  it("read again the days a flush of this process changed", async () => {
    const store = storeEvents(suite.database.db, suite.database.dialect);
    await store([mobilePageView("A", "2026-11-19T03:00:00Z")]);
    expect(await mobileVisits("2026-11-19")).toBe(1);
    await store([mobilePageView("B", "2026-11-19T04:00:00Z")]);
    expect(await mobileVisits("2026-11-19")).toBe(2);
  });

  it("read the open days again after a while, so that other servers' visits show", async () => {
    expect(await mobileVisits("2026-11-21")).toBe(0);
    const other = otherServer();
    try {
      await other.store([mobilePageView("C", "2026-11-21T04:00:00Z"), mobilePageView("D", "2026-11-19T05:00:00Z")]);
    } finally {
      await other.close();
    }
    expect(await mobileVisits("2026-11-21", NOW + 1000)).toBe(0);
    expect(await mobileVisits("2026-11-21", NOW + OPEN_DAY_MS)).toBe(1);
    // A final day is read once: another server no longer writes there.
    expect(await mobileVisits("2026-11-19", NOW + OPEN_DAY_MS)).toBe(2);
  });

  it("read ahead a day at a time, letting other work run between two days, until told to stop", async () => {
    const days = ["2026-10-01", "2026-10-02", "2026-10-03", "2026-10-04"];
    expect(heldVisitDays(suite.database.db)).not.toContain(days[0]);
    // Counts the turns of the event loop while the days are read: a request would be answered in one.
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const read = await readAhead(suite.database, [
      { from: days[0] as string, to: days[2] as string },
      { from: days[1] as string, to: days[3] as string },
    ]);
    counting = false;
    expect(read).toBe(4);
    expect(heldVisitDays(suite.database.db)).toEqual(expect.arrayContaining(days));
    expect(turns).toBeGreaterThanOrEqual(days.length - 1);

    const stopped = new AbortController();
    stopped.abort();
    expect(await readAhead(suite.database, [{ from: "2026-09-01", to: "2026-09-03" }], stopped.signal)).toBe(0);
    expect(heldVisitDays(suite.database.db)).not.toContain("2026-09-01");
  });

  describe("within a bound on their memory", () => {
    const store = () => storeEvents(suite.database.db, suite.database.dialect);
    const small = ["2026-08-01", "2026-08-02", "2026-08-03", "2026-08-04"];
    const big = "2026-08-05";
    beforeAll(async () => {
      await store()(small.map((day) => mobilePageView(`small-${day}`, `${day}T03:00:00Z`)));
      await store()(Array.from({ length: 300 }, (_, index) => mobilePageView(`big-${index}`, `${big}T03:00:00Z`)));
      // Room for two days of one visit, not for three.
      let bytes = 0;
      const first = small[0] as string;
      await scanVisitColumns(suite.database, { from: first, to: first }, (segment) => {
        bytes = segment.bytes;
      });
      limitVisitColumns(suite.database.db, bytes * 2.5);
    });
    afterAll(() => limitVisitColumns(suite.database.db, DEFAULT_MEMORY_MB * 2 ** 20));
    const held = () => heldVisitDays(suite.database.db);

    it("let the days least recently used go; a day bigger than the bound is answered, not kept, and pushes none out", async () => {
      for (const day of small.slice(0, 3)) expect(await mobileVisits(day)).toBe(1);
      expect(held()).toEqual([small[1], small[2]]);
      expect(await mobileVisits(small[1] as string)).toBe(1);
      expect(await mobileVisits(small[0] as string)).toBe(1);
      expect(held()).toEqual([small[1], small[0]]);

      expect(await mobileVisits(big)).toBe(300);
      expect(held()).toEqual([small[1], small[0]]);
    });

    it("read ahead from the newest day until reading a day lets go of one read before it", async () => {
      expect(await readAhead(suite.database, [{ from: small[0] as string, to: small[3] as string }])).toBe(3);
      expect(held()).toEqual([small[2], small[1]]);
    });
  });
});
