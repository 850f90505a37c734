import { type ExpressionBuilder, type Kysely, type RawBuilder, sql } from "kysely";
import { type JudgedDimension, TRAFFIC_DIMENSION } from "../../../app/analytics/automated";
import type { Dimension } from "../../../app/analytics/dimensions";
import { type Filter, judgesTraffic } from "../../../app/analytics/filters";
import type { DayRange } from "../../../app/analytics/periods";
import type { Dialect } from "../../db/database";
import type { Database } from "../../db/schema";
import { type SuspectedValues, suspectedValues } from "./visit-columns/judge";

/** What the filtered reports read: the database and its dialect (a few SQL functions differ). */
export interface AnalyticsStore {
  db: Kysely<Database>;
  dialect: Dialect;
}

/** A range of days and the filters that narrow its visits: what every report of a view reads. */
export interface View {
  range: DayRange;
  filters: readonly Filter[];
}

type Visits = ExpressionBuilder<Database, "analytics_visits">;

/** Whether `text` contains `needle` (instr on SQLite, strpos on PostgreSQL: both case-sensitive). */
export const contains = (dialect: Dialect, text: RawBuilder<unknown>, needle: unknown): RawBuilder<boolean> =>
  dialect === "sqlite" ? sql<boolean>`instr(${text}, ${needle}) > 0` : sql<boolean>`strpos(${text}, ${needle}) > 0`;

/** The goals a visit reached, padded with spaces so that a goal is found as " name ". */
export const paddedGoals = sql`(' ' || goals || ' ')`;

/** A visit's value of a dimension that every visit has at most one of; entry and exit pages only with page views. */
function singleValue(eb: Visits, dimension: Exclude<Dimension, "page" | "goal">, value: string) {
  const equal = eb(dimension, "=", value);
  return dimension === "entry_page" || dimension === "exit_page" ? eb.and([equal, eb("page_views", ">", 0)]) : equal;
}

/** Whether a visit's `column` is one of `values` (none: false, which `in ()` cannot say). */
const oneOf = (eb: Visits, column: JudgedDimension, values: readonly string[]) =>
  values.length === 0 ? sql<boolean>`1 = 0` : eb(column, "in", values);

/**
 * The condition a filter sets on a visit row. A visit viewed a page when its merged pages (JSON such as
 * {"/about":1}) hold that key; it reached a goal when its space-separated goals hold that name; its traffic
 * is suspected automated when its source or referrer is among `suspects`.
 */
function condition(eb: Visits, dialect: Dialect, { dimension, negated, value }: Filter, suspects: SuspectedValues) {
  const holds =
    dimension === TRAFFIC_DIMENSION
      ? eb.or([oneOf(eb, "source", suspects.source), oneOf(eb, "referrer", suspects.referrer)])
      : dimension === "page"
        ? eb.and([contains(dialect, sql.ref("pages"), `${JSON.stringify(value)}:`)])
        : dimension === "goal"
          ? eb.and([contains(dialect, paddedGoals, ` ${value} `)])
          : singleValue(eb, dimension, value);
  return negated ? eb.not(holds) : holds;
}

/**
 * The visits of a view: started within its days, matching every filter. A filter on suspected automated
 * traffic judges the visits of `judged` (the view's own range, when the rows read are a part of it, or reach
 * further).
 */
export async function filteredVisits(store: AnalyticsStore, { range, filters }: View, judged: DayRange = range) {
  const suspects = judgesTraffic(filters) ? await suspectedValues(store, judged) : { source: [], referrer: [] };
  return store.db
    .selectFrom("analytics_visits")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where((eb) => eb.and(filters.map((filter) => condition(eb, store.dialect, filter, suspects))));
}
