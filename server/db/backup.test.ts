import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { BackupError, backupSqlite, restoreSqlite, SQLITE_FILE } from "./backup";
import { migrate, openDatabase } from "./database";

let folders: string[] = [];
afterEach(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  folders = [];
});
const folder = () => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
  folders.push(made);
  return made;
};

/** A migrated site database in a new DATA_DIR, with a table of numbered rows to count. */
async function siteDatabase() {
  const dataDir = folder();
  const handle = openDatabase({ dataDir });
  await migrate(handle.db);
  await sql`create table probe (n integer primary key, note text not null)`.execute(handle.db);
  return { dataDir, handle };
}

const count = (file: string) => {
  const probe = openDatabase({ dataDir: path.dirname(file), sqliteFile: path.basename(file) });
  return sql<{ n: number; top: number }>`select count(*) as n, max(n) as top from probe`
    .execute(probe.db)
    .then(async ({ rows }) => {
      await probe.close();
      return rows[0];
    });
};

describe("backupSqlite and restoreSqlite", () => {
  it("copy every row written before the backup while writes go on, and restore them into an empty folder", async () => {
    const { dataDir, handle } = await siteDatabase();
    for (let n = 1; n <= 5000; n++) await sql`insert into probe values (${n}, ${"x".repeat(200)})`.execute(handle.db);
    // Writes keep coming while the copy is taken.
    let writing = true;
    let next = 5001;
    const writer = (async () => {
      while (writing) {
        await sql`insert into probe values (${next++}, ${"y".repeat(200)})`.execute(handle.db);
        // A turn of the event loop between writes, as a server's requests give the copy its steps.
        await new Promise(setImmediate);
      }
    })();
    const { file, bytes } = await backupSqlite(dataDir, path.join(dataDir, "backups"), 3);
    writing = false;
    await writer;
    await handle.close();
    expect(bytes).toBeGreaterThan(1_000_000);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const restored = folder();
    await restoreSqlite(file, restored);
    const copy = await count(path.join(restored, SQLITE_FILE));
    // Every row before the backup, and a consistent prefix of those written during it (no gap).
    expect(copy?.n).toBeGreaterThanOrEqual(5000);
    expect(copy?.n).toBe(copy?.top);
    expect(copy?.n).toBeLessThan(next);
  });

  it("keep the newest copies only", async () => {
    const { dataDir, handle } = await siteDatabase();
    await handle.close();
    const dir = path.join(dataDir, "backups");
    const days = [1, 2, 3, 4].map((day) => new Date(Date.UTC(2026, 10, day, 3)));
    const results = [];
    for (const day of days) results.push(await backupSqlite(dataDir, dir, 2, day));
    expect(fs.readdirSync(dir).sort()).toEqual(["site-20261103T030000000Z.db", "site-20261104T030000000Z.db"]);
    expect(results[3]?.removed).toEqual(["site-20261102T030000000Z.db"]);
  });

  it("refuse to restore over a database, or a file that is not a sound site database", async () => {
    const { dataDir, handle } = await siteDatabase();
    await handle.close();
    const { file } = await backupSqlite(dataDir, folder(), 1);
    await expect(restoreSqlite(file, dataDir)).rejects.toThrow(/exists: restore into an empty DATA_DIR/);

    const garbage = path.join(folder(), "garbage.db");
    fs.writeFileSync(garbage, "this is not a database".repeat(100));
    await expect(restoreSqlite(garbage, folder())).rejects.toThrow(BackupError);

    const other = path.join(folder(), "other.db");
    const otherHandle = openDatabase({ dataDir: path.dirname(other), sqliteFile: "other.db" });
    await sql`create table notes (id integer)`.execute(otherHandle.db);
    await otherHandle.close();
    await expect(restoreSqlite(other, folder())).rejects.toThrow(/not the site's database/);
  });
});
