import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { createDataDir } from "./data-dir";

/** The SQLite database's file in DATA_DIR (server/db/database.ts). */
export const SQLITE_FILE = "site.db";

/** A backup's name: the moment it was taken, in UTC, so that names sort by age. */
const BACKUP_NAME = /^site-\d{8}T\d{6}(?:\d{3})?Z\.db$/;

export class BackupError extends Error {}

/** SQLite's own check of every page and index of a database file: "ok", or what is wrong. */
function integrityOf(file: string): string {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma("integrity_check") as { integrity_check: string }[];
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .all();
    const result = rows.map((row) => row.integrity_check).join("; ");
    if (result !== "ok") return result;
    return tables.length === 1 ? "ok" : "it is not the site's database (no migrations table)";
  } catch (error) {
    return (error as Error).message;
  } finally {
    db?.close();
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  removed: string[];
}

/**
 * A consistent copy of the SQLite database in `dataDir`, taken while the server may be writing: SQLite's online
 * backup API, asked to copy every page in one step (in WAL mode a reader does not stop the server's writes, and
 * no write can land between two steps and make it start over). Then checked, and written to `dir` as
 * site-<UTC time>.db readable by its owner only. Older copies beyond the newest `keep` are removed.
 */
export async function backupSqlite(
  dataDir: string,
  dir: string,
  keep: number,
  now = new Date(),
): Promise<BackupResult> {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(source)) throw new BackupError(`No database at ${source}: is DATA_DIR the server's?`);
  createDataDir(dir);
  const file = path.join(dir, `site-${now.toISOString().replace(/[-:]/g, "").replace(".", "")}.db`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    await db.backup(file, { progress: ({ totalPages }) => totalPages });
  } finally {
    db.close();
  }
  // One self-contained file: the copy keeps no write-ahead log of its own.
  const copy = new SQLite(file, { fileMustExist: true });
  copy.pragma("journal_mode = DELETE");
  copy.close();
  fs.chmodSync(file, 0o600);
  const integrity = integrityOf(file);
  if (integrity !== "ok") {
    fs.rmSync(file, { force: true });
    throw new BackupError(`The copy failed SQLite's integrity check (${integrity}); nothing was kept.`);
  }
  const backups = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) {
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(path.join(dir, name + suffix), { force: true });
  }
  return { file, bytes: fs.statSync(file).size, removed };
}

/**
 * Puts a backup in place as the database of `dataDir`, which must not hold one yet, after SQLite's integrity
 * check of the backup; the copy is readable by its owner only.
 */
export async function restoreSqlite(backup: string, dataDir: string): Promise<string> {
  if (!fs.existsSync(backup)) throw new BackupError(`No file at ${backup}.`);
  const target = path.join(dataDir, SQLITE_FILE);
  if (fs.existsSync(target) && fs.statSync(target).size > 0) {
    throw new BackupError(`${target} exists: restore into an empty DATA_DIR (stop the server, move the folder aside).`);
  }
  const integrity = integrityOf(backup);
  if (integrity !== "ok") throw new BackupError(`${backup} cannot be restored: ${integrity}.`);
  createDataDir(dataDir);
  const db = new SQLite(backup, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  fs.chmodSync(target, 0o600);
  return target;
}
