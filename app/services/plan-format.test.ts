import { describe, expect, it } from "vitest";
import { formatPlan } from "./plan-format";

describe("formatPlan", () => {
  it("writes a service's ranges as each market writes them, never broken inside a figure", () => {
    const plan = { weeks: [10, 20], budgetIdr: [150_000_000, 600_000_000] } as const;
    expect(formatPlan(plan, "en")).toEqual({ weeks: "10–20\u00a0weeks", budget: "IDR\u00a0150–600\u00a0million" });
    expect(formatPlan(plan, "id")).toEqual({ weeks: "10–20\u00a0minggu", budget: "Rp150–600\u00a0juta" });
    expect(formatPlan(plan, "ja")).toEqual({ weeks: "10〜20週間", budget: "1億5,000万〜6億ルピア" });
    expect(formatPlan(plan, "ko")).toEqual({ weeks: "10~20주", budget: "1억 5,000만~6억 루피아" });
    expect(formatPlan(plan, "zh")).toEqual({ weeks: "10–20\u00a0周", budget: "1.5亿–6亿印尼盾" });
  });
});
