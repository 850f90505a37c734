import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, migrate, openDatabase } from "../../server/db/database";
import { scratchPostgresDatabase } from "./scratch-postgres";

/** A database a test suite runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export interface TestDatabase {
  name: "sqlite" | "postgres";
  open: () => Promise<DatabaseHandle>;
  /** Another handle on the database `open` made, as another server process (or the same one restarted) has. */
  reopen: () => DatabaseHandle;
  cleanup: () => Promise<void>;
}

/**
 * Fresh, empty databases for one test file: an SQLite file in a folder of its own, and on PostgreSQL a
 * database created for the run (so nothing else on the server can be seen or disturbed) and dropped after.
 */
export function testDatabases(label: string): TestDatabase[] {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const targets: TestDatabase[] = [
    {
      name: "sqlite",
      open: async () => openDatabase({ dataDir: tmp }),
      reopen: () => openDatabase({ dataDir: tmp }),
      cleanup: async () => fs.rmSync(tmp, { recursive: true, force: true }),
    },
  ];
  if (postgresUrl) {
    let drop = async () => {};
    let url = "";
    targets.push({
      name: "postgres",
      open: async () => {
        const scratch = await scratchPostgresDatabase(postgresUrl, label);
        drop = scratch.drop;
        url = scratch.url;
        return openDatabase({ databaseUrl: url, dataDir: tmp });
      },
      reopen: () => {
        if (!url) throw new Error("open the database first");
        return openDatabase({ databaseUrl: url, dataDir: tmp });
      },
      cleanup: () => drop(),
    });
  }
  return targets;
}

/**
 * Opens and migrates `target` before the tests of the enclosing suite and closes and removes it after
 * them; the tests read the handle from `suite.database`.
 */
export function migratedDatabase(target: TestDatabase | undefined): { database: DatabaseHandle } {
  const suite = {} as { database: DatabaseHandle };
  beforeAll(async () => {
    if (!target) throw new Error("no test database");
    suite.database = await target.open();
    await migrate(suite.database.db);
  });
  afterAll(async () => {
    await suite.database?.close();
    await target?.cleanup();
  });
  return suite;
}
