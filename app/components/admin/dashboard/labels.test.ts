import { describe, expect, it } from "vitest";
import { countryFlag } from "./labels";

describe("countryFlag", () => {
  it("draws a country's code as its flag, and nothing for a country nobody could tell", () => {
    expect(countryFlag("ID")).toBe("🇮🇩");
    expect(countryFlag("JP")).toBe("🇯🇵");
    expect(countryFlag("Unknown")).toBe("");
    expect(countryFlag("id")).toBe("");
  });
});
