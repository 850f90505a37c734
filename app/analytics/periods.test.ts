import { describe, expect, it } from "vitest";
import { comparisonRange, daysIn, everyDay, periodRange, previousRange } from "./periods";

describe("dashboard periods", () => {
  it("name their days in the site's calendar", () => {
    const today = "2026-03-01";
    expect(periodRange("today", today)).toEqual({ from: "2026-03-01", to: "2026-03-01" });
    expect(periodRange("yesterday", today)).toEqual({ from: "2026-02-28", to: "2026-02-28" });
    expect(periodRange("7d", today)).toEqual({ from: "2026-02-23", to: "2026-03-01" });
    expect(periodRange("90d", today)).toEqual({ from: "2025-12-02", to: "2026-03-01" });
    expect(periodRange("month", today)).toEqual({ from: "2026-03-01", to: "2026-03-01" });
    expect(periodRange("last_month", today)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(periodRange("last_month", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(periodRange("last_month", "2028-03-31")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(daysIn(periodRange("12mo", today))).toBe(365);
    expect(periodRange("year", today)).toEqual({ from: "2026-01-01", to: "2026-03-01" });
    expect(periodRange("year", "2026-01-01")).toEqual({ from: "2026-01-01", to: "2026-01-01" });
  });

  it("compare with the range of the same length just before", () => {
    expect(previousRange({ from: "2026-02-23", to: "2026-03-01" })).toEqual({ from: "2026-02-16", to: "2026-02-22" });
    expect(previousRange({ from: "2026-03-01", to: "2026-03-01" })).toEqual({ from: "2026-02-28", to: "2026-02-28" });
    expect(everyDay({ from: "2026-02-27", to: "2026-03-02" })).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });

  it("compare with the same days a year earlier, or with nothing", () => {
    const range = { from: "2026-11-01", to: "2026-11-23" };
    expect(comparisonRange(range, "year")).toEqual({ from: "2025-11-01", to: "2025-11-23" });
    expect(comparisonRange(range, "previous")).toEqual(previousRange(range));
    expect(comparisonRange(range, "none")).toBeNull();
    expect(comparisonRange({ from: "2028-02-01", to: "2028-02-29" }, "year")).toEqual({
      from: "2027-02-01",
      to: "2027-02-28",
    });
  });
});
