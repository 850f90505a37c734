import { describe, expect, it } from "vitest";
import { bucketed } from "~/analytics/series";
import { SITE_TIME_ZONE } from "~/config/build";
import { formatsFor, parseIdr } from "./format";
import { pointLabel } from "./point-label";

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
    // Rates keep their one decimal so that a column of them lines up; a scroll depth is whole.
    expect([en.percent(23), id.percent(0)]).toEqual(["23.0%", "0,0%"]);
    expect(en.wholePercent(75)).toBe("75%");
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
    expect(id.duration(245)).toBe("4 mnt 5 dtk");
  });

  it("writes one date style for days and moments, whatever the time zone", () => {
    expect(en.day("2026-11-21")).toBe("Nov 21, 2026");
    expect(id.day("2026-11-21")).toBe("21 Nov 2026");
    expect(ja.day("2026-01-01")).toBe("2026/01/01");
    // A range writes what its ends share once; one day is that day.
    expect(en.days("2026-11-24", "2026-11-30")).toBe("Nov 24\u2009\u2013\u200930, 2026");
    expect(id.days("2026-11-24", "2026-11-30")).toBe("24\u201330 Nov 2026");
    expect(en.days("2026-10-24", "2027-01-30")).toBe("Oct 24, 2026\u2009\u2013\u2009Jan 30, 2027");
    expect(en.days("2026-11-21", "2026-11-21")).toBe(en.day("2026-11-21"));
    expect(en.moment("2026-11-21T02:05:00Z")).toContain("Nov 21, 2026");
  });
});

describe("dates on the chart and moments", () => {
  it("label the chart's days, weeks and months in the one date style", () => {
    const daily = ["2026-11-29", "2026-11-30", "2026-12-01"].map((date) => ({
      date,
      visitors: 1,
      visits: 1,
      pageViews: 1,
    }));
    const labels = (format: typeof en, interval: "day" | "week" | "month") =>
      bucketed(daily, interval).map((point) => pointLabel(format, interval, point));
    expect(labels(en, "day")).toEqual([en.day("2026-11-29"), en.day("2026-11-30"), en.day("2026-12-01")]);
    expect(labels(en, "day")[0]).toBe("Nov 29, 2026");
    expect(labels(en, "week")).toEqual(["Nov 29, 2026", "Nov 30\u2009–\u2009Dec 1, 2026"]);
    expect(labels(id, "week")[1]).toBe("30 Nov\u2009–\u20091 Des 2026");
    expect(labels(en, "month")).toEqual(["Nov 2026", "Dec 2026"]);
    expect(labels(ja, "day")[0]).toBe(ja.day("2026-11-29"));
    // Within one year, a day's label leaves the year out.
    expect(
      pointLabel(
        en,
        "day",
        { start: "2026-11-29", end: "2026-11-29", visitors: 0, visits: 0, pageViews: 0 },
        { oneYear: true },
      ),
    ).toBe("Nov 29");
  });

  it("label hours in the site's time zone, with their weekday when the chart spans several days", () => {
    const jakarta = formatsFor("en", "Asia/Jakarta");
    const point = {
      start: "2026-11-30T14:00:00+07:00",
      end: "2026-11-30T14:00:00+07:00",
      visitors: 1,
      visits: 1,
      pageViews: 1,
    };
    expect(pointLabel(jakarta, "hour", point)).toBe("2:00 PM");
    expect(pointLabel(jakarta, "hour", point, { severalDays: true })).toBe("Mon 2 PM");
    expect(pointLabel(formatsFor("id", "Asia/Jakarta"), "hour", point)).toBe("14.00");
  });

  it("show moments in the site's time zone, whatever the browser's", () => {
    // 20:05 UTC on 21 November is 03:05 on the 22nd in Jakarta.
    const jakarta = formatsFor("en", "Asia/Jakarta");
    expect(jakarta.moment("2026-11-21T20:05:00Z")).toBe("Nov 22, 2026, 3:05 AM");
    expect(jakarta.clock("2026-11-21T20:05:12Z")).toBe("3:05:12 AM");
    expect(formatsFor("en", "UTC").moment("2026-11-21T20:05:00Z")).toBe("Nov 21, 2026, 8:05 PM");
    // The dashboard's formats take the site's time zone (SITE_TIME_ZONE, Asia/Jakarta unless built otherwise).
    const site = formatsFor("en", SITE_TIME_ZONE);
    expect(en.moment("2026-11-21T20:05:00Z")).toBe(site.moment("2026-11-21T20:05:00Z"));
    expect(en.clock("2026-11-21T20:05:12Z")).toBe(site.clock("2026-11-21T20:05:12Z"));
  });

  it.runIf(SITE_TIME_ZONE === "Asia/Jakarta")("put a late evening in UTC on the next day in Jakarta", () => {
    expect(en.moment("2026-11-21T20:05:00Z")).toBe("Nov 22, 2026, 3:05 AM");
  });
});

describe("sums in rupiah", () => {
  it("formats whole rupiah grouped like the dashboard's other figures", () => {
    // Intl keeps the symbol and the figure together with a no-break space.
    expect(id.idr(150_000_000)).toBe("Rp\u00a0150.000.000");
    expect(en.idr(150_000_000)).toBe("Rp\u00a0150,000,000");
    expect(id.idr(0)).toBe("Rp\u00a00");
  });

  it("shortens large sums for a headline figure, as each language does", () => {
    expect(en.idrShort(2_660_000_000)).toBe("Rp\u00a02.66 billion");
    expect(en.idrShort(1_040_000_000)).toBe("Rp\u00a01.04 billion");
    expect(en.idrShort(135_000_000)).toBe("Rp\u00a0135 million");
    expect(id.idrShort(2_660_000_000)).toBe("Rp\u00a02,66 miliar");
    expect(id.idrShort(250_000_000)).toBe("Rp\u00a0250 juta");
    expect(ja.idrShort(2_660_000_000)).toBe("Rp\u00a026.6億");
    expect(en.idrShort(0)).toBe("Rp\u00a00");
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
