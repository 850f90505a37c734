import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, migrate, openDatabase } from "./database";

/** A database a test suite runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export interface TestDatabase {
  name: "sqlite" | "postgres";
  open: () => Promise<DatabaseHandle>;
  cleanup: () => Promise<void>;
}

async function adminQuery(connectionString: string, query: string) {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/**
 * Fresh, empty databases for one test file: an SQLite file in a folder of its own, and on PostgreSQL a
 * database created for the run (so nothing else on the server can be seen or disturbed) and dropped after.
 */
export function testDatabases(label: string): TestDatabase[] {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const databaseName = `site_${label}_${process.pid}_${Date.now()}`.replace(/[^a-z0-9_]/gi, "_");
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const targets: TestDatabase[] = [
    {
      name: "sqlite",
      open: async () => openDatabase({ dataDir: tmp }),
      cleanup: async () => fs.rmSync(tmp, { recursive: true, force: true }),
    },
  ];
  if (postgresUrl) {
    targets.push({
      name: "postgres",
      open: async () => {
        await adminQuery(postgresUrl, `create database "${databaseName}"`);
        const url = new URL(postgresUrl);
        url.pathname = `/${databaseName}`;
        return openDatabase({ databaseUrl: url.toString(), dataDir: tmp });
      },
      cleanup: () => adminQuery(postgresUrl, `drop database if exists "${databaseName}" with (force)`),
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
