import { setImmediate as nextTurn } from "node:timers/promises";
import type { Kysely } from "kysely";
import { type DayRange, daysIn, everyDay } from "../../../../app/analytics/periods";
import type { Database } from "../../../db/schema";
import { DAY_MS, dayOf } from "../../time";
import type { AnalyticsStore } from "../view";
import { ColumnFiles } from "./files";
import { loadSegment } from "./load";
import { DEFAULT_MEMORY_MB } from "./memory-bound";
import type { DaySegment } from "./segment";

/**
 * How long the segments of today and yesterday serve before they are read again. Visits still change on
 * those days (a visit lasts until 30 minutes without events); this process's own writes replace them at
 * once (`forgetVisitDays`), another server instance's within this time.
 */
export const OPEN_DAY_MS = 10_000;

interface Entry {
  segment: Promise<DaySegment>;
  /** The segment once read and kept: a query takes it without waiting a turn of the event loop. */
  loaded?: DaySegment;
  /** When an open day's segment is read again; Infinity for a day that no longer changes. */
  expires: number;
  bytes: number;
}

/**
 * The visit columns of one database: a segment per day, read once and kept while memory allows (the days
 * least recently used leave first, and their texts with them). Days before yesterday are final, since visits
 * are stored at the time their events arrive; a write of this process forgets the days it changed. With
 * `files`, final days are also kept on disk, and read from there after a restart.
 */
class SegmentCache {
  files: ColumnFiles | undefined;
  /** What the kept segments may take in all, texts included. */
  private maxBytes = DEFAULT_MEMORY_MB * 2 ** 20;
  /** In order of last use, oldest first. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private evicted = 0;

  /**
   * The day's segment: the one held, or one read now. Those asking for a day while it is read wait on the
   * same read.
   */
  segment(store: AnalyticsStore, day: string, now: number): DaySegment | Promise<DaySegment> {
    const held = this.entries.get(day);
    if (held && held.expires > now) {
      this.entries.delete(day);
      this.entries.set(day, held);
      return held.loaded ?? held.segment;
    }
    this.forget(day);
    const open = day >= dayOf(now - DAY_MS);
    const segment = open ? loadSegment(store, day) : this.final(store, day);
    const entry: Entry = { segment, expires: open ? now + OPEN_DAY_MS : Number.POSITIVE_INFINITY, bytes: 0 };
    this.entries.set(day, entry);
    segment.then(
      (loaded) => this.settled(day, entry, loaded),
      () => this.forget(day, entry),
    );
    return segment;
  }

  /** A final day's segment: from its file when there is one, else from the rows (and then kept in a file). */
  private async final(store: AnalyticsStore, day: string): Promise<DaySegment> {
    const files = this.files;
    const kept = await files?.read(day);
    if (kept) return kept;
    const segment = await loadSegment(store, day);
    files?.write(segment);
    return segment;
  }

  /** Segments let go to stay within the bound (not counting those forgotten because their visits changed). */
  get evictions(): number {
    return this.evicted;
  }

  /** Sets what the segments may take, and lets the least recently used days go down to it. */
  limit(maxBytes: number) {
    this.maxBytes = maxBytes;
    this.trim();
  }

  /** The days whose segments are held or being read. */
  days(): string[] {
    return [...this.entries.keys()];
  }

  /** Whether the day's segment is held or being read. */
  holds(day: string): boolean {
    return this.entries.has(day);
  }

  /** Drops the day's segment (only `entry`, when given: a newer one may have replaced it). */
  forget(day: string, entry?: Entry) {
    const current = this.entries.get(day);
    if (!current || (entry && current !== entry)) return;
    this.entries.delete(day);
    this.bytes -= current.bytes;
  }

  /**
   * Counts a loaded segment's memory, then lets the least recently used days go while over the bound. A
   * day bigger than the whole bound has answered those who asked for it and is not kept: it would push out
   * every other day and still not fit.
   */
  private settled(day: string, entry: Entry, loaded: DaySegment) {
    if (this.entries.get(day) !== entry) return;
    if (loaded.bytes > this.maxBytes) {
      this.forget(day, entry);
      return;
    }
    entry.loaded = loaded;
    entry.bytes = loaded.bytes;
    this.bytes += loaded.bytes;
    this.trim();
  }

  private trim() {
    for (const [oldest, { bytes }] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      // Still being read: counted once read.
      if (bytes === 0) continue;
      this.forget(oldest);
      this.evicted++;
    }
  }
}

const caches = new WeakMap<Kysely<Database>, SegmentCache>();

function cacheOf(db: Kysely<Database>): SegmentCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SegmentCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Calls `scan` with the visit columns of every day of `range`, one day after the other: a day is read (or
 * taken from memory) once the one before has been scanned, so that a query holds one day at a time beyond
 * what the cache keeps, and a long range does not take every connection of the pool.
 */
export async function scanVisitColumns(
  store: AnalyticsStore,
  range: DayRange,
  scan: (segment: DaySegment) => void,
  now = Date.now(),
) {
  const cache = cacheOf(store.db);
  for (const day of everyDay(range)) {
    const segment = cache.segment(store, day, now);
    // Days held are scanned at once, without waiting a turn of the event loop for each.
    scan(segment instanceof Promise ? await segment : segment);
  }
}

/**
 * Sets the memory the visit columns of `db` may take, texts included (ANALYTICS_MEMORY_MB); the days least
 * recently used leave first.
 */
export function limitVisitColumns(db: Kysely<Database>, maxBytes: number) {
  cacheOf(db).limit(maxBytes);
}

/**
 * Keeps the visit columns of the final days of `db` in files under `folder` too, so that a server that starts
 * again reads them from there (ColumnFiles); `onError` hears of a file that could not be read or written.
 */
export function keepVisitColumnsIn(db: Kysely<Database>, folder: string, onError: (error: unknown) => void) {
  cacheOf(db).files = new ColumnFiles(db, folder, onError);
}

/** Resolves once the files of visit columns being written for `db` are written. */
export async function visitColumnFilesWritten(db: Kysely<Database>): Promise<void> {
  await caches.get(db)?.files?.idle();
}

/** How many times this process wrote visits of `db`: what is computed from its columns is stale once it moves. */
const writes = new WeakMap<Kysely<Database>, number>();

/**
 * Tells the visit columns that the visits of `days` changed (a flush of this process wrote them, or a day was
 * pruned in part); the files of those that are final go too.
 */
export function forgetVisitDays(db: Kysely<Database>, days: Iterable<string>, now = Date.now()) {
  writes.set(db, (writes.get(db) ?? 0) + 1);
  const cache = caches.get(db);
  if (!cache) return;
  const changed = [...days];
  for (const day of changed) cache.forget(day);
  const final = changed.filter((day) => day < dayOf(now - DAY_MS));
  if (final.length > 0) cache.files?.remove(...final);
}

/** Forgets the visit columns of the days before `day`, whose visits were pruned, files included. */
export async function forgetVisitDaysBefore(db: Kysely<Database>, day: string) {
  const cache = caches.get(db);
  if (!cache) return;
  for (const held of cache.days()) if (held < day) cache.forget(held);
  await cache.files?.removeBefore(day);
}

/** The count of this process's writes of visits of `db` (forgetVisitDays), to tell stale results. */
export const visitWrites = (db: Kysely<Database>) => writes.get(db) ?? 0;

/** The days whose visit columns this process holds or is reading, in order of last use (for tests and logs). */
export function heldVisitDays(db: Kysely<Database>): string[] {
  return caches.get(db)?.days() ?? [];
}

/**
 * Reads the visit columns of `ranges` in the background, one day after the other from the newest, and lets
 * the event loop run between two days (better-sqlite3 holds it while it reads a day), so that requests are
 * answered meanwhile; a request that needs a day being read waits on that same read. Stops before the next
 * day once `signal` is aborted (the server is closing its database), and once memory is full: when reading a
 * day let go of one read before it, reading on would only replace what was read. Resolves with the number
 * of days read.
 */
export async function readAhead(
  store: AnalyticsStore,
  ranges: readonly DayRange[],
  signal?: AbortSignal,
): Promise<number> {
  const cache = cacheOf(store.db);
  // The newest days first: the views staff open most (today, the last 7 days) are read before memory is full.
  const days = [...new Set(ranges.flatMap((range) => everyDay(range)))].sort().reverse();
  const kept: string[] = [];
  for (const [index, day] of days.entries()) {
    await nextTurn();
    if (signal?.aborted) return index;
    const evictions = cache.evictions;
    await cache.segment(store, day, Date.now());
    if (cache.evictions !== evictions && kept.some((earlier) => !cache.holds(earlier))) return index + 1;
    if (cache.holds(day)) kept.push(day);
  }
  return days.length;
}

/** Views longer than this are not read ahead: their columns could take more than the memory allowed. */
export const WARM_DAYS = 92;

/**
 * Reads the visit columns of `ranges` ahead, in the background (readAhead), those of at most a quarter, so
 * that the first filter a staff member sets on the view they just opened answers at once.
 */
export function warmVisitColumns(store: AnalyticsStore, ranges: readonly DayRange[]) {
  readAhead(
    store,
    ranges.filter((range) => daysIn(range) <= WARM_DAYS),
  ).catch(() => {});
}
