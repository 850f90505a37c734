import { AUTOMATED_RULE } from "../../../app/analytics/automated";

/**
 * The rule that marks a source or referrer domain "suspected automated" over a report's range (docs/decisions/017,
 * "Suspected automated traffic"). Visitors are told apart by address and user agent, so one address that
 * rotates its user agent makes a new visitor of every request; many real people also share one address
 * (carrier-grade NAT, an office). What tells them apart is how the visits come: people behind one address
 * arrive over hours, from many sources; a flood arrives at once, or from one address to one source at a
 * pace no group of people keeps.
 */

/** A visit as the rule sees it. */
export interface JudgedVisit {
  /** Its client key as a number unique within the range (one address on one day), 0 when unknown. */
  client: number;
  /** When it started, epoch seconds. */
  startedS: number;
}

/** The most of the ascending `times` (seconds) that lie within one span of `windowS` seconds. */
function mostWithin(times: Float64Array, windowS: number): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last++) {
    while ((times[last] ?? 0) - (times[first] ?? 0) >= windowS) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

const ascending = (times: number[]) => Float64Array.from(times).sort();

/** The client key with more than half of the visits (a known one), or 0 when none has. */
function majorityClient(visits: readonly JudgedVisit[]): number {
  // Boyer and Moore's vote: the only key that can hold a majority, then counted.
  let candidate = 0;
  let lead = 0;
  for (const { client } of visits) {
    if (lead === 0) candidate = client;
    lead += client === candidate ? 1 : -1;
  }
  if (candidate === 0) return 0;
  const count = visits.reduce((sum, visit) => sum + (visit.client === candidate ? 1 : 0), 0);
  return count * 2 > visits.length ? candidate : 0;
}

/**
 * Whether the visits of one source or referrer domain over a range look automated. With N = AUTOMATED_RULE's
 * minVisits (20), it is when the value has at least N visits and either
 * - **one address**: one client key (one address on one day) brought more than half of them, N of those
 *   within one hour; or
 * - **a burst**: more than half of them, and at least N, started within one minute.
 * Forty colleagues behind one office address over a working day, or a carrier's shared address among many
 * sources, trip neither; 600 visits from one address in two seconds trip both.
 */
export function looksAutomated(visits: readonly JudgedVisit[]): boolean {
  const { minVisits, addressWindowS, burstWindowS } = AUTOMATED_RULE;
  if (visits.length < minVisits) return false;
  const burst = mostWithin(ascending(visits.map((visit) => visit.startedS)), burstWindowS);
  if (burst >= minVisits && burst * 2 > visits.length) return true;
  const client = majorityClient(visits);
  if (client === 0) return false;
  const fromClient = visits.filter((visit) => visit.client === client).map((visit) => visit.startedS);
  return mostWithin(ascending(fromClient), addressWindowS) >= minVisits;
}
