import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { AnalyticsEventsTable, Database } from "../../db/schema";
import { DAY_MS, dayOf, hourOf, VISIT_TIMEOUT_MS } from "../time";
import { claimIssuedRefs } from "./lead-refs";
import { applyEvent, contributions, type Figures, newVisit, noFigures, type Visit, type VisitEvent } from "./visit";

/**
 * An event as the buffer holds it (the time is always a number here; the flush names its visit). Its client
 * key is the request's (events the server records itself, a confirmed newsletter sign-up, have none).
 */
export type StoredEvent = Omit<AnalyticsEventsTable, "occurred_at" | "visit_id" | "client"> & {
  occurred_at: number;
  visit_id?: string | null;
  client?: string;
};

type TrafficDelta = {
  visits: number;
  visitors: number;
  page_views: number;
  duration_ms: number;
};

/** Every time zone's offset, and so every midnight, falls on a whole quarter hour (UTC+05:45, say). */
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** dayOf for the events of a flush, formatted once per quarter hour rather than once per event. */
function dayOfQuarterHour(): (time: number) => string {
  const days = new Map<number, string>();
  return (time) => {
    const quarter = Math.floor(time / QUARTER_HOUR_MS);
    let day = days.get(quarter);
    if (day === undefined) {
      day = dayOf(time);
      days.set(quarter, day);
    }
    return day;
  };
}

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
  add(id: string, key: K, delta: Partial<V>, sign = 1) {
    let row = this.rows.get(id);
    if (!row) {
      row = { key, values: this.zero() };
      this.rows.set(id, row);
    }
    const values = row.values as Record<string, number>;
    // A loop over the keys, not Object.entries: a flush adds tens of thousands of deltas.
    for (const name in delta) values[name] = (values[name] ?? 0) + sign * ((delta[name] as number | undefined) ?? 0);
  }
}

/** The columns of a visit a flush may change. */
const VISIT_UPDATES = [
  "last_seen_at",
  "entry_page",
  "exit_page",
  "page_views",
  "engaged",
  "source",
  "channel",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "locale",
  "service",
  "goals",
  "funnel",
  "pages",
] as const;

/**
 * Every visit of the flush's visitors: a pseudonym lives one day (its salt's), so two days back holds
 * all of a visitor's visits, which the visitor counts of the breakdowns need (see breakdownDelta).
 */
async function visitsOf(trx: Transaction<Database>, visitors: string[], since: number) {
  const byVisitor = new Map<string, Visit[]>();
  for (const group of chunks(visitors)) {
    const rows = await trx
      .selectFrom("analytics_visits")
      .selectAll()
      .where("visitor", "in", group)
      .where("last_seen_at", ">=", since - 2 * DAY_MS)
      .execute();
    for (const row of rows) {
      const visit = { ...row, started_at: Number(row.started_at), last_seen_at: Number(row.last_seen_at) };
      byVisitor.set(visit.visitor, [...(byVisitor.get(visit.visitor) ?? []), visit]);
    }
  }
  return byVisitor;
}

type BreakdownKey = { dimension: string; day: string; value: string };

/**
 * Adds `sign` times the breakdown figures of one visitor's visits on one day: each visit's own figures,
 * and the visitor once in every row any of them is in (a visitor counts once per row and day).
 * Visits stored before visits had attribution (no day) stay out of the breakdowns.
 */
function addVisitorDay(tally: Tally<BreakdownKey, Figures & { visitors: number }>, visits: Visit[], sign: 1 | -1) {
  const rows = new Map<string, BreakdownKey>();
  for (const visit of visits) {
    if (!visit.day) continue;
    for (const [dimension, value, figures] of contributions(visit)) {
      const id = `${dimension}|${visit.day}|${value}`;
      const key = { dimension, day: visit.day, value };
      tally.add(id, key, figures, sign);
      rows.set(id, key);
    }
  }
  for (const [id, key] of rows) tally.add(id, key, { visitors: 1 }, sign);
}

/** A lead of the flush: a WhatsApp hand-over's code with its visit's attribution at that moment. */
function leadOf(ref: string, at: number, visit: Visit) {
  return {
    ref,
    visitor: visit.visitor,
    created_at: at,
    visit_id: visit.id,
    service: visit.service,
    locale: visit.locale,
    source: visit.source,
    channel: visit.channel,
    utm_campaign: visit.utm_campaign,
    entry_page: visit.entry_page,
    country: visit.country,
    device: visit.device,
    status: "open",
  };
}

/**
 * Applies a flush's events (inside its transaction) to the visits, the leads and the hourly, daily and
 * breakdown rollups, and names each event's visit. A visit ends after 30 minutes without events; its
 * visit and duration count in the hour and day it started, page views in the hour and day they
 * happened (in the breakdowns: the day the visit started), and a visitor once per day (in the hour
 * first seen), whichever server process saw them first. `siteHosts` are the site's own host names.
 * Answers the days (of their start) of the visits it changed.
 */
export async function applyToRollups(
  trx: Transaction<Database>,
  events: StoredEvent[],
  siteHosts: readonly string[],
): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const sorted = [...events].sort((a, b) => a.occurred_at - b.occurred_at);
  const dayAt = dayOfQuarterHour();
  const first = sorted[0]?.occurred_at ?? 0;
  const byVisitor = await visitsOf(trx, [...new Set(sorted.map((event) => event.visitor))], first);
  const before = new Map<string, Visit>();
  const visits = new Map<string, Visit>();
  for (const [visitor, list] of byVisitor) {
    for (const visit of list) {
      before.set(visit.id, { ...visit });
      const known = visits.get(visitor);
      if (!known || visit.last_seen_at > known.last_seen_at) visits.set(visitor, visit);
    }
  }

  const changed = new Map<string, Visit>();
  const leads: ReturnType<typeof leadOf>[] = [];
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
      { hour: hourOf(time), day: dayAt(time), device, country },
      delta,
    );

  const startVisit = (event: StoredEvent, properties: VisitEvent["properties"]): Visit => {
    count(event.occurred_at, event.device, event.country, { visits: 1 });
    const visit = newVisit(randomBytes(12).toString("base64url"), event.visitor, { ...event, properties });
    byVisitor.set(event.visitor, [...(byVisitor.get(event.visitor) ?? []), visit]);
    return visit;
  };

  // Events delivered after a later visit of the same visitor began (another server process was slower)
  // make a visit of their own, which does not disturb the later one.
  const lateVisits = new Map<string, Visit>();

  for (const event of sorted) {
    const time = event.occurred_at;
    const properties = JSON.parse(event.properties) as VisitEvent["properties"];
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
        visit = startVisit(event, properties);
        lateVisits.set(event.visitor, visit);
      }
    } else if (!visit || time - visit.last_seen_at > VISIT_TIMEOUT_MS) {
      visit = startVisit(event, properties);
      visits.set(event.visitor, visit);
    } else if (time > visit.last_seen_at) {
      count(visit.started_at, visit.device, visit.country, { duration_ms: time - visit.last_seen_at });
      visit.last_seen_at = time;
    }
    event.visit_id = visit.id;
    changed.set(visit.id, visit);
    const goal = applyEvent(visit, { ...event, properties }, siteHosts);
    if (goal === "whatsapp_handover" && typeof properties.ref === "string") {
      leads.push(leadOf(properties.ref, time, visit));
    }
    if (event.name === "page_view") {
      count(time, event.device, event.country, { page_views: 1 });
      pages.add(
        `${hourOf(time)}|${event.page}`,
        { hour: hourOf(time), day: dayAt(time), page: event.page },
        { views: 1 },
      );
    }
    const seenKey = `${dayAt(time)}|${event.visitor}`;
    if (!firstSeen.has(seenKey)) firstSeen.set(seenKey, event);
  }

  // The breakdowns change by what each touched visitor-day adds now minus what it added before.
  const breakdown = new Tally<BreakdownKey, Figures & { visitors: number }>(noFigures);
  for (const list of byVisitor.values()) {
    for (const day of new Set(list.filter((visit) => changed.has(visit.id)).map((visit) => visit.day))) {
      const sameDay = list.filter((visit) => visit.day === day);
      addVisitorDay(breakdown, sameDay, 1);
      addVisitorDay(
        breakdown,
        sameDay.flatMap((visit) => before.get(visit.id) ?? []),
        -1,
      );
    }
  }

  for (const group of chunks([...changed.values()])) {
    await trx
      .insertInto("analytics_visits")
      .values(group)
      .onConflict((conflict) =>
        conflict
          .column("id")
          .doUpdateSet((eb) =>
            Object.fromEntries(VISIT_UPDATES.map((column) => [column, eb.ref(`excluded.${column}`)])),
          ),
      )
      .execute();
  }
  // Only codes the server issued to the hand-over's visitor become leads (lead-refs.ts).
  const issued = new Set<string>();
  for (const group of chunks(leads)) {
    for (const ref of await claimIssuedRefs(trx, group)) issued.add(ref);
  }
  for (const group of chunks(leads.filter((lead) => issued.has(lead.ref)).map(({ visitor: _, ...lead }) => lead))) {
    await trx
      .insertInto("leads")
      .values(group)
      .onConflict((conflict) => conflict.column("ref").doNothing())
      .execute();
  }

  // A visitor counts once per day: only the pseudonyms this insert really added are counted.
  for (const group of chunks([...firstSeen.values()])) {
    const added = await trx
      .insertInto("analytics_visitors_daily")
      .values(group.map((event) => ({ day: dayAt(event.occurred_at), visitor: event.visitor })))
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
  await addTo(
    trx,
    "analytics_breakdown_daily",
    ["dimension", "day", "value"],
    [...breakdown.rows.values()]
      .filter(({ values }) => Object.values(values).some((value) => value !== 0))
      .map(({ key, values }) => ({ ...key, ...values })),
  );
  return new Set([...changed.values()].map((visit) => visit.day));
}

type Counters = Record<string, number>;
type RollupRow = { key: { hour: number; day: string } & Record<string, string | number>; values: Counters };

/** The rollup tables as rows of named values: one upsert serves all of them. */
type RollupTables = Record<
  | "analytics_traffic_hourly"
  | "analytics_traffic_daily"
  | "analytics_pages_hourly"
  | "analytics_pages_daily"
  | "analytics_breakdown_daily",
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
