import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mobilePageView } from "../../../../tests/support/stored-events";
import { testDatabases } from "../../../../tests/support/test-databases";
import { type DatabaseHandle, migrate } from "../../../db/database";
import { prune } from "../../ingest/prune";
import { storeEvents } from "../../ingest/store";
import { keepVisitColumnsIn, scanVisitColumns } from "./cache";
import { DailyFigures } from "./scan";

/** Noon in Jakarta on 2026-11-21: that day and the 20th are open, the days before are final. */
const NOW = Date.parse("2026-11-21T05:00:00Z");
const FINAL = ["2026-11-17", "2026-11-18", "2026-11-19"];
const WEEK = { from: "2026-11-15", to: "2026-11-21" };

/** The `.v8` files under `root`, by day. */
function filesIn(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => name.endsWith(".v8"))
    .map((name) => path.join(root, name))
    .sort();
}

const days = (files: string[]) => files.map((file) => path.basename(file, ".v8"));

for (const target of testDatabases("visit-column-files")) {
  describe(`the visit columns kept on disk (${target.name})`, () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "visit-column-files-"));
    const errors: unknown[] = [];
    let first: DatabaseHandle;
    beforeAll(async () => {
      first = await target.open();
      await migrate(first.db);
      const store = storeEvents(first.db, first.dialect);
      // Two mobile visits on each final day, one on each open day.
      await store(
        FINAL.flatMap((day) => [
          mobilePageView(`a-${day}`, `${day}T01:00:00Z`),
          mobilePageView(`b-${day}`, `${day}T08:00:00Z`),
        ]),
      );
      await store([
        mobilePageView("today", "2026-11-21T04:00:00Z"),
        mobilePageView("yesterday", "2026-11-20T04:00:00Z"),
      ]);
    });
    afterAll(async () => {
      for (const handle of servers) await handle.close();
      await first.close();
      await target.cleanup();
      fs.rmSync(root, { recursive: true, force: true });
    });

    const servers: DatabaseHandle[] = [];
    /** A server starting on the database: a handle of its own, so nothing in memory; the files stay. */
    const server = async () => {
      const handle = target.reopen();
      servers.push(handle);
      keepVisitColumnsIn(handle.db, root, (error) => errors.push(error));
      return handle;
    };
    /** The files of the first database, by day (another database's are in a folder of their own). */
    const files = async () => {
      const { value } = await first.db
        .selectFrom("site_settings")
        .select("value")
        .where("key", "=", "visit_columns_database")
        .executeTakeFirstOrThrow();
      return filesIn(path.join(root, JSON.parse(value)));
    };
    /** The mobile visits of each day of the week, as a filtered view counts them. */
    const mobileVisits = async (handle: DatabaseHandle) => {
      const daily = new DailyFigures([{ dimension: "device", negated: false, value: "mobile" }]);
      await scanVisitColumns(handle, WEEK, (segment) => daily.add(segment), NOW);
      return Object.fromEntries(daily.days.map((figures) => [figures.day, figures.visits]));
    };
    const WEEK_VISITS = {
      "2026-11-17": 2,
      "2026-11-18": 2,
      "2026-11-19": 2,
      "2026-11-20": 1,
      "2026-11-21": 1,
    };

    it("are written for the final days read, and only for them", async () => {
      expect(await mobileVisits(await server())).toEqual(WEEK_VISITS);
      await vi.waitFor(async () => expect(days(await files())).toEqual(["2026-11-15", "2026-11-16", ...FINAL]));
      expect(errors).toEqual([]);
      // The server's user's only, as everything in DATA_DIR: the files and every folder above them.
      for (const file of await files()) {
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        for (let folder = path.dirname(file); folder !== root; folder = path.dirname(folder)) {
          expect(fs.statSync(folder).mode & 0o777, folder).toBe(0o700);
        }
      }
    });

    it("are what a server that starts again reads instead of the visit rows", async () => {
      // A change no server made (so none forgot the day), with as many rows as before: only a server that
      // reads the file still counts the visit as mobile.
      await first.db
        .updateTable("analytics_visits")
        .set({ device: "desktop" })
        .where("visitor", "=", "a-2026-11-18")
        .execute();
      expect(await mobileVisits(await server())).toEqual(WEEK_VISITS);
    });

    it("are read from the rows again when the day's visits are not as many as the file's", async () => {
      const sameDay = await first.db
        .selectFrom("analytics_visits")
        .selectAll()
        .where("visitor", "=", "b-2026-11-19")
        .executeTakeFirstOrThrow();
      await first.db
        .insertInto("analytics_visits")
        .values({ ...sameDay, id: `${sameDay.id}-copy`, visitor: "c" })
        .execute();
      expect(await mobileVisits(await server())).toEqual({ ...WEEK_VISITS, "2026-11-19": 3 });
    });

    it("leave with the days pruned", async () => {
      const handle = await server();
      // Visits older than three days go: the 17th's, and the first of the 18th's two (01:00 and 08:00 UTC).
      await prune(handle.db, NOW, { eventDays: 3, rollupDays: 1000 });
      expect(days(await files())).toEqual(["2026-11-19"]);
      expect(await mobileVisits(await server())).toEqual({
        ...WEEK_VISITS,
        "2026-11-17": undefined,
        "2026-11-18": 1,
        "2026-11-19": 3,
      });
    });

    it("of another migration or another database are never read", async () => {
      await mobileVisits(await server());
      await vi.waitFor(async () => expect(days(await files())).toContain("2026-11-18"));
      const mobile = await mobileVisits(await server());
      await first.db
        .updateTable("analytics_visits")
        .set({ device: "desktop" })
        .where("visitor", "=", "b-2026-11-18")
        .execute();
      // A migration that changes stored visits (as re-deriving their sources did) is recorded after the files.
      await sql`insert into kysely_migration (name, timestamp) values ('9999_later', '2026-11-21T05:00:00Z')`.execute(
        first.db,
      );
      try {
        const after = await mobileVisits(await server());
        expect(mobile["2026-11-18"]).toBe(1);
        expect(after).toEqual({ ...mobile, "2026-11-18": undefined });
      } finally {
        await sql`delete from kysely_migration where name = '9999_later'`.execute(first.db);
      }

      // Another database keeps its files apart, though the days are the same.
      const other = testDatabases("visit-column-files-other")[0];
      if (!other) throw new Error("no SQLite database");
      const handle = await other.open();
      try {
        await migrate(handle.db);
        keepVisitColumnsIn(handle.db, root, (error) => errors.push(error));
        expect(await mobileVisits(handle)).toEqual({});
      } finally {
        await handle.close();
        await other.cleanup();
      }
    });

    it("that cannot be read are read from the rows and written again", async () => {
      const handle = await server();
      const expected = await mobileVisits(handle);
      await vi.waitFor(async () => expect(days(await files())).toContain("2026-11-19"));
      const file = (await files()).find((name) => name.endsWith("2026-11-19.v8")) as string;
      fs.writeFileSync(file, "not a segment");
      expect(await mobileVisits(await server())).toEqual(expected);
      await vi.waitFor(() => expect(fs.statSync(file).size).toBeGreaterThan(100));
    });
  });
}
