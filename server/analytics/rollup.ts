import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { AnalyticsEventsTable, Database } from "../db/schema";
import { dayOf, hourOf, VISIT_TIMEOUT_MS } from "./time";

/** An event as the buffer holds it (the time is always a number here). */
export type StoredEvent = AnalyticsEventsTable & { occurred_at: number };

interface Visit {
  id: string;
  visitor: string;
  started_at: number;
  last_seen_at: number;
  device: string;
  country: string;
}

type TrafficDelta = {
  visits: number;
  visitors: number;
  page_views: number;
  duration_ms: number;
};

/** Rows per statement and values per IN list: inside both databases' limits on bound parameters. */
const CHUNK = 200;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

/** Sums deltas per key, so that each rollup row is written once per flush. */
class Tally<K, V extends Record<string, number>> {
  readonly rows = new Map<string, { key: K; values: V }>();
  constructor(private readonly zero: () => V) {}
  add(id: string, key: K, delta: Partial<V>) {
    let row = this.rows.get(id);
    if (!row) {
      row = { key, values: this.zero() };
      this.rows.set(id, row);
    }
    for (const [name, value] of Object.entries(delta) as [keyof V, number][]) {
      (row.values[name] as number) += value;
    }
  }
}

async function openVisits(trx: Transaction<Database>, visitors: string[], since: number) {
  const latest = new Map<string, Visit>();
  for (const group of chunks(visitors)) {
    const rows = await trx
      .selectFrom("analytics_visits")
      .selectAll()
      .where("visitor", "in", group)
      .where("last_seen_at", ">=", since)
      .execute();
    for (const row of rows) {
      const visit = { ...row, started_at: Number(row.started_at), last_seen_at: Number(row.last_seen_at) };
      const known = latest.get(visit.visitor);
      if (!known || visit.last_seen_at > known.last_seen_at) latest.set(visit.visitor, visit);
    }
  }
  return latest;
}

/**
 * Applies a flush's events (inside its transaction) to the visits and the hourly and daily rollups.
 * A visit ends after 30 minutes without events; its visit and duration count in the hour and day it
 * started, page views in the hour and day they happened, and a visitor once per day (in the hour first
 * seen), whichever server process saw them first.
 */
export async function applyToRollups(trx: Transaction<Database>, events: StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  const sorted = [...events].sort((a, b) => a.occurred_at - b.occurred_at);
  const first = sorted[0]?.occurred_at ?? 0;
  const visits = await openVisits(trx, [...new Set(sorted.map((event) => event.visitor))], first - VISIT_TIMEOUT_MS);

  const changed = new Map<string, Visit>();
  const traffic = new Tally<{ hour: number; day: string; device: string; country: string }, TrafficDelta>(() => ({
    visits: 0,
    visitors: 0,
    page_views: 0,
    duration_ms: 0,
  }));
  const pages = new Tally<{ hour: number; day: string; page: string }, { views: number }>(() => ({ views: 0 }));
  const firstSeen = new Map<string, StoredEvent>();
  const count = (time: number, device: string, country: string, delta: Partial<TrafficDelta>) =>
    traffic.add(
      `${hourOf(time)}|${device}|${country}`,
      { hour: hourOf(time), day: dayOf(time), device, country },
      delta,
    );

  const newVisit = (event: StoredEvent): Visit => {
    count(event.occurred_at, event.device, event.country, { visits: 1 });
    return {
      id: randomBytes(12).toString("base64url"),
      visitor: event.visitor,
      started_at: event.occurred_at,
      last_seen_at: event.occurred_at,
      device: event.device,
      country: event.country,
    };
  };

  // Events delivered after a later visit of the same visitor began (another server process was slower)
  // make a visit of their own, which does not disturb the later one.
  const lateVisits = new Map<string, Visit>();

  for (const event of sorted) {
    const time = event.occurred_at;
    let visit = visits.get(event.visitor);
    if (visit && time < visit.started_at - VISIT_TIMEOUT_MS) {
      const late = lateVisits.get(event.visitor);
      if (late && time - late.last_seen_at <= VISIT_TIMEOUT_MS) {
        if (time > late.last_seen_at) {
          count(late.started_at, late.device, late.country, { duration_ms: time - late.last_seen_at });
          late.last_seen_at = time;
        }
        visit = late;
      } else {
        visit = newVisit(event);
        lateVisits.set(event.visitor, visit);
      }
    } else if (!visit || time - visit.last_seen_at > VISIT_TIMEOUT_MS) {
      visit = newVisit(event);
      visits.set(event.visitor, visit);
    } else if (time > visit.last_seen_at) {
      count(visit.started_at, visit.device, visit.country, { duration_ms: time - visit.last_seen_at });
      visit.last_seen_at = time;
    }
    changed.set(visit.id, visit);
    if (event.name === "page_view") {
      count(time, event.device, event.country, { page_views: 1 });
      pages.add(
        `${hourOf(time)}|${event.page}`,
        { hour: hourOf(time), day: dayOf(time), page: event.page },
        { views: 1 },
      );
    }
    const seenKey = `${dayOf(time)}|${event.visitor}`;
    if (!firstSeen.has(seenKey)) firstSeen.set(seenKey, event);
  }

  for (const group of chunks([...changed.values()])) {
    await trx
      .insertInto("analytics_visits")
      .values(group)
      .onConflict((conflict) =>
        conflict.column("id").doUpdateSet((eb) => ({ last_seen_at: eb.ref("excluded.last_seen_at") })),
      )
      .execute();
  }

  // A visitor counts once per day: only the pseudonyms this insert really added are counted.
  for (const group of chunks([...firstSeen.values()])) {
    const added = await trx
      .insertInto("analytics_visitors_daily")
      .values(group.map((event) => ({ day: dayOf(event.occurred_at), visitor: event.visitor })))
      .onConflict((conflict) => conflict.columns(["day", "visitor"]).doNothing())
      .returning(["day", "visitor"])
      .execute();
    for (const row of added) {
      const event = firstSeen.get(`${row.day}|${row.visitor}`);
      if (event) count(event.occurred_at, event.device, event.country, { visitors: 1 });
    }
  }

  await writeTraffic(trx, [...traffic.rows.values()]);
  await writePages(trx, [...pages.rows.values()]);
}

type TrafficRow = { key: { hour: number; day: string; device: string; country: string }; values: TrafficDelta };

async function writeTraffic(trx: Transaction<Database>, rows: TrafficRow[]) {
  const daily = new Tally<{ day: string; device: string; country: string }, TrafficDelta>(() => ({
    visits: 0,
    visitors: 0,
    page_views: 0,
    duration_ms: 0,
  }));
  for (const { key, values } of rows) daily.add(`${key.day}|${key.device}|${key.country}`, key, values);
  for (const group of chunks(rows)) {
    await trx
      .insertInto("analytics_traffic_hourly")
      .values(group.map(({ key, values }) => ({ hour: key.hour, device: key.device, country: key.country, ...values })))
      .onConflict((conflict) =>
        conflict.columns(["hour", "device", "country"]).doUpdateSet((eb) => ({
          visits: eb("analytics_traffic_hourly.visits", "+", eb.ref("excluded.visits")),
          visitors: eb("analytics_traffic_hourly.visitors", "+", eb.ref("excluded.visitors")),
          page_views: eb("analytics_traffic_hourly.page_views", "+", eb.ref("excluded.page_views")),
          duration_ms: eb("analytics_traffic_hourly.duration_ms", "+", eb.ref("excluded.duration_ms")),
        })),
      )
      .execute();
  }
  for (const group of chunks([...daily.rows.values()])) {
    await trx
      .insertInto("analytics_traffic_daily")
      .values(group.map(({ key, values }) => ({ day: key.day, device: key.device, country: key.country, ...values })))
      .onConflict((conflict) =>
        conflict.columns(["day", "device", "country"]).doUpdateSet((eb) => ({
          visits: eb("analytics_traffic_daily.visits", "+", eb.ref("excluded.visits")),
          visitors: eb("analytics_traffic_daily.visitors", "+", eb.ref("excluded.visitors")),
          page_views: eb("analytics_traffic_daily.page_views", "+", eb.ref("excluded.page_views")),
          duration_ms: eb("analytics_traffic_daily.duration_ms", "+", eb.ref("excluded.duration_ms")),
        })),
      )
      .execute();
  }
}

type PageRow = { key: { hour: number; day: string; page: string }; values: { views: number } };

async function writePages(trx: Transaction<Database>, rows: PageRow[]) {
  const daily = new Tally<{ day: string; page: string }, { views: number }>(() => ({ views: 0 }));
  for (const { key, values } of rows) daily.add(`${key.day}|${key.page}`, key, values);
  for (const group of chunks(rows)) {
    await trx
      .insertInto("analytics_pages_hourly")
      .values(group.map(({ key, values }) => ({ hour: key.hour, page: key.page, views: values.views })))
      .onConflict((conflict) =>
        conflict
          .columns(["hour", "page"])
          .doUpdateSet((eb) => ({ views: eb("analytics_pages_hourly.views", "+", eb.ref("excluded.views")) })),
      )
      .execute();
  }
  for (const group of chunks([...daily.rows.values()])) {
    await trx
      .insertInto("analytics_pages_daily")
      .values(group.map(({ key, values }) => ({ day: key.day, page: key.page, views: values.views })))
      .onConflict((conflict) =>
        conflict
          .columns(["day", "page"])
          .doUpdateSet((eb) => ({ views: eb("analytics_pages_daily.views", "+", eb.ref("excluded.views")) })),
      )
      .execute();
  }
}

/** Deletes raw events and visits older than the retention period, and pseudonyms of past days. */
export async function prune(db: Kysely<Database>, now: number, retentionDays: number): Promise<void> {
  const cutoff = now - retentionDays * 24 * 60 * 60 * 1000;
  await db.deleteFrom("analytics_events").where("occurred_at", "<", cutoff).execute();
  await db.deleteFrom("analytics_visits").where("last_seen_at", "<", cutoff).execute();
  await db
    .deleteFrom("analytics_visitors_daily")
    .where("day", "<", dayOf(now - 24 * 60 * 60 * 1000))
    .execute();
}
