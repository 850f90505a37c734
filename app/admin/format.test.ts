import { describe, expect, it } from "vitest";
import { formatChange, formatDuration, formatNumber, formatPercent } from "./format";

describe("dashboard figures", () => {
  it("formats numbers in the Indonesian locale", () => {
    expect(formatNumber(1247)).toBe("1.247");
    expect(formatNumber(1234567)).toBe("1.234.567");
    expect(formatPercent(12.5)).toBe("12,5%");
  });

  it("signs changes", () => {
    expect(formatChange(12)).toBe("+12%");
    expect(formatChange(-3.5)).toBe("-3,5%");
    expect(formatChange(0)).toBe("0%");
  });

  it("shows the average time as minutes and seconds", () => {
    expect(formatDuration(245)).toBe("4m 5s");
    expect(formatDuration(59.6)).toBe("1m 0s");
    expect(formatDuration(0)).toBe("0m 0s");
  });
});
