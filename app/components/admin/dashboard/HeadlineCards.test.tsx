import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsSummary, LeadTotals } from "~/admin/types";
import { loadMessages } from "~/i18n/catalog";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { HeadlineCards } from "./HeadlineCards";

const FIGURES = ["totalVisitors", "pageViews", "uniqueVisitors", "averageTimeOnSite", "bounceRate", "conversionRate"];

/** A summary compared with the range before it, whose only leads are those given. */
function summaryWith(now: LeadTotals, before: LeadTotals): AnalyticsSummary {
  // As the server computes a change: none against nothing.
  const change = (a: number, b: number) => (b === 0 ? null : ((a - b) / b) * 100);
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

/** The won value card's lines under its figure: its change, and the deals counted when they are few. */
function wonChange(summary: AnalyticsSummary) {
  const html = renderToString(
    <LocaleProvider locale="en" namespaces={["admin"]}>
      <HeadlineCards summary={summary} metric="visitors" onMetric={() => {}} />
    </LocaleProvider>,
  );
  const card = html.slice(html.indexOf(`data-figure="wonValue"`));
  // What the line reads on screen: its text without what only a screen reader hears.
  const lines = card.slice(card.indexOf("data-change"), card.indexOf("</div>"));
  return lines
    .replace(/<span class="sr-only">.*?<\/span>/g, "")
    .replace(/<\/span><span[^>]*data-change-context[^>]*>/, " | ")
    .replace(/<[^>]+>|^[^>]*>/g, "");
}

describe("the won value's card", () => {
  beforeAll(() => loadMessages("en", ["admin"]));

  it("counts the deals beside its change when either range won only a few", () => {
    const summary = summaryWith(
      { leads: 23, won: 2, wonValue: 205_000_000 },
      { leads: 17, won: 10, wonValue: 1_005_000_000 },
    );
    expect(wonChange(summary)).toBe("-79.6% | 2 deals won, 10 before");
    // Nothing won before: no change to show, the deals still counted.
    expect(wonChange(summaryWith({ leads: 5, won: 1, wonValue: 50_000_000 }, { leads: 3, won: 0, wonValue: 0 }))).toBe(
      "No earlier data to compare | 1 deal won, 0 before",
    );
  });

  it("shows the change alone once both ranges won enough deals", () => {
    const summary = summaryWith(
      { leads: 60, won: 12, wonValue: 1_200_000_000 },
      { leads: 50, won: 10, wonValue: 1_000_000_000 },
    );
    expect(wonChange(summary)).toBe("+20%");
  });
});
