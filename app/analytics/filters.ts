import { AUTOMATED_VALUE, TRAFFIC_DIMENSION } from "./automated";
import { DIMENSIONS, type Dimension } from "./dimensions";

/** What a filter can test: a dimension's value, or whether a visit's traffic is suspected automated. */
export type FilterDimension = Dimension | typeof TRAFFIC_DIMENSION;

/**
 * A filter of the dashboard's view: the visits whose `dimension` is (or is not) `value`; for `page` and
 * `goal`, the visits that viewed that page or reached that goal (or did not); for `traffic`, whose only
 * value is `automated`, the visits of the sources and referrers the rule suspects over the view's range
 * (app/analytics/automated.ts). Written in URLs and API queries as `filter=dimension:value` and
 * `filter=dimension!:value`, shared by the server that applies them and the staff page that builds them.
 */
export interface Filter {
  dimension: FilterDimension;
  negated: boolean;
  value: string;
}

/** Filters one view combines at most (all of them must hold). */
export const MAX_FILTERS = 10;
/** The longest value a filter can name: the longest any dimension keeps (a page path). */
export const MAX_FILTER_VALUE = 300;

const isFilterDimension = (name: string): name is FilterDimension =>
  name === TRAFFIC_DIMENSION || (DIMENSIONS as readonly string[]).includes(name);

/** A filter from its text (`source:Google`, `locale!:ja`), or what is wrong with it. */
export function parseFilter(text: string): Filter | { problem: string } {
  const colon = text.indexOf(":");
  if (colon < 1) return { problem: `filter "${text.slice(0, 40)}" is not dimension:value or dimension!:value` };
  const negated = text[colon - 1] === "!";
  const name = text.slice(0, negated ? colon - 1 : colon);
  const value = text.slice(colon + 1);
  if (!isFilterDimension(name)) return { problem: `filter names an unknown dimension "${name.slice(0, 40)}"` };
  if (value.length === 0) return { problem: `filter on ${name} names no value` };
  if (value.length > MAX_FILTER_VALUE)
    return { problem: `filter on ${name} is longer than ${MAX_FILTER_VALUE} characters` };
  if (name === TRAFFIC_DIMENSION && value !== AUTOMATED_VALUE)
    return { problem: `filter on ${TRAFFIC_DIMENSION} names only ${AUTOMATED_VALUE}` };
  return { dimension: name, negated, value };
}

/** A filter as a URL or API query writes it. */
export const filterText = ({ dimension, negated, value }: Filter) => `${dimension}${negated ? "!" : ""}:${value}`;

/** Whether two filters are the same condition. */
export const sameFilter = (a: Filter, b: Filter) =>
  a.dimension === b.dimension && a.negated === b.negated && a.value === b.value;

/** Leaves out the visits of suspected automated traffic (the dashboard's switch). */
export const EXCLUDE_AUTOMATED: Filter = { dimension: TRAFFIC_DIMENSION, negated: true, value: AUTOMATED_VALUE };

/** Whether a view's filters need the rule's judgement of its range. */
export const judgesTraffic = (filters: readonly Filter[]) =>
  filters.some((filter) => filter.dimension === TRAFFIC_DIMENSION);
