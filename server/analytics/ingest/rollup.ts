import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { AnalyticsEventsTable, Database } from "../../db/schema";
import { dayOf, hourOf, VISIT_TIMEOUT_MS } from "../time";
import { flushGoals } from "./custom-goals";
import { type Lead, leadOf, writeLeads } from "./lead-rows";
import { addTo, addVisitorDay, type BreakdownKey, writeRollup } from "./rollup-rows";
import { settleSourceNames } from "./source-names";
import { chunks, Tally } from "./tally";
import { applyEvent, type Figures, newVisit, noFigures, type Visit, type VisitEvent } from "./visit";
import { visitsOf, writeVisits } from "./visit-rows";

/**
 * An event as the buffer holds it (the time is always a number here; the flush names its visit). Its client
 * key is the request's (events the server records itself, a confirmed newsletter sign-up, have none).
 */
export type StoredEvent = Omit<AnalyticsEventsTable, "occurred_at" | "visit_id" | "client" | "browser" | "os"> & {
  occurred_at: number;
  visit_id?: string | null;
  client?: string;
  browser?: string;
  os?: string;
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

/**
 * Applies a flush's events (inside its transaction) to the visits, the leads and the hourly, daily and
 * breakdown rollups, and names each event's visit. A visit ends after 30 minutes without events; its
 * visit and duration count in the hour and day it started, page views in the hour and day they
 * happened (in the breakdowns: the day the visit started), and a visitor once per day (in the hour
 * first seen), whichever server process saw them first; goals, and which of them are conversions, as the admins
 * define them at the time of the flush (custom-goals.ts). `siteHosts` are the site's own host names.
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
  const goals = await flushGoals(trx);
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
  const leads: Lead[] = [];
  const traffic = new Tally<{ hour: number; day: string; device: string; country: string }, TrafficDelta>(() => ({
    visits: 0,
    visitors: 0,
    page_views: 0,
    duration_ms: 0,
  }));
  const firstSeen = new Map<string, Visit>();
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
    const goal = applyEvent(visit, { ...event, properties }, siteHosts, goals);
    if (goal === "whatsapp_handover" && typeof properties.ref === "string") {
      leads.push(leadOf(properties.ref, time, visit));
    }
    // Page views count on their visit's day too, as its other figures do.
    if (event.name === "page_view") count(visit.started_at, visit.device, visit.country, { page_views: 1 });
    // A visitor counts on the days their visits start, as the visits' own reports count them: a visit that
    // goes on past midnight does not make its visitor one of the next day's.
    const seenKey = `${visit.day}|${visit.visitor}`;
    if (!firstSeen.has(seenKey)) firstSeen.set(seenKey, visit);
  }

  await settleSourceNames(trx, [...changed.values()], leads);

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

  await writeVisits(trx, changed.values());
  await writeLeads(trx, leads);

  // A visitor counts once per day: only the pseudonyms this insert really added are counted.
  for (const group of chunks([...firstSeen.values()])) {
    const added = await trx
      .insertInto("analytics_visitors_daily")
      .values(group.map((visit) => ({ day: visit.day, visitor: visit.visitor })))
      .onConflict((conflict) => conflict.columns(["day", "visitor"]).doNothing())
      .returning(["day", "visitor"])
      .execute();
    for (const row of added) {
      const visit = firstSeen.get(`${row.day}|${row.visitor}`);
      if (visit) count(visit.started_at, visit.device, visit.country, { visitors: 1 });
    }
  }

  await writeRollup(
    trx,
    { hourly: "analytics_traffic_hourly", daily: "analytics_traffic_daily" },
    ["device", "country"],
    [...traffic.rows.values()],
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
