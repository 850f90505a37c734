import { DIMENSIONS, type Dimension, GOALS } from "../../../app/analytics/dimensions";

/** The dimensions every visit has at most one value of (all but pages and goals): one column of codes each. */
export type SingleDimension = Exclude<Dimension, "page" | "goal">;
export const SINGLE_DIMENSIONS = DIMENSIONS.filter(
  (dimension): dimension is SingleDimension => dimension !== "page" && dimension !== "goal",
);

/**
 * Every text value the visit columns hold, as a small number: a value and its code, both ways. The
 * empty value (no referrer, no campaign…) is code 0.
 */
export class ValueCodes {
  private readonly codes = new Map<string, number>([["", 0]]);
  readonly values: string[] = [""];

  /** The code of `value`, given one on first sight. */
  codeOf(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** The code of `value`, or -1 when no visit ever had it. */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }

  get size(): number {
    return this.values.length;
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
  funnel: number | string;
  /** Views per page, JSON such as {"/about":2}. */
  pages: string;
}

type Codes = Uint16Array | Int32Array;

/**
 * One day's visits held column by column in typed arrays: what a filtered view scans instead of the visit
 * rows. Rows are ordered by visitor (each visitor's visits side by side), so that counting distinct
 * visitors is counting where the visitor changes. Pages are a list per visit: the codes and views of
 * visit `i` are at `pageStart[i]` up to `pageStart[i + 1]`.
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
  /** Bit `g` set when the visit reached GOALS[g] (room for 32 goals). */
  goals: Uint32Array;
  funnel: Uint8Array;
  pageStart: Int32Array;
  pageCode: Int32Array;
  pageCount: Int32Array;
  /** Memory the arrays take, for the cache's budget. */
  bytes: number;
}

const GOAL_BITS = new Map<string, number>(GOALS.map((goal, index) => [goal, 1 << index]));

/** The bit mask of the goals named in a visit's space-separated goals. */
export const goalMask = (goals: string) =>
  goals === "" ? 0 : goals.split(" ").reduce((mask, goal) => mask | (GOAL_BITS.get(goal) ?? 0), 0);

/** The narrowest array that holds codes up to `max`. */
const codeArray = (values: number[], max: number): Codes =>
  max < 0x10000 ? Uint16Array.from(values) : Int32Array.from(values);

/** A day's segment from its visit rows (in any order), coding their texts with `codes`. */
export function segmentOf(day: string, rows: readonly VisitRow[], codes: ValueCodes): DaySegment {
  // Number the visitors in order of first sight, then order the rows by that number (a counting sort).
  const visitorOf = new Map<string, number>();
  const ordinal = rows.map((row) => {
    let number = visitorOf.get(row.visitor);
    if (number === undefined) {
      number = visitorOf.size;
      visitorOf.set(row.visitor, number);
    }
    return number;
  });
  const starts = new Int32Array(visitorOf.size + 1);
  for (const number of ordinal) starts[number + 1] = (starts[number + 1] ?? 0) + 1;
  for (let index = 1; index < starts.length; index++) starts[index] = (starts[index] ?? 0) + (starts[index - 1] ?? 0);
  const order = new Array<VisitRow>(rows.length);
  rows.forEach((row, index) => {
    const number = ordinal[index] ?? 0;
    order[starts[number] ?? 0] = row;
    starts[number] = (starts[number] ?? 0) + 1;
  });
  const sorted = order.map((row) => visitorOf.get(row.visitor) ?? 0);
  const clientOf = new Map<string, number>([["", 0]]);
  const clients = order.map((row) => {
    let number = clientOf.get(row.client);
    if (number === undefined) {
      number = clientOf.size;
      clientOf.set(row.client, number);
    }
    return number;
  });

  const single = {} as Record<SingleDimension, Codes>;
  for (const dimension of SINGLE_DIMENSIONS) {
    const values = order.map((row) => codes.codeOf(row[dimension]));
    single[dimension] = codeArray(values, codes.size);
  }
  const pageStart = new Int32Array(order.length + 1);
  const pageCode: number[] = [];
  const pageCount: number[] = [];
  order.forEach((row, index) => {
    for (const [page, views] of Object.entries(JSON.parse(row.pages) as Record<string, number>)) {
      pageCode.push(codes.codeOf(page));
      pageCount.push(Number(views));
    }
    pageStart[index + 1] = pageCode.length;
  });

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
    goals: Uint32Array.from(order, (row) => goalMask(row.goals)),
    funnel: Uint8Array.from(order, (row) => Number(row.funnel)),
    pageStart,
    pageCode: Int32Array.from(pageCode),
    pageCount: Int32Array.from(pageCount),
    bytes: 0,
  };
  const arrays: ArrayBufferView[] = [
    segment.visitor,
    segment.client,
    segment.startedS,
    segment.pageViews,
    segment.engaged,
    segment.durationMs,
    segment.goals,
    segment.funnel,
    pageStart,
    segment.pageCode,
    segment.pageCount,
    ...Object.values(single),
  ];
  segment.bytes = arrays.reduce((sum, array) => sum + array.byteLength, 0);
  return segment;
}
