import { describe, expect, it } from "vitest";
import { formatsFor, parseIdr } from "./format";

const [en, id, ja, ko, zh] = [formatsFor("en"), formatsFor("id"), formatsFor("ja"), formatsFor("ko"), formatsFor("zh")];

describe("dashboard figures", () => {
  it("formats numbers as the staff member's language writes them", () => {
    expect([en, id, ja, ko, zh].map((format) => format.number(1280))).toEqual([
      "1,280",
      "1.280",
      "1,280",
      "1,280",
      "1,280",
    ]);
    expect(id.number(1234567)).toBe("1.234.567");
    expect([en.percent(12.5), id.percent(12.5)]).toEqual(["12.5%", "12,5%"]);
  });

  it("signs changes", () => {
    expect([en.change(12), en.change(-3.5), en.change(0)]).toEqual(["+12%", "-3.5%", "0%"]);
    expect([id.change(-3.5), id.signed(2.5), en.signed(0)]).toEqual(["-3,5%", "+2,5", "0"]);
  });

  it("shows durations in hours, minutes and seconds", () => {
    expect([en.duration(245), en.duration(59.6), en.duration(0), en.duration(3725)]).toEqual([
      "4m 5s",
      "1m 0s",
      "0s",
      "1h 2m 5s",
    ]);
    expect(ko.duration(245)).toBe("4분 5초");
  });

  it("writes one date style for days and moments, whatever the time zone", () => {
    expect(en.day("2026-11-21")).toBe("Nov 21, 2026");
    expect(id.day("2026-11-21")).toBe("21 Nov 2026");
    expect(ja.day("2026-01-01")).toBe("2026/01/01");
    expect(en.moment("2026-11-21T02:05:00Z")).toContain("Nov 21, 2026");
  });
});

describe("sums in rupiah", () => {
  it("formats whole rupiah grouped like the dashboard's other figures", () => {
    // Intl keeps the symbol and the figure together with a no-break space.
    expect(id.idr(150_000_000)).toBe("Rp\u00a0150.000.000");
    expect(en.idr(150_000_000)).toBe("Rp\u00a0150,000,000");
    expect(id.idr(0)).toBe("Rp\u00a00");
  });

  it("reads what staff type, grouped as in any language, and refuses the rest", () => {
    for (const typed of [
      "150000000",
      "150.000.000",
      "150,000,000",
      "Rp 150.000.000",
      "rp150 000 000",
      " 150000000 ",
      ...[en, id, ja, ko, zh].map((format) => format.idr(150_000_000)),
    ]) {
      expect(parseIdr(typed), typed).toBe(150_000_000);
    }
    expect(parseIdr("0")).toBe(0);
    for (const typed of ["", "1.5", "12,50", "-5", "150 jt", "1e9", "15.00.000", "99999999999999999999"]) {
      expect(parseIdr(typed), typed).toBeNull();
    }
  });
});
