import { judgesTraffic } from "../../../app/analytics/filters";
import type { Funnel, FunnelReport, FunnelStepDefinition, FunnelStepFigures } from "../../../app/analytics/funnels";
import { siteMoment } from "../../../app/analytics/site-calendar";
import { BUILT_IN_GOAL_NAMES } from "../goals";
import { pagePattern } from "../ingest/custom-goals";
import { percentOf } from "./figures";
import { type ComparableView, comparedView } from "./summary";
import type { AnalyticsStore, View } from "./view";
import { scanVisitColumns } from "./visit-columns/cache";
import { FunnelFigures, type StepTest } from "./visit-columns/funnel-scan";
import { suspectedValues } from "./visit-columns/judge";

/** The journey steps a funnel step matches: pages by their path or pattern, goals by token, form stages by name. */
function stepTest(step: FunnelStepDefinition): StepTest {
  if (step.kind === "page") {
    const pattern = pagePattern(step.path);
    return (text) => text.startsWith("/") && pattern.test(text);
  }
  const token = step.kind === "goal" ? step.goal : `form:${step.stage}`;
  return (text) => text === token;
}

/** The visitors of a range's visits that pass the filters at each step of a funnel (goal steps by token). */
async function stepVisitors(store: AnalyticsStore, funnel: Funnel, view: View): Promise<number[]> {
  const suspects = judgesTraffic(view.filters) ? await suspectedValues(store, view.range) : undefined;
  const figures = new FunnelFigures(funnel.steps.map(stepTest), view.filters, suspects, view.before);
  await scanVisitColumns(store, view.range, (segment) => figures.add(segment));
  return figures.visitors;
}

function stepFigures(funnel: Funnel, visitors: number[], view: View): FunnelStepFigures[] {
  const names = view.goals ?? BUILT_IN_GOAL_NAMES;
  const first = visitors[0] ?? 0;
  return funnel.steps.map((stored, index) => {
    const step = stored.kind === "goal" ? { ...stored, goal: names.shown(stored.goal) } : stored;
    const reached = visitors[index] ?? 0;
    const before = index === 0 ? reached : (visitors[index - 1] ?? 0);
    return {
      name: step.kind === "page" ? step.path : step.kind === "goal" ? step.goal : `form:${step.stage}`,
      step,
      visitors: reached,
      conversionRate: percentOf(reached, first),
      dropOff: before - reached,
      dropOffRate: percentOf(before - reached, before),
    };
  });
}

/**
 * A funnel over a view (its range and filters, read from the visit columns as every filtered view is) and over
 * the view it is compared with, as the summary compares (comparedView: a view that ends today against the compared
 * range up to the same time of day): per step, the visitors who reached it after every step before it within one
 * visit, their share of the first step's, and those lost since the step before.
 */
export async function funnelReport(
  store: AnalyticsStore,
  funnel: Funnel,
  view: ComparableView,
  now = Date.now(),
): Promise<FunnelReport> {
  const compared = comparedView(view, now);
  const [current, before] = await Promise.all([
    stepVisitors(store, funnel, view),
    compared ? stepVisitors(store, funnel, compared) : null,
  ]);
  return {
    id: funnel.id,
    name: funnel.name,
    ...view.range,
    steps: stepFigures(funnel, current, view),
    compared:
      compared && before
        ? {
            ...compared.range,
            ...(compared.before !== undefined && { until: siteMoment(compared.before) }),
            steps: stepFigures(funnel, before, view),
          }
        : null,
  };
}
