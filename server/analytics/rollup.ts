import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
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

  await writeRollup(
    trx,
    { hourly: "analytics_traffic_hourly", daily: "analytics_traffic_daily" },
    ["device", "country"],
    [...traffic.rows.values()],
  );
  await writeRollup(
    trx,
    { hourly: "analytics_pages_hourly", daily: "analytics_pages_daily" },
    ["page"],
    [...pages.rows.values()],
  );
}

type Counters = Record<string, number>;
type RollupRow = { key: { hour: number; day: string } & Record<string, string | number>; values: Counters };

/** The rollup tables as rows of named values: one upsert serves all four of them. */
type RollupTables = Record<
  "analytics_traffic_hourly" | "analytics_traffic_daily" | "analytics_pages_hourly" | "analytics_pages_daily",
  Record<string, string | number>
>;

/** Adds `rows` to the counters of `table`, creating the rows that do not exist yet. */
async function addTo(
  trx: Transaction<Database>,
  table: keyof RollupTables,
  keyColumns: string[],
  rows: Record<string, string | number>[],
) {
  const db = trx as unknown as Transaction<RollupTables>;
  for (const group of chunks(rows)) {
    const counters = Object.keys(group[0] ?? {}).filter((column) => !keyColumns.includes(column));
    await db
      .insertInto(table)
      .values(group)
      .onConflict((conflict) =>
        conflict
          .columns(keyColumns)
          .doUpdateSet((eb) =>
            Object.fromEntries(
              counters.map((column) => [column, eb(`${table}.${column}`, "+", eb.ref(`excluded.${column}`))]),
            ),
          ),
      )
      .execute();
  }
}

/**
 * Writes a flush's hourly deltas (keyed by hour, day and `keys`) to a rollup's hourly table, and their
 * sums per day to its daily table.
 */
async function writeRollup(
  trx: Transaction<Database>,
  tables: { hourly: keyof RollupTables; daily: keyof RollupTables },
  keys: string[],
  rows: RollupRow[],
) {
  const pick = (key: RollupRow["key"]) => Object.fromEntries(keys.map((name) => [name, key[name] ?? ""]));
  const daily = new Map<string, Record<string, string | number>>();
  for (const { key, values } of rows) {
    const id = [key.day, ...keys.map((name) => key[name])].join("|");
    const row = daily.get(id) ?? { day: key.day, ...pick(key) };
    for (const [name, value] of Object.entries(values)) row[name] = Number(row[name] ?? 0) + value;
    daily.set(id, row);
  }
  await addTo(
    trx,
    tables.hourly,
    ["hour", ...keys],
    rows.map(({ key, values }) => ({ hour: key.hour, ...pick(key), ...values })),
  );
  await addTo(trx, tables.daily, ["day", ...keys], [...daily.values()]);
}
