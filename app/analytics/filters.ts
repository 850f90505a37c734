import { AUTOMATED_VALUE, TRAFFIC_DIMENSION } from "./automated";
import { DIMENSIONS, type Dimension } from "./dimensions";

/** What a filter can test: a dimension's value, or whether a visit's traffic is suspected automated. */
export type FilterDimension = Dimension | typeof TRAFFIC_DIMENSION;

/**
 * A filter of the dashboard's view: the visits whose `dimension` is (or is not) `value`, or, with `contains`,
 * whose value holds `value` (or does not), letter case aside; for `page` and `goal`, the visits that viewed
 * such a page or reached such a goal (or did not); for `traffic`, whose only value is `automated`, the visits
 * of the sources and referrers the rule suspects over the view's range (app/analytics/automated.ts). Written
 * in URLs and API queries as `filter=dimension:value`, `dimension!:value`, `dimension~:text` and
 * `dimension!~:text`, shared by the server that applies them and the staff page that builds them.
 *
 * A view's filters all hold, except that several `is` filters on one dimension match any of their values
 * (`source:Google` and `source:Bing` is Google or Bing): see `filterGroups`.
 */
export interface Filter {
  dimension: FilterDimension;
  negated: boolean;
  value: string;
  /** Whether the value is a text that the visit's value contains, rather than the value itself. */
  contains?: boolean;
}

/** Filters one view combines at most (all of them must hold). */
export const MAX_FILTERS = 10;
/** The longest value a filter can name: the longest any dimension keeps (a page path). */
export const MAX_FILTER_VALUE = 300;

const isFilterDimension = (name: string): name is FilterDimension =>
  name === TRAFFIC_DIMENSION || (DIMENSIONS as readonly string[]).includes(name);

/** A filter from its text (`source:Google`, `locale!:ja`, `page~:blog`), or what is wrong with it. */
export function parseFilter(text: string): Filter | { problem: string } {
  const colon = text.indexOf(":");
  const operator = /(!~|!|~)?$/.exec(text.slice(0, Math.max(colon, 0)))?.[1] ?? "";
  if (colon - operator.length < 1) {
    return {
      problem: `filter "${text.slice(0, 40)}" is not dimension:value, dimension!:value, dimension~:text or dimension!~:text`,
    };
  }
  const negated = operator.startsWith("!");
  const contains = operator.endsWith("~");
  const name = text.slice(0, colon - operator.length);
  const value = text.slice(colon + 1);
  if (!isFilterDimension(name)) return { problem: `filter names an unknown dimension "${name.slice(0, 40)}"` };
  if (value.length === 0) return { problem: `filter on ${name} names no value` };
  if (value.length > MAX_FILTER_VALUE)
    return { problem: `filter on ${name} is longer than ${MAX_FILTER_VALUE} characters` };
  if (name === TRAFFIC_DIMENSION && (value !== AUTOMATED_VALUE || contains))
    return { problem: `filter on ${TRAFFIC_DIMENSION} names only ${AUTOMATED_VALUE}` };
  // Goals are chosen from the list of goals, by name: one goal, or any of several.
  if (name === "goal" && contains) return { problem: "filter on goal names a goal (is or is not), never a text" };
  return contains ? { dimension: name, negated, value, contains } : { dimension: name, negated, value };
}

/** A filter as a URL or API query writes it. */
export const filterText = ({ dimension, negated, value, contains }: Filter) =>
  `${dimension}${negated ? "!" : ""}${contains ? "~" : ""}:${value}`;

/** Whether two filters are the same condition. */
export const sameFilter = (a: Filter, b: Filter) =>
  a.dimension === b.dimension && a.negated === b.negated && a.value === b.value && !a.contains === !b.contains;

/**
 * The view's filters as the conditions that must all hold: the `is` filters on one dimension together (a
 * visit passes if it has any of their values), every other filter alone.
 */
export function filterGroups(filters: readonly Filter[]): Filter[][] {
  const groups: Filter[][] = [];
  const byDimension = new Map<FilterDimension, Filter[]>();
  for (const filter of filters) {
    if (filter.negated || filter.contains) {
      groups.push([filter]);
      continue;
    }
    const group = byDimension.get(filter.dimension);
    if (group) group.push(filter);
    else {
      const made = [filter];
      byDimension.set(filter.dimension, made);
      groups.push(made);
    }
  }
  return groups;
}

/**
 * Letters A to Z in lower case, the one way every path of the reports ignores letter case (SQLite's lower()
 * folds only these, and PostgreSQL is told to fold the same), so that a `contains` filter finds the same
 * visits on each.
 */
export const foldCase = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** Leaves out the visits of suspected automated traffic (the dashboard's switch). */
export const EXCLUDE_AUTOMATED: Filter = { dimension: TRAFFIC_DIMENSION, negated: true, value: AUTOMATED_VALUE };

/** Whether a view's filters need the rule's judgement of its range. */
export const judgesTraffic = (filters: readonly Filter[]) =>
  filters.some((filter) => filter.dimension === TRAFFIC_DIMENSION);
