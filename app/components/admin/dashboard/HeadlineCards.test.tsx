import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsSummary, LeadTotals } from "~/admin/types";
import { loadMessages } from "~/i18n/catalog";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { HeadlineCards } from "./HeadlineCards";

const FIGURES = ["totalVisitors", "pageViews", "uniqueVisitors", "averageTimeOnSite", "bounceRate", "conversionRate"];

/** A summary compared with the range before it, whose only leads are those given. */
function summaryWith(now: LeadTotals, before: LeadTotals): AnalyticsSummary {
  const change = (a: number, b: number) => ((a - b) / b) * 100;
  return {
    ...Object.fromEntries(FIGURES.map((figure) => [figure, 100])),
    changes: Object.fromEntries(FIGURES.map((figure) => [figure, 0])),
    comparison: { kind: "previous" },
    leads: {
      ...now,
      compared: before,
      changes: { leads: change(now.leads, before.leads), wonValue: change(now.wonValue, before.wonValue) },
    },
  } as unknown as AnalyticsSummary;
}

/** The won value card's line under its figure. */
function wonChange(summary: AnalyticsSummary) {
  const html = renderToString(
    <LocaleProvider locale="en" namespaces={["admin"]}>
      <HeadlineCards summary={summary} metric="visitors" onMetric={() => {}} />
    </LocaleProvider>,
  );
  const card = html.slice(html.indexOf(`data-figure="wonValue"`));
  // What the line reads on screen: its text without what only a screen reader hears.
  const line = card.slice(card.indexOf("data-change"), card.indexOf("</div>"));
  return line.replace(/<span class="sr-only">.*?<\/span>/g, "").replace(/<[^>]+>|^[^>]*>/g, "");
}

describe("the won value's card", () => {
  beforeAll(() => loadMessages("en", ["admin"]));

  it("counts the deals when either range won only a few: a percentage of them would be noise", () => {
    const summary = summaryWith(
      { leads: 23, won: 2, wonValue: 205_000_000 },
      { leads: 17, won: 10, wonValue: 1_005_000_000 },
    );
    expect(wonChange(summary)).toBe("2 deals won, 10 before");
    expect(wonChange(summaryWith({ leads: 5, won: 1, wonValue: 50_000_000 }, { leads: 3, won: 0, wonValue: 0 }))).toBe(
      "1 deal won, 0 before",
    );
  });

  it("shows the change once both ranges won enough deals", () => {
    const summary = summaryWith(
      { leads: 60, won: 12, wonValue: 1_200_000_000 },
      { leads: 50, won: 10, wonValue: 1_000_000_000 },
    );
    expect(wonChange(summary)).toMatch(/^\+20%/);
  });
});
