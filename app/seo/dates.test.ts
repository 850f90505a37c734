import { describe, expect, it } from "vitest";
import { dayStart } from "./dates";

describe("dayStart", () => {
  it("gives a day's start with the time zone's offset", () => {
    expect(dayStart("2026-04-14", "Asia/Jakarta")).toBe("2026-04-14T00:00:00+07:00");
    expect(dayStart("2026-04-14", "UTC")).toBe("2026-04-14T00:00:00+00:00");
    expect(dayStart("2026-01-10", "America/St_Johns")).toBe("2026-01-10T00:00:00-03:30");
    expect(dayStart("2026-07-10", "Europe/Berlin")).toBe("2026-07-10T00:00:00+02:00");
  });

  it("is the same moment as the day's midnight in that zone", () => {
    expect(new Date(dayStart("2026-04-14", "Asia/Jakarta")).toISOString()).toBe("2026-04-13T17:00:00.000Z");
  });
});
