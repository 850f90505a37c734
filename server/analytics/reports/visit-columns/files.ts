import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import v8 from "node:v8";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../../db/schema";
import { type DaySegment, ValueCodes } from "./segment";

/** Bumped when a segment's fields change: files of another format are not read. */
const FORMAT = 2;

/** The site setting that names the database, so that the files of one database are never read for another. */
const DATABASE_ID = "visit_columns_database";

/** A segment as written: its texts as a plain list. */
type Stored = Omit<DaySegment, "codes"> & { format: number; codes: readonly string[] };

/**
 * The visit columns of the final days (before yesterday, whose visits no longer change), kept in files under
 * `root` so that a server that starts again reads them from disk instead of from the visit rows (decision 038).
 * The files live in a folder named by the database (an id kept in its site settings), the last migration it
 * went through (a migration that re-derives stored visits leaves the files of before it unread) and the
 * format of the files and of V8's serializer. A file is used only while the day still has as many visit rows
 * as the file has visits: days pruned, or a database restored from an older backup, are read again from the
 * rows. Every failure to read or write a file falls back to the rows: the files only save time.
 */
export class ColumnFiles {
  private folder: Promise<string | undefined> | undefined;
  /** The writes under way. */
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly root: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The day's segment from its file, when there is one and it still holds every visit of the day. */
  async read(day: string): Promise<DaySegment | undefined> {
    const folder = await this.ready();
    if (!folder) return undefined;
    const file = path.join(folder, `${day}.v8`);
    const [content, rows] = await Promise.all([fs.readFile(file).catch(() => undefined), this.visitsOf(day)]);
    if (!content) return undefined;
    try {
      const stored = v8.deserialize(content) as Stored;
      if (stored.format === FORMAT && stored.day === day && stored.size === rows) {
        const { format: _, codes, ...columns } = stored;
        return { ...columns, codes: new ValueCodes(codes) };
      }
    } catch {
      // A file cut short (a crash while it was renamed cannot, but a full disk can): read from the rows.
    }
    await this.remove(day);
    return undefined;
  }

  /** Keeps the segment of a final day (written aside, then renamed: a reader never sees half a file). */
  write(segment: DaySegment): Promise<void> {
    const written = this.writeNow(segment).finally(() => this.writing.delete(written));
    this.writing.add(written);
    return written;
  }

  /** Resolves once the writes under way have ended (before the folder is removed, say). */
  async idle(): Promise<void> {
    while (this.writing.size > 0) await Promise.all(this.writing);
  }

  private async writeNow(segment: DaySegment): Promise<void> {
    const folder = await this.ready();
    if (!folder) return;
    const { codes, ...columns } = segment;
    const stored: Stored = { ...columns, format: FORMAT, codes: codes.values };
    const file = path.join(folder, `${segment.day}.v8`);
    const aside = `${file}.${process.pid}.${randomUUID()}`;
    try {
      // Readable by the server's user only, as everything in DATA_DIR.
      await fs.writeFile(aside, v8.serialize(stored), { mode: 0o600 });
      await fs.rename(aside, file);
    } catch (error) {
      await fs.rm(aside, { force: true });
      this.onError(error);
    }
  }

  /** Removes the files of `days` (never fails: what cannot be removed is reported). */
  async remove(...days: string[]): Promise<void> {
    const folder = await this.ready();
    if (!folder) return;
    await Promise.all(days.map((day) => fs.rm(path.join(folder, `${day}.v8`), { force: true }))).catch(this.onError);
  }

  /** Removes the files of the days before `day` (pruned). */
  async removeBefore(day: string): Promise<void> {
    const folder = await this.ready();
    if (!folder) return;
    const names = await fs.readdir(folder).catch(() => []);
    const before = names.filter((name) => name.endsWith(".v8") && name < `${day}.v8`);
    await this.remove(...before.map((name) => name.slice(0, -".v8".length)));
  }

  /** The folder of this database's files (made, and those of its earlier migrations removed), once. */
  private ready(): Promise<string | undefined> {
    this.folder ??= this.open().catch((error: unknown) => {
      this.onError(error);
      return undefined;
    });
    return this.folder;
  }

  private async open(): Promise<string> {
    const id = await this.databaseId();
    const migration = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(
      this.db,
    );
    const version = `${migration.rows[0]?.name ?? "none"}-v8_${process.versions.v8}-f${FORMAT}`.replace(
      /[^\w.-]/g,
      "_",
    );
    const database = path.join(this.root, id);
    const folder = path.join(database, version);
    await fs.mkdir(folder, { recursive: true, mode: 0o700 });
    // The files of this database under another migration or format are never read again.
    for (const name of await fs.readdir(database)) {
      if (name !== version) await fs.rm(path.join(database, name), { recursive: true, force: true });
    }
    return folder;
  }

  /** The database's id: made on first use and kept in its site settings (a copy of the database keeps it). */
  private async databaseId(): Promise<string> {
    await this.db
      .insertInto("site_settings")
      .values({ key: DATABASE_ID, value: JSON.stringify(randomUUID()) })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
    const row = await this.db
      .selectFrom("site_settings")
      .select("value")
      .where("key", "=", DATABASE_ID)
      .executeTakeFirstOrThrow();
    return String(JSON.parse(row.value)).replace(/[^\w-]/g, "");
  }

  /** How many visit rows the day has (the index on the day answers it). */
  private async visitsOf(day: string): Promise<number> {
    const row = await this.db
      .selectFrom("analytics_visits")
      .select((eb) => eb.fn.countAll<number | string>().as("visits"))
      .where("day", "=", day)
      .executeTakeFirst();
    return Number(row?.visits ?? 0);
  }
}
