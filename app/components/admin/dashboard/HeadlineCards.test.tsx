import { beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsSummary, LeadTotals } from "~/admin/types";
import { loadMessages } from "~/i18n/catalog";
import { staffMarkup } from "../../../../tests/support/staff-markup";
import { HeadlineCards } from "./HeadlineCards";

const FIGURES = ["totalVisitors", "pageViews", "uniqueVisitors", "averageTimeOnSite", "bounceRate", "conversionRate"];

/** A summary compared with the range before it (100 of everything in each), whose only leads are those given. */
function summaryWith(now: LeadTotals, before: LeadTotals): AnalyticsSummary {
  // As the server computes a change: none against nothing.
  const change = (a: number, b: number) => (b === 0 ? null : ((a - b) / b) * 100);
  const hundreds = Object.fromEntries(FIGURES.map((figure) => [figure, 100]));
  return {
    ...hundreds,
    changes: Object.fromEntries(FIGURES.map((figure) => [figure, 0])),
    comparison: { kind: "previous", figures: hundreds },
    leads: {
      ...now,
      compared: before,
      changes: { leads: change(now.leads, before.leads), wonValue: change(now.wonValue, before.wonValue) },
    },
  } as unknown as AnalyticsSummary;
}

/** A card's lines under its figure, as they read on screen: its change, then what is said beneath it. */
function changeOf(summary: AnalyticsSummary, figure: string) {
  const html = staffMarkup(<HeadlineCards summary={summary} metric="visitors" onMetric={() => {}} />);
  const card = html.slice(html.indexOf(`data-figure="${figure}"`));
  const lines = card.slice(card.indexOf("data-change"), card.indexOf("</li>"));
  return lines
    .replace(/<span class="sr-only">.*?<\/span>/g, "")
    .replace(/<\/span><span[^>]*data-change-context[^>]*>/, " | ")
    .replace(/<[^>]+>|^[^>]*>/g, "")
    .replace(/\u00a0/g, " ");
}

describe("the headline's counts", () => {
  beforeAll(() => loadMessages("en", ["admin"]));

  it("say the compared count instead of a percentage when either range has fewer than 20", () => {
    const few = summaryWith(
      { leads: 23, won: 2, open: 19, wonValue: 205_000_000 },
      { leads: 17, won: 4, open: 5, wonValue: 1.01e9 },
    );
    expect(changeOf(few, "leads")).toBe("from 17");
    // The deals behind a won value decide: the compared sum, and the deals counted beneath it with the leads that
    // can still be won.
    expect(changeOf(few, "wonValue")).toBe("from Rp 1.01 billion | 2 deals, 4 before\n19 still open");
    // Nothing won before: no change to show, the deals still counted.
    const first = summaryWith(
      { leads: 5, won: 1, open: 0, wonValue: 50_000_000 },
      { leads: 3, won: 0, open: 0, wonValue: 0 },
    );
    expect(changeOf(first, "wonValue")).toBe("No earlier data to compare | 1 deal, 0 before");
  });

  it("show a percentage once both ranges have 20 or more", () => {
    const many = summaryWith(
      { leads: 60, won: 24, open: 0, wonValue: 1.2e9 },
      { leads: 50, won: 20, open: 0, wonValue: 1e9 },
    );
    expect(changeOf(many, "leads")).toBe("+20%");
    expect(changeOf(many, "wonValue")).toBe("+20%");
    // The won value's change is neither good nor bad news (a range's open leads are still to be decided): grey.
    const html = staffMarkup(<HeadlineCards summary={many} metric="visitors" onMetric={() => {}} />);
    const card = (figure: string) => html.slice(html.indexOf(`data-figure="${figure}"`)).split("</li>")[0] ?? "";
    expect(card("wonValue")).toMatch(/text-slate-400[^"]*"[^>]*data-change/);
    expect(card("leads")).toMatch(/text-emerald-300[^"]*"[^>]*data-change/);
    expect(changeOf(many, "totalVisitors")).toBe("0%");
  });
});
