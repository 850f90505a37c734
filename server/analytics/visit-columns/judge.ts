import { AUTOMATED_RULE, type JudgedDimension } from "../../../app/analytics/automated";
import { type JudgedVisit, looksAutomated } from "../automated";
import type { DaySegment, ValueCodes } from "./segment";

/** The codes of the values the rule of suspected automated traffic marks over a range, per judged dimension. */
export type SuspectCodes = Record<JudgedDimension, ReadonlySet<number>>;

/**
 * The values of `dimension` the rule could mark: at least minVisits visits in the range, more than half of
 * them on one day or two days in a row. Every way the rule holds needs that (a client key lives one day, a
 * minute touches at most two), so the visits of the other values, most of them, are never gathered.
 * `segments` are the range's days in order, one after the other.
 */
function candidates(segments: readonly DaySegment[], dimension: JudgedDimension, size: number): Set<number> {
  const total = new Int32Array(size);
  const most = new Int32Array(size);
  let before = new Int32Array(size);
  let day = new Int32Array(size);
  let beforeSeen: number[] = [];
  for (const segment of segments) {
    const column = segment.single[dimension];
    const seen: number[] = [];
    for (let row = 0; row < segment.size; row++) {
      const code = column[row] ?? 0;
      if (code === 0) continue;
      if (day[code] === 0) seen.push(code);
      day[code] = (day[code] ?? 0) + 1;
    }
    for (const code of seen) {
      total[code] = (total[code] ?? 0) + (day[code] ?? 0);
      most[code] = Math.max(most[code] ?? 0, (day[code] ?? 0) + (before[code] ?? 0));
    }
    for (const code of beforeSeen) before[code] = 0;
    [before, day, beforeSeen] = [day, before, seen];
  }
  const found = new Set<number>();
  total.forEach((visits, code) => {
    if (visits >= AUTOMATED_RULE.minVisits && (most[code] ?? 0) * 2 > visits) found.add(code);
  });
  return found;
}

/** The values of `dimension` whose visits over the segments' range look automated (server/analytics/automated.ts). */
function suspectsOf(segments: readonly DaySegment[], dimension: JudgedDimension, size: number): Set<number> {
  const wanted = candidates(segments, dimension, size);
  if (wanted.size === 0) return wanted;
  const visits = new Map<number, JudgedVisit[]>([...wanted].map((code) => [code, []]));
  segments.forEach((segment, index) => {
    const column = segment.single[dimension];
    for (let row = 0; row < segment.size; row++) {
      const list = visits.get(column[row] ?? 0);
      if (!list) continue;
      const client = segment.client[row] ?? 0;
      // Numbered within its day: the day's place in the range makes it unique within the range.
      list.push({ client: client === 0 ? 0 : index * 2 ** 32 + client, startedS: segment.startedS[row] ?? 0 });
    }
  });
  return new Set([...visits].filter(([, list]) => looksAutomated(list)).map(([code]) => code));
}

/**
 * The judgements of the latest ranges, by their last day's segment: the reports of one view (its figures,
 * panels, leads) ask for the same range's, and get them once while its segments stay the same.
 */
const judged = new WeakMap<DaySegment, { segments: readonly DaySegment[]; suspects: SuspectCodes }>();

/** The values the rule marks over the range of `segments` (its days in order), per judged dimension. */
export function suspectCodes(segments: readonly DaySegment[], codes: ValueCodes): SuspectCodes {
  const last = segments[segments.length - 1];
  const known = last && judged.get(last);
  if (known && known.segments.length === segments.length && known.segments.every((day, i) => day === segments[i])) {
    return known.suspects;
  }
  const suspects: SuspectCodes = {
    source: suspectsOf(segments, "source", codes.size),
    referrer: suspectsOf(segments, "referrer", codes.size),
  };
  if (last) judged.set(last, { segments: [...segments], suspects });
  return suspects;
}
