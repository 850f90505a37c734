import { setImmediate as nextTurn } from "node:timers/promises";
import type { Kysely } from "kysely";
import { type DayRange, daysIn, everyDay } from "../../../app/analytics/periods";
import type { Database } from "../../db/schema";
import { DAY_MS, dayOf } from "../time";
import type { AnalyticsStore } from "../visit-filter";
import { loadSegment } from "./load";
import { type DaySegment, ValueCodes } from "./segment";

/**
 * Memory the visit columns of one database may take: 256 MiB hold about 3.3 million visits (26 million
 * events), the 90 days of a view and of the period it is compared with at 13 million events a quarter.
 */
export const MAX_BYTES = 256 * 2 ** 20;

/**
 * How long the segments of today and yesterday serve before they are read again. Visits still change on
 * those days (a visit lasts until 30 minutes without events); this process's own writes replace them at
 * once (`forgetVisitDays`), another server instance's within this time.
 */
export const OPEN_DAY_MS = 10_000;

interface Entry {
  segment: Promise<DaySegment>;
  /** When an open day's segment is read again; Infinity for a day that no longer changes. */
  expires: number;
  bytes: number;
}

/**
 * The visit columns of one database: a segment per day, read once and kept while memory allows (the days
 * least recently used leave first). Days before yesterday are final, since visits are stored at the time
 * their events arrive; a write of this process forgets the days it changed.
 */
class SegmentCache {
  readonly codes = new ValueCodes();
  /** In order of last use, oldest first. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  async segments(store: AnalyticsStore, range: DayRange, now: number): Promise<DaySegment[]> {
    const open = dayOf(now - DAY_MS);
    const missing: string[] = [];
    for (const day of everyDay(range)) {
      const entry = this.entries.get(day);
      if (!entry || entry.expires <= now) {
        this.forget(day);
        missing.push(day);
      } else {
        this.entries.delete(day);
        this.entries.set(day, entry);
      }
    }
    // One day after the other, so that a long range does not take every connection of the pool.
    let previous: Promise<unknown> = Promise.resolve();
    for (const day of missing) {
      const segment = previous.then(() => loadSegment(store, day, this.codes));
      previous = segment.catch(() => {});
      const entry: Entry = {
        segment,
        expires: day >= open ? now + OPEN_DAY_MS : Number.POSITIVE_INFINITY,
        bytes: 0,
      };
      this.entries.set(day, entry);
      segment.then(
        (loaded) => this.settled(day, entry, loaded.bytes),
        () => this.forget(day, entry),
      );
    }
    return Promise.all(everyDay(range).map((day) => this.entries.get(day)?.segment as Promise<DaySegment>));
  }

  /** The days whose segments are held or being read. */
  days(): string[] {
    return [...this.entries.keys()];
  }

  /** Drops the day's segment (only `entry`, when given: a newer one may have replaced it). */
  forget(day: string, entry?: Entry) {
    const current = this.entries.get(day);
    if (!current || (entry && current !== entry)) return;
    this.entries.delete(day);
    this.bytes -= current.bytes;
  }

  /** Counts a loaded segment's memory, then lets the least recently used days go while over budget. */
  private settled(day: string, entry: Entry, bytes: number) {
    if (this.entries.get(day) !== entry) return;
    entry.bytes = bytes;
    this.bytes += bytes;
    for (const [oldest, { bytes: size }] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      if (size === 0) continue;
      this.forget(oldest);
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

/** The visit columns of every day of `range`, and the codes of their texts. */
export async function visitColumns(store: AnalyticsStore, range: DayRange, now = Date.now()) {
  const cache = cacheOf(store.db);
  return { segments: await cache.segments(store, range, now), codes: cache.codes };
}

/** Tells the visit columns that the visits of `days` changed (a flush of this process wrote them). */
export function forgetVisitDays(db: Kysely<Database>, days: Iterable<string>) {
  const cache = caches.get(db);
  if (cache) for (const day of days) cache.forget(day);
}

/** The days whose visit columns this process holds or is reading, in order of last use (for tests and logs). */
export function heldVisitDays(db: Kysely<Database>): string[] {
  return caches.get(db)?.days() ?? [];
}

/**
 * Reads the visit columns of `ranges` in the background, one day after the other, and lets the event loop
 * run between two days (better-sqlite3 holds it while it reads a day), so that requests are answered
 * meanwhile; a request that needs a day being read waits on that same read. Stops before the next day once
 * `signal` is aborted (the server is closing its database). Resolves with the number of days read.
 */
export async function readAhead(
  store: AnalyticsStore,
  ranges: readonly DayRange[],
  signal?: AbortSignal,
): Promise<number> {
  const cache = cacheOf(store.db);
  const days = [...new Set(ranges.flatMap((range) => everyDay(range)))];
  for (const day of days) {
    await nextTurn();
    if (signal?.aborted) return days.indexOf(day);
    await cache.segments(store, { from: day, to: day }, Date.now());
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
