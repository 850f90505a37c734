import { describe, expect, it } from "vitest";
import { formatPlan } from "./plan-format";

const plan = { weeks: [10, 20], budgetIdr: [150_000_000, 600_000_000] } as const;

describe("formatPlan", () => {
  it("writes the ranges as a reader of each language expects them, never broken after the currency", () => {
    expect(formatPlan(plan, "en")).toEqual({ weeks: "10–20 weeks", budget: "IDR\u00a0150–600M" });
    expect(formatPlan(plan, "id")).toEqual({ weeks: "10–20 minggu", budget: "Rp\u00a0150–600\u00a0jt" });
    // 150 million is 1.5 億/억/亿: never rounded to 2.
    expect(formatPlan(plan, "ja").budget).toBe("IDR\u00a01.5～6億");
    expect(formatPlan(plan, "ko").budget).toBe("IDR\u00a01.5~6억");
    expect(formatPlan(plan, "zh").budget).toBe("IDR\u00a01.5-6亿");
  });
});
