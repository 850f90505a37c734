import { sql } from "kysely";
import type { DailyFigures as ShownDay } from "../../../../app/admin/types";
import { FUNNEL_STEPS } from "../../../../app/analytics/dimensions";
import { judgesTraffic } from "../../../../app/analytics/filters";
import { addDays, type DayRange } from "../../../../app/analytics/periods";
import { startOfDay } from "../../time";
import { eventsFor } from "../activity";
import { type Totals, totalsOf } from "../figures";
import { filteredVisits } from "../filters/filtered-visits";
import type { AnalyticsStore, View } from "../view";
import { scanVisitColumns } from "../visit-columns/cache";
import { HourlyFigures } from "../visit-columns/hour-scan";
import { suspectedValues } from "../visit-columns/judge";
import { DailyFigures, GroupFigures } from "../visit-columns/scan";
import { DEVICES, leadsWithin, recentEventsOf, TOP, type ViewReader } from "./view-reader";

/**
 * The reader of a filtered view (the rollups know one dimension at a time, so they cannot answer "visits
 * from Google in Japanese"): its figures from the visit columns, the visit rows of each day held in memory
 * column by column (visit-columns/, decision 018), one day after the other; its events and leads from the
 * visit rows in SQL (filters/filtered-visits.ts). Both read a filter as filters/meaning.ts says.
 */

/** The values the rule of suspected automated traffic marks over the view's range, when a filter asks. */
const suspectsFor = (store: AnalyticsStore, view: View) =>
  judgesTraffic(view.filters) ? suspectedValues(store, view.range) : undefined;

/** Per day of the view with visits: its figures and the visits at each step of the contact-form funnel. */
async function visitDays(store: AnalyticsStore, view: View) {
  const daily = new DailyFigures(view.filters, await suspectsFor(store, view), view.before);
  await scanVisitColumns(store, view.range, (segment) => daily.add(segment));
  return daily.days;
}

/**
 * The last days of a view that hold at least `count` of its visits (from its figures per day), and the day
 * before them for visits that began before midnight: the days whose visits were seen last.
 */
function latestDays(range: DayRange, daily: readonly ShownDay[], count: number): DayRange | null {
  let visits = 0;
  for (let index = daily.length - 1; index >= 0; index--) {
    visits += daily[index]?.visits ?? 0;
    if (visits >= count || index === 0) {
      if (visits === 0) return null;
      // The days run from the range's first, one after the other: the one before is the previous entry.
      return { from: daily[index - 1]?.date ?? range.from, to: range.to };
    }
  }
  return null;
}

export function visitReader(store: AnalyticsStore, view: View): ViewReader {
  /** One page of the view's visits grouped by the values of `dimension`. */
  const groups: ViewReader["groups"] = async (dimension, page) => {
    const order = page.order ?? "visits";
    const figures = new GroupFigures(dimension, view.filters, await suspectsFor(store, view), view.before);
    await scanVisitColumns(store, view.range, (segment) => figures.add(segment));
    const rows = figures
      .rows()
      .sort((a, b) => b[order] - a[order] || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return { rows: rows.slice(page.offset, page.offset + page.limit), total: rows.length };
  };
  return {
    async days() {
      const byDay = new Map<string, Totals>();
      const funnel = new Map<string, number>();
      for (const row of await visitDays(store, view)) {
        byDay.set(row.day, totalsOf(row));
        for (const step of FUNNEL_STEPS) funnel.set(step, (funnel.get(step) ?? 0) + Number(row[step]));
      }
      return { byDay, funnel };
    },

    async hours() {
      const hourly = new HourlyFigures(view.filters, await suspectsFor(store, view), view.before);
      await scanVisitColumns(store, view.range, (segment) => hourly.add(segment));
      return hourly.byHour;
    },

    async visits() {
      return (await visitDays(store, view)).reduce((sum, day) => sum + day.visits, 0);
    },

    groups,

    async tops() {
      const [pages, devices, countries] = await Promise.all([
        groups("page", { limit: TOP, offset: 0, order: "page_views" }),
        groups("device", { limit: DEVICES.length, offset: 0 }),
        groups("country", { limit: TOP, offset: 0, order: "visitors" }),
      ]);
      return {
        pages: pages.rows.map((row) => ({ page: row.value, views: row.page_views })),
        devices: devices.rows.map((row) => ({ device: row.value, visitors: row.visitors })),
        countries: countries.rows.map((row) => ({ country: row.value, visitors: row.visitors })),
      };
    },

    /**
     * The latest events of the view: those of its visits that pass the filters. Every event of a visit
     * comes no later than the visit was last seen, so the latest events are those of the visits seen last:
     * they are found among the view's last days with visits (its figures per day say which), then their events.
     */
    async recentEvents(daily) {
      const wanted = eventsFor(TOP);
      const days = latestDays(view.range, await daily(), wanted);
      if (!days) return [];
      const visits = await (await filteredVisits(store, { range: days, filters: view.filters }, view.range))
        .select(["id", "started_at"])
        .orderBy("last_seen_at", "desc")
        .limit(wanted)
        .execute();
      if (visits.length === 0) return [];
      const firstStart = Math.min(...visits.map((visit) => Number(visit.started_at)));
      const since = Math.max(startOfDay(view.range.from), firstStart);
      return recentEventsOf(store.db, view.range)
        .where("occurred_at", ">=", since)
        .where(
          "visit_id",
          "in",
          visits.map((visit) => visit.id),
        )
        .execute();
    },

    /**
     * The leads of the view's visits (a lead's visit may have started the day before). Each lead looks up
     * its own visit, so this reads as many visits as leads.
     */
    async leads() {
      const { range, filters } = view;
      const visits = await filteredVisits(
        store,
        { range: { from: addDays(range.from, -1), to: range.to }, filters },
        range,
      );
      return leadsWithin(store.db, range).where(({ exists }) =>
        exists(visits.where(sql<boolean>`analytics_visits.id = leads.visit_id`).select("analytics_visits.id")),
      );
    },
  };
}
