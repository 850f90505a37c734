import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Kysely, type Migration, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, migrate, openDatabase } from "./database";
import { migrations } from "./migrations";

/** The application's migrations plus one more, written once with the schema builder as theirs are. */
const fixtureMigrations: Record<string, Migration> = {
  ...migrations,
  "9000_notes": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("notes")
        .addColumn("id", "integer", (column) => column.primaryKey())
        .addColumn("body", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("notes_created_at").on("notes").column("created_at").execute();
    },
  },
};

async function adminQuery(connectionString: string, query: string) {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

interface Target {
  name: string;
  open: () => Promise<DatabaseHandle>;
  cleanup: () => Promise<void>;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "db-test-"));
const testDatabase = `site_test_${process.pid}_${Date.now()}`;
const postgresUrl = process.env.TEST_DATABASE_URL;

const targets: Target[] = [
  {
    name: "sqlite",
    open: async () => openDatabase({ dataDir: tmp }),
    cleanup: async () => fs.rmSync(tmp, { recursive: true, force: true }),
  },
];
if (postgresUrl) {
  targets.push({
    name: "postgres",
    // A database of its own, so that nothing else in the server can be seen or disturbed.
    open: async () => {
      await adminQuery(postgresUrl, `create database "${testDatabase}"`);
      const url = new URL(postgresUrl);
      url.pathname = `/${testDatabase}`;
      return openDatabase({ databaseUrl: url.toString(), dataDir: tmp });
    },
    cleanup: () => adminQuery(postgresUrl, `drop database if exists "${testDatabase}" with (force)`),
  });
}

describe.each(targets)("database on $name", (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
    await target.cleanup();
  });

  it("answers a ping", async () => {
    expect(database.dialect).toBe(target.name);
    expect(await database.ping()).toBe(true);
  });

  it("runs the application's migrations and is idempotent on restart", async () => {
    expect(await migrate(database.db)).toEqual(Object.keys(migrations));
    expect(await migrate(database.db)).toEqual([]);
  });

  it("applies a migration once and keeps the data across runs", async () => {
    expect(await migrate(database.db, fixtureMigrations)).toEqual(["9000_notes"]);
    const db = database.db as unknown as Kysely<{ notes: { id: number; body: string; created_at: string } }>;
    await db
      .insertInto("notes")
      .values({ id: 1, body: "ユニコード ✓ & <tags>", created_at: "2026-11-21T00:00:00Z" })
      .execute();
    expect(await migrate(database.db, fixtureMigrations)).toEqual([]);
    const rows = await db.selectFrom("notes").selectAll().execute();
    expect(rows).toEqual([{ id: 1, body: "ユニコード ✓ & <tags>", created_at: "2026-11-21T00:00:00Z" }]);
    const { rows: count } = await sql<{ n: number }>`select count(*) as n from notes`.execute(database.db);
    expect(Number(count[0]?.n)).toBe(1);
  });
});

describe("an unreachable database", () => {
  it("fails the ping instead of hanging or throwing", async () => {
    const database = openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", dataDir: tmp });
    const started = Date.now();
    expect(await database.ping(1500)).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
    await database.close();
  });
});
