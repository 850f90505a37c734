/**
 * Below this many in either range, a count's change is shown as the compared count itself ("from 17"), not as a
 * percentage: a handful more or fewer makes a large percentage of a small difference. One rule for the headline's
 * counts, the leads, the deals behind the won value and the funnels' steps.
 */
export const MIN_COMPARED_COUNT = 20;

/** Whether two counts are large enough, both, for their change to be read as a percentage. */
export const comparableCounts = (now: number, then: number) => Math.min(now, then) >= MIN_COMPARED_COUNT;
