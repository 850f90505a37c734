import { describe, expect, it } from "vitest";
import type { AnalyticsSummary, BreakdownRow } from "~/admin/types";
import { unnamed } from "./unnamed-row";

const row = (value: string, visits: number, conversions: number, leads: number, wonValue: number) =>
  ({ value, visits, conversions, leads, wonValue }) as BreakdownRow;

const summary = (leads: AnalyticsSummary["leads"]) =>
  ({ totalVisitors: 100, conversions: 10, leads }) as AnalyticsSummary;

describe("the row of what no service names", () => {
  const rows = [row("web-development", 40, 6, 3, 120_000_000), row("hr-systems", 20, 1, 1, 0)];

  it("is the view's visits, conversions, leads and won business less the rows'", () => {
    const leads = { leads: 6, won: 2, open: 3, wonValue: 245_000_000, compared: null, changes: {} };
    expect(unnamed(summary(leads as AnalyticsSummary["leads"]), rows)).toMatchObject({
      visits: 40,
      conversions: 3,
      conversionRate: 7.5,
      leads: 2,
      wonValue: 125_000_000,
    });
  });

  it("has no leads on a shared link, and is no row when the rows hold everything", () => {
    expect(unnamed(summary(null), rows)).toMatchObject({ visits: 40, leads: null, wonValue: null });
    const all = [...rows, row("iot-technology", 40, 3, 0, 0)];
    const leads = { leads: 4, won: 1, open: 3, wonValue: 120_000_000, compared: null, changes: {} };
    expect(unnamed(summary(leads as AnalyticsSummary["leads"]), all)).toBeNull();
  });
});
