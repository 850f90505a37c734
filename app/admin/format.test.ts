import { describe, expect, it } from "vitest";
import { formatChange, formatDuration, formatIdr, formatNumber, formatPercent, parseIdr } from "./format";

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

describe("sums in rupiah", () => {
  it("formats whole rupiah grouped like the dashboard's other figures", () => {
    // Intl keeps the symbol and the figure together with a no-break space.
    expect(formatIdr(150_000_000)).toBe("Rp\u00a0150.000.000");
    expect(formatIdr(0)).toBe("Rp\u00a00");
  });

  it("reads what staff type, grouped as in any language, and refuses the rest", () => {
    for (const typed of [
      "150000000",
      "150.000.000",
      "150,000,000",
      "Rp 150.000.000",
      "rp150 000 000",
      " 150000000 ",
      formatIdr(150_000_000),
    ]) {
      expect(parseIdr(typed), typed).toBe(150_000_000);
    }
    expect(parseIdr("0")).toBe(0);
    for (const typed of ["", "1.5", "12,50", "-5", "150 jt", "1e9", "15.00.000", "99999999999999999999"]) {
      expect(parseIdr(typed), typed).toBeNull();
    }
  });
});
