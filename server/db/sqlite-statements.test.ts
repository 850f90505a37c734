import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keptStatements } from "./sqlite-statements";

let database: SQLite.Database;
afterEach(() => database?.close());

/** An in-memory database with a table of numbers, and a spy on its own prepare. */
function numbers() {
  database = new SQLite(":memory:");
  database.exec("create table numbers (n integer primary key)");
  database.exec("insert into numbers values (1), (2), (3)");
  return vi.spyOn(database, "prepare");
}

describe("keptStatements", () => {
  it("prepares each SQL text once, and answers every query as a new statement would", async () => {
    const prepare = numbers();
    const db = new Kysely<{ numbers: { n: number } }>({
      dialect: new SqliteDialect({ database: keptStatements(database) }),
    });
    for (const above of [0, 1, 2]) {
      const rows = await db.selectFrom("numbers").select("n").where("n", ">", above).orderBy("n").execute();
      expect(rows.map((row) => row.n)).toEqual([1, 2, 3].filter((n) => n > above));
    }
    await db.insertInto("numbers").values({ n: 4 }).execute();
    await db.insertInto("numbers").values({ n: 5 }).execute();
    expect(await db.selectFrom("numbers").select("n").where("n", ">", 3).execute()).toEqual([{ n: 4 }, { n: 5 }]);
    // The ordered select, the insert, the unordered select.
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it("reads the table as it is after a schema change", async () => {
    numbers();
    const db = new Kysely<{ numbers: { n: number } }>({
      dialect: new SqliteDialect({ database: keptStatements(database) }),
    });
    const all = () => sql`select * from numbers where n = 1`.execute(db);
    expect((await all()).rows).toEqual([{ n: 1 }]);
    await sql`alter table numbers add column name text default 'one'`.execute(db);
    expect((await all()).rows).toEqual([{ n: 1, name: "one" }]);
  });

  it("prepares a statement anew while the kept one is being iterated", () => {
    const prepare = numbers();
    const statements = keptStatements(database);
    const first = statements.prepare("select n from numbers order by n") as unknown as SQLite.Statement<unknown[]>;
    const rows = first.iterate();
    rows.next();
    const second = statements.prepare("select n from numbers order by n");
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    rows.return?.();
    expect(statements.prepare("select n from numbers order by n")).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it("keeps no more than its limit, dropping the least recently used", () => {
    const prepare = numbers();
    const statements = keptStatements(database, 2);
    const text = (n: number) => `select ${n} as n`;
    statements.prepare(text(1));
    statements.prepare(text(2));
    // 1 is used again: 2 is now the least recently used, and goes when 3 comes.
    statements.prepare(text(1));
    statements.prepare(text(3));
    expect(prepare).toHaveBeenCalledTimes(3);
    statements.prepare(text(1));
    statements.prepare(text(3));
    expect(prepare).toHaveBeenCalledTimes(3);
    statements.prepare(text(2));
    expect(prepare).toHaveBeenCalledTimes(4);
  });
});
