import { describe, expect, it } from "vitest";
import { lastWeek } from "./week";

// The site's calendar is Asia/Jakarta (UTC+7) in the test build settings.
const at = (jakarta: string) => Date.parse(`${jakarta}+07:00`);

describe("the week a digest covers", () => {
  it("is the week that ended on Sunday, from Monday 07:00 site time", () => {
    expect(lastWeek(at("2026-11-23T07:00:00"))).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(lastWeek(at("2026-11-29T23:59:00"))).toEqual({ from: "2026-11-16", to: "2026-11-22" });
  });

  it("is the week before that until 07:00 on Monday", () => {
    expect(lastWeek(at("2026-11-23T06:59:00"))).toEqual({ from: "2026-11-09", to: "2026-11-15" });
  });
});
