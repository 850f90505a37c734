import { describe, expect, it } from "vitest";
import { dayOf, siteMoment } from "./site-calendar";

// The tests' build settings keep the default zone, Asia/Jakarta (UTC+7 all year).
describe("the site's calendar", () => {
  it("writes an instant in the site's time zone with its offset, the same instant", () => {
    const instant = Date.UTC(2026, 10, 28, 17, 5, 9);
    expect(siteMoment(instant)).toBe("2026-11-29T00:05:09+07:00");
    expect(Date.parse(siteMoment(instant))).toBe(instant);
    expect(dayOf(instant)).toBe("2026-11-29");
  });

  it("writes midnight as 00, not 24", () => {
    expect(siteMoment(Date.UTC(2026, 0, 1, 17, 0, 0))).toBe("2026-01-02T00:00:00+07:00");
  });
});
