import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Kysely, type Migration, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/test-databases";
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

const targets = testDatabases("db-test");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "db-unreachable-"));

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
    fs.rmSync(tmp, { recursive: true, force: true });
  });
});
