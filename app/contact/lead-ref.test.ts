import { describe, expect, it } from "vitest";
import { LEAD_REF_PATTERN, newLeadRef, normalizeLeadRef } from "./lead-ref";

describe("lead reference codes", () => {
  it("are drawn at random in the stored form", () => {
    const codes = Array.from({ length: 1000 }, newLeadRef);
    for (const code of codes) expect(code).toMatch(LEAD_REF_PATTERN);
    expect(new Set(codes).size).toBe(1000);
  });

  it("are found as staff type them", () => {
    expect(normalizeLeadRef("nd-7k4q2m")).toBe("ND-7K4Q2M");
    expect(normalizeLeadRef(" 7K4Q 2M ")).toBe("ND-7K4Q2M");
    // Letters a reader confuses with digits.
    expect(normalizeLeadRef("ND-7K4QOI")).toBe("ND-7K4Q01");
    expect(normalizeLeadRef("ND-7K4Q")).toBeNull();
    expect(normalizeLeadRef("ND-7K4Q2MU")).toBeNull();
    expect(normalizeLeadRef("<script>")).toBeNull();
  });
});
