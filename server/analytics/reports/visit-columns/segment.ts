import { DIMENSIONS, type Dimension } from "../../../../app/analytics/dimensions";

/** The dimensions every visit has at most one value of (all but pages and goals): one column of codes each. */
export type SingleDimension = Exclude<Dimension, "page" | "goal">;
export const SINGLE_DIMENSIONS = DIMENSIONS.filter(
  (dimension): dimension is SingleDimension => dimension !== "page" && dimension !== "goal",
);

/**
 * Memory a held text takes besides its characters, on 64-bit V8: the string's header (16 bytes), its slot
 * in the values' array (8) and the rounding of its characters to 8 bytes.
 */
const VALUE_OVERHEAD_BYTES = 32;

/**
 * Memory a segment takes besides its arrays' contents and texts: the segment, its twenty array objects and
 * their buffers' headers, and the cache's entry for it (measured: about 5 KB for a day without visits).
 */
const SEGMENT_OVERHEAD_BYTES = 6144;

/**
 * The text values of one day's visits (sources, pages, campaigns…), sorted, each coded by its place: codes
 * are the day's own, so that a day's texts leave memory with the day (decision 018, "Memory bound"). The
 * empty value (no referrer, no campaign…) sorts first: code 0.
 */
export class ValueCodes {
  constructor(readonly values: readonly string[]) {}

  /** The code of `value`, or -1 when no visit of the day had it (a binary search of the sorted values). */
  find(value: string): number {
    let low = 0;
    let high = this.values.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = this.values[middle] ?? "";
      if (at < value) low = middle + 1;
      else if (at > value) high = middle - 1;
      else return middle;
    }
    return -1;
  }

  get size(): number {
    return this.values.length;
  }

  /** The memory the values take, over-estimated: 2 bytes a character, as if every text needed two-byte characters. */
  bytes(): number {
    return this.values.reduce((sum, value) => sum + 2 * value.length + VALUE_OVERHEAD_BYTES, 0);
  }
}

/** A visit row as the columns read it (duration is last_seen_at - started_at). */
export interface VisitRow extends Record<SingleDimension, string> {
  day: string;
  visitor: string;
  /** The client key, "" for visits stored before there was one. */
  client: string;
  started_at: number | string;
  page_views: number | string;
  engaged: number | string;
  duration_ms: number | string;
  goals: string;
  converted: number | string;
  funnel: number | string;
  /** Views per page, JSON such as {"/about":2}. */
  pages: string;
  /** What the visit reached in order, space-separated ("" for a visit stored before journeys were kept). */
  journey: string;
}

type Codes = Uint16Array | Int32Array;

/**
 * One day's visits held column by column in typed arrays: what a filtered view scans instead of the visit
 * rows. Rows are ordered by visitor (each visitor's visits side by side), so that counting distinct
 * visitors is counting where the visitor changes. Pages are a list per visit: the codes and views of
 * visit `i` are at `pageStart[i]` up to `pageStart[i + 1]`; so are goals (the codes of their names or
 * tokens, server/analytics/goals.ts), at `goalStart[i]` up to `goalStart[i + 1]`, and its journey (the pages,
 * form stages and goals it reached, in order: what funnels count) at `stepStart[i]` up to `stepStart[i + 1]`.
 */
export interface DaySegment {
  day: string;
  size: number;
  /** The visitor of each visit, numbered within the day. */
  visitor: Int32Array;
  /** The client key of each visit, numbered within the day from 1; 0 for none. */
  client: Int32Array;
  /** When each visit started, epoch seconds. */
  startedS: Uint32Array;
  single: Record<SingleDimension, Codes>;
  pageViews: Int32Array;
  engaged: Uint8Array;
  durationMs: Float64Array;
  goalStart: Int32Array;
  goalCode: Int32Array;
  /** 1 for a visit that converted (reached a goal that counted as a conversion then). */
  converted: Uint8Array;
  stepStart: Int32Array;
  stepCode: Int32Array;
  funnel: Uint8Array;
  pageStart: Int32Array;
  pageCode: Int32Array;
  pageCount: Int32Array;
  /** The day's texts: what its codes stand for. */
  codes: ValueCodes;
  /** Memory the segment takes (its arrays, its texts), for the cache's bound. */
  bytes: number;
}

/**
 * The codes of `column` renumbered by `renumber`, in an array of the type of `into` (plain loops: the
 * typed arrays' `from` and `forEach` call a function per element, which made reading a day 15 % slower).
 */
function renumbered<T extends Uint16Array | Int32Array>(column: readonly number[], renumber: Int32Array, into: T): T {
  for (let index = 0; index < column.length; index++) into[index] = renumber[column[index] ?? 0] ?? 0;
  return into;
}

/** The codes of `column` renumbered by `renumber`, in the narrowest array that holds codes below `size`. */
const codeArray = (column: readonly number[], renumber: Int32Array, size: number): Codes =>
  renumbered(column, renumber, size <= 0x10000 ? new Uint16Array(column.length) : new Int32Array(column.length));

/** The contact form's stages a visit reached, by its funnel step (the fourth, the hand-over, is a goal). */
const STAGES = ["form:seen", "form:started", "form:message"];

/**
 * A visit's journey: as stored, or for a visit stored before journeys were kept, its pages in the order first
 * viewed (its pages' JSON keeps that order), then the form's stages it reached, then its goals.
 */
export function journeyOf(row: Pick<VisitRow, "journey" | "pages" | "funnel" | "goals">): string[] {
  if (row.journey !== "") return row.journey.split(" ");
  const pages = Object.keys(JSON.parse(row.pages) as Record<string, number>).filter((page) => page.startsWith("/"));
  const goals = row.goals === "" ? [] : row.goals.split(" ");
  return [...pages, ...STAGES.slice(0, Number(row.funnel)), ...goals];
}

/** Texts numbered in order of first sight, from 0; `first` are given their numbers before any other. */
class Numbering {
  private readonly numbers: Map<string, number>;

  constructor(first: readonly string[] = []) {
    this.numbers = new Map(first.map((value, index) => [value, index]));
  }

  /** The number of `value`, given one on first sight. */
  numberOf(value: string): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.numbers.size;
      this.numbers.set(value, number);
    }
    return number;
  }

  get size(): number {
    return this.numbers.size;
  }

  /** Every text numbered, in order of their numbers. */
  values(): string[] {
    return [...this.numbers.keys()];
  }
}

/** A day's segment from its visit rows (in any order). */
export function segmentOf(day: string, rows: readonly VisitRow[]): DaySegment {
  // Number the visitors in order of first sight, then order the rows by that number (a counting sort).
  const visitorOf = new Numbering();
  const ordinal = rows.map((row) => visitorOf.numberOf(row.visitor));
  const starts = new Int32Array(visitorOf.size + 1);
  for (const number of ordinal) starts[number + 1] = (starts[number + 1] ?? 0) + 1;
  for (let index = 1; index < starts.length; index++) starts[index] = (starts[index] ?? 0) + (starts[index - 1] ?? 0);
  const order = new Array<VisitRow>(rows.length);
  rows.forEach((row, index) => {
    const number = ordinal[index] ?? 0;
    order[starts[number] ?? 0] = row;
    starts[number] = (starts[number] ?? 0) + 1;
  });
  const sorted = order.map((row) => visitorOf.numberOf(row.visitor));
  // Client keys numbered within the day from 1: 0 is a visit stored before visits had one ("").
  const clientOf = new Numbering([""]);
  const clients = order.map((row) => clientOf.numberOf(row.client));

  // The texts are numbered in order of first sight, then renumbered in sorted order, so that a code is the
  // text's place among the day's sorted values: found by a binary search, with no map kept beside them.
  const seen = new Numbering([""]);
  const firstSight = SINGLE_DIMENSIONS.map((dimension) => order.map((row) => seen.numberOf(row[dimension])));
  const pageStart = new Int32Array(order.length + 1);
  const pageCode: number[] = [];
  const pageCount: number[] = [];
  order.forEach((row, index) => {
    for (const [page, views] of Object.entries(JSON.parse(row.pages) as Record<string, number>)) {
      pageCode.push(seen.numberOf(page));
      pageCount.push(Number(views));
    }
    pageStart[index + 1] = pageCode.length;
  });
  const goalStart = new Int32Array(order.length + 1);
  const goalCode: number[] = [];
  order.forEach((row, index) => {
    if (row.goals !== "") for (const goal of row.goals.split(" ")) goalCode.push(seen.numberOf(goal));
    goalStart[index + 1] = goalCode.length;
  });
  const stepStart = new Int32Array(order.length + 1);
  const stepCode: number[] = [];
  order.forEach((row, index) => {
    for (const step of journeyOf(row)) stepCode.push(seen.numberOf(step));
    stepStart[index + 1] = stepCode.length;
  });
  const values = seen.values().sort();
  const renumber = new Int32Array(values.length);
  values.forEach((value, code) => {
    renumber[seen.numberOf(value)] = code;
  });
  const single = {} as Record<SingleDimension, Codes>;
  SINGLE_DIMENSIONS.forEach((dimension, index) => {
    single[dimension] = codeArray(firstSight[index] ?? [], renumber, values.length);
  });
  const codes = new ValueCodes(values);

  const segment: DaySegment = {
    day,
    size: order.length,
    visitor: Int32Array.from(sorted),
    client: Int32Array.from(clients),
    startedS: Uint32Array.from(order, (row) => Math.floor(Number(row.started_at) / 1000)),
    single,
    pageViews: Int32Array.from(order, (row) => Number(row.page_views)),
    engaged: Uint8Array.from(order, (row) => Number(row.engaged)),
    durationMs: Float64Array.from(order, (row) => Number(row.duration_ms)),
    goalStart,
    goalCode: renumbered(goalCode, renumber, new Int32Array(goalCode.length)),
    converted: Uint8Array.from(order, (row) => Number(row.converted)),
    stepStart,
    stepCode: renumbered(stepCode, renumber, new Int32Array(stepCode.length)),
    funnel: Uint8Array.from(order, (row) => Number(row.funnel)),
    pageStart,
    pageCode: renumbered(pageCode, renumber, new Int32Array(pageCode.length)),
    pageCount: Int32Array.from(pageCount),
    codes,
    bytes: 0,
  };
  const arrays: ArrayBufferView[] = [
    segment.visitor,
    segment.client,
    segment.startedS,
    segment.pageViews,
    segment.engaged,
    segment.durationMs,
    goalStart,
    segment.goalCode,
    segment.converted,
    stepStart,
    segment.stepCode,
    segment.funnel,
    pageStart,
    segment.pageCode,
    segment.pageCount,
    ...Object.values(single),
  ];
  segment.bytes = arrays.reduce((sum, array) => sum + array.byteLength, 0) + codes.bytes() + SEGMENT_OVERHEAD_BYTES;
  return segment;
}
