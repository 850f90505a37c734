import { describe, expect, it } from "vitest";
import { bucketed, intervalOf, intervalsFor } from "./series";

const day = (date: string, visitors: number) => ({ date, visitors, visits: visitors, pageViews: visitors * 2 });

describe("chart intervals", () => {
  // Wednesday 4 November to Tuesday 17 November 2026, one more visitor each day.
  const daily = Array.from({ length: 14 }, (_, index) =>
    day(`2026-11-${String(index + 4).padStart(2, "0")}`, index + 1),
  );

  it("sum the days of each week from Monday, partial weeks at the ends", () => {
    expect(bucketed(daily, "week").map(({ start, end, visitors }) => [start, end, visitors])).toEqual([
      ["2026-11-04", "2026-11-08", 1 + 2 + 3 + 4 + 5],
      ["2026-11-09", "2026-11-15", 6 + 7 + 8 + 9 + 10 + 11 + 12],
      ["2026-11-16", "2026-11-17", 13 + 14],
    ]);
  });

  it("sum calendar months, and compare each with the days at the same positions", () => {
    const across = [day("2026-10-30", 1), day("2026-10-31", 2), day("2026-11-01", 3)];
    const before = [day("2025-10-30", 10), day("2025-10-31", 20), day("2025-11-01", 30)];
    expect(bucketed(across, "month", before)).toEqual([
      {
        start: "2026-10-30",
        end: "2026-10-31",
        visitors: 3,
        visits: 3,
        pageViews: 6,
        compared: { visitors: 30, visits: 30, pageViews: 60 },
      },
      {
        start: "2026-11-01",
        end: "2026-11-01",
        visitors: 3,
        visits: 3,
        pageViews: 6,
        compared: { visitors: 30, visits: 30, pageViews: 60 },
      },
    ]);
    expect(bucketed(across, "day")).toHaveLength(3);
  });

  it("draw a day or two by the hour, a week by the day, a quarter by the week, a year by the month", () => {
    expect(intervalsFor(1)).toEqual({ choices: ["hour", "day"], preferred: "hour" });
    expect(intervalsFor(7)).toEqual({ choices: ["hour", "day"], preferred: "day" });
    expect(intervalsFor(8)).toEqual({ choices: ["day"], preferred: "day" });
    expect(intervalsFor(30)).toEqual({ choices: ["day", "week"], preferred: "day" });
    expect(intervalsFor(90)).toEqual({ choices: ["day", "week", "month"], preferred: "week" });
    expect(intervalsFor(365)).toEqual({ choices: ["week", "month"], preferred: "month" });
  });

  it("offer hours only where the visit rows still hold the range", () => {
    expect(intervalsFor(1, false)).toEqual({ choices: ["day"], preferred: "day" });
    expect(intervalOf("hour", 1, false)).toBe("day");
  });

  it("draw the interval asked for where it suits the range, else the one that suits best", () => {
    expect(intervalOf(undefined, 7)).toBe("day");
    expect(intervalOf("hour", 7)).toBe("hour");
    expect(intervalOf("day", 90)).toBe("day");
    expect(intervalOf("day", 365)).toBe("month");
    expect(intervalOf("hour", 30)).toBe("day");
  });
});
