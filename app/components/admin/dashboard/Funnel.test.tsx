import { beforeAll, describe, expect, it } from "vitest";
import type { FunnelStepFigures } from "~/analytics/funnels";
import { loadMessages } from "~/i18n/catalog";
import { staffMarkup } from "../../../../tests/support/staff-markup";
import { Funnel } from "./Funnel";

const step = (stage: "seen" | "started", visitors: number, conversionRate: number, dropOff = 0): FunnelStepFigures => ({
  name: `form:${stage}`,
  step: { kind: "form", stage },
  visitors,
  conversionRate,
  dropOff,
  dropOffRate: dropOff === 0 ? 0 : (dropOff / (visitors + dropOff)) * 100,
});

const now = [step("seen", 581, 100), step("started", 46, 7.9, 535)];
const then = [step("seen", 500, 100), step("started", 40, 8, 460)];

/** Each step's change line, as the panel writes it. */
const changes = (html: string) => [...html.matchAll(/data-step-change="">(.*?)<\/span>/g)].map((match) => match[1]);

describe("a funnel's steps", () => {
  beforeAll(() => loadMessages("en", ["admin"]));

  it("say the compared range's visitors, not a percentage, at a step with fewer than 20 in a range", () => {
    const few = [step("seen", 581, 100), step("started", 19, 3.3, 562)];
    const html = staffMarkup(<Funnel steps={few} compared={then} />);
    expect(changes(html)).toEqual([
      "Visitors: +16.2% against the compared range",
      "Visitors: 40 in the compared range",
    ]);
  });

  it("say their change against the compared range, the first step's too", () => {
    const html = staffMarkup(<Funnel steps={now} compared={then} />);
    expect(changes(html)).toEqual([
      "Visitors: +16.2% against the compared range",
      "Visitors: +15% against the compared range",
    ]);
    // The first step has no step before it to have gone on from.
    expect(html.match(/data-drop-off=""/g)).toHaveLength(1);
  });
});
