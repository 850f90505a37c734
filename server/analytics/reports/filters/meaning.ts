import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from "kysely";
import { type JudgedDimension, TRAFFIC_DIMENSION } from "../../../../app/analytics/automated";
import type { FilterDimension } from "../../../../app/analytics/filters";
import type { Dialect } from "../../../db/database";
import type { Database } from "../../../db/schema";
import type { SuspectedValues } from "../visit-columns/judge";
import type { DaySegment, SingleDimension } from "../visit-columns/segment";

/**
 * What each kind of filter means, said once for both ways a filtered report reads its visits: the SQL
 * condition on a visit row (`where`, filtered-visits.ts) and the test of a visit in the visit columns
 * (`test`, visit-columns/scan.ts), for a value (`is`) and for a text the value holds (`contains`, letter case
 * aside as `foldCase` says). A new dimension is one more entry of `kindOf`; a new kind of dimension is one
 * more FilterKind, whose type asks for all of its readings. Negation and the grouping of filters are added by
 * the callers, the same way on both paths.
 */

/** A visit row in SQL. */
export type VisitRows = ExpressionBuilder<Database, "analytics_visits">;

/** Whether the visit in row `row` of a segment passes a filter whose value is coded `code` in the segment's day. */
export type Test = (segment: DaySegment, row: number, code: number) => boolean;

/**
 * Per code of one day, whether the rule of automated traffic marks that source or referrer over the view's
 * range: the suspected values in the day's own codes, filled for each day a traffic filter is set on.
 */
export interface SuspectMarks {
  source: Uint8Array;
  referrer: Uint8Array;
}

/** What a kind of filter needs to be read in SQL. */
interface SqlContext {
  dialect: Dialect;
  suspects: SuspectedValues;
}

/** One kind of filter: its condition on a visit row, and its test of a visit in the visit columns. */
/**
 * Per code of one day, whether the day's text of that code contains a `contains` filter's text: filled for
 * each day the filter is set on (visit-columns/scan.ts).
 */
export interface TextMarks {
  codes: Uint8Array;
}

interface FilterKind {
  where(eb: VisitRows, value: string, context: SqlContext): Expression<SqlBool>;
  /** The SQL condition of `contains`, `text` already folded. */
  whereContains(eb: VisitRows, text: string, context: SqlContext): Expression<SqlBool>;
  /** The visit columns' test of `contains`: by the marks of the day's texts, or by `text` itself. */
  testContains(text: string, marks: TextMarks): Test;
  test(value: string, marks: SuspectMarks): Test;
}

/** Whether `text` contains `needle` (instr on SQLite, strpos on PostgreSQL: both case-sensitive). */
export const contains = (dialect: Dialect, text: RawBuilder<unknown>, needle: unknown): RawBuilder<boolean> =>
  dialect === "sqlite" ? sql<boolean>`instr(${text}, ${needle}) > 0` : sql<boolean>`strpos(${text}, ${needle}) > 0`;

/** `text` with its letters A to Z in lower case in SQL, as foldCase does (SQLite's lower() folds only these). */
const folded = (dialect: Dialect, text: RawBuilder<unknown>): RawBuilder<string> =>
  dialect === "sqlite"
    ? sql<string>`lower(${text})`
    : sql<string>`translate(${text}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`;

/** Whether `column`, letter case aside, contains `text` (folded). */
const holds = (dialect: Dialect, column: RawBuilder<unknown>, text: string) =>
  contains(dialect, folded(dialect, column), text);

/** The goals a visit reached, padded with spaces so that a goal is found as " name ". */
const paddedGoals = sql`(' ' || goals || ' ')`;

/** Whether a visit's `column` is one of `values` (none: false, which `in ()` cannot say). */
const oneOf = (eb: VisitRows, column: JudgedDimension, values: readonly string[]) =>
  values.length === 0 ? sql<boolean>`1 = 0` : eb(column, "in", values);

/** A dimension every visit has at most one value of: the visit's value is the filter's. */
const single = (dimension: SingleDimension): FilterKind => ({
  where: (eb, value) => eb(dimension, "=", value),
  whereContains: (eb, text, { dialect }) => eb.and([holds(dialect, sql.ref(dimension), text)]),
  testContains: (_text, marks) => (segment, row) => marks.codes[segment.single[dimension][row] ?? 0] === 1,
  test: () => (segment, row, code) => segment.single[dimension][row] === code,
});

/** An entry or exit page: as a single value, and only of visits with page views. */
const pageOfVisit = (dimension: "entry_page" | "exit_page"): FilterKind => ({
  where: (eb, value) => eb.and([eb(dimension, "=", value), eb("page_views", ">", 0)]),
  whereContains: (eb, text, { dialect }) =>
    eb.and([holds(dialect, sql.ref(dimension), text), eb("page_views", ">", 0)]),
  testContains: (_text, marks) => (segment, row) =>
    marks.codes[segment.single[dimension][row] ?? 0] === 1 && (segment.pageViews[row] ?? 0) > 0,
  test: () => (segment, row, code) => segment.single[dimension][row] === code && (segment.pageViews[row] ?? 0) > 0,
});

/** A page viewed: the visit's merged pages (JSON such as {"/about":1}) hold that key. */
const viewedPage: FilterKind = {
  where: (eb, value, { dialect }) => eb.and([contains(dialect, sql.ref("pages"), `${JSON.stringify(value)}:`)]),
  // The pages' JSON keys, one by one: the text must be in a page's path, not across two or in a count.
  whereContains: (eb, text, { dialect }) =>
    eb.and([
      dialect === "sqlite"
        ? sql<boolean>`exists (select 1 from json_each(analytics_visits.pages) where ${holds(dialect, sql.ref("key"), text)})`
        : sql<boolean>`exists (select 1 from jsonb_object_keys(analytics_visits.pages::jsonb) as page(path) where ${holds(dialect, sql.ref("page.path"), text)})`,
    ]),
  testContains: (_text, marks) => (segment, row) => {
    for (let at = segment.pageStart[row] ?? 0, end = segment.pageStart[row + 1] ?? 0; at < end; at++) {
      if (marks.codes[segment.pageCode[at] ?? 0] === 1) return true;
    }
    return false;
  },
  test: () => (segment, row, code) => {
    for (let at = segment.pageStart[row] ?? 0, end = segment.pageStart[row + 1] ?? 0; at < end; at++) {
      if (segment.pageCode[at] === code) return true;
    }
    return false;
  },
};

/**
 * A goal reached: the visit's space-separated goals hold its token (the API turns a goal's name into its
 * token: server/analytics/goals.ts). parseFilter refuses `contains` on goals, which are chosen from a list.
 */
const reachedGoal: FilterKind = {
  where: (eb, value, { dialect }) => eb.and([contains(dialect, paddedGoals, ` ${value} `)]),
  whereContains: () => {
    throw new Error("no contains filter on goals");
  },
  testContains: () => {
    throw new Error("no contains filter on goals");
  },
  test: () => (segment, row, code) => {
    for (let at = segment.goalStart[row] ?? 0, end = segment.goalStart[row + 1] ?? 0; at < end; at++) {
      if (segment.goalCode[at] === code) return true;
    }
    return false;
  },
};

/** Suspected automated traffic: the visit's source or referrer is among the values the rule marks. */
const suspectedTraffic: FilterKind = {
  where: (eb, _value, { suspects }) =>
    eb.or([oneOf(eb, "source", suspects.source), oneOf(eb, "referrer", suspects.referrer)]),
  // parseFilter refuses `contains` on traffic, whose one value is a judgement, not a text.
  whereContains: () => {
    throw new Error("no contains filter on traffic");
  },
  testContains: () => {
    throw new Error("no contains filter on traffic");
  },
  test: (_value, marks) => (segment, row) =>
    marks.source[segment.single.source[row] ?? 0] === 1 || marks.referrer[segment.single.referrer[row] ?? 0] === 1,
};

/** The kind of a filter on `dimension`. */
export function kindOf(dimension: FilterDimension): FilterKind {
  if (dimension === TRAFFIC_DIMENSION) return suspectedTraffic;
  if (dimension === "page") return viewedPage;
  if (dimension === "goal") return reachedGoal;
  if (dimension === "entry_page" || dimension === "exit_page") return pageOfVisit(dimension);
  return single(dimension);
}
