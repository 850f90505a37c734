import { describe, expect, it } from "vitest";
import { filterText, parseFilter } from "./filters";

describe("parseFilter", () => {
  it("reads is and is-not filters, values keeping their colons", () => {
    expect(parseFilter("source:Google")).toEqual({ dimension: "source", negated: false, value: "Google" });
    expect(parseFilter("locale!:ja")).toEqual({ dimension: "locale", negated: true, value: "ja" });
    expect(parseFilter("referrer:https://clutch.co/x")).toEqual({
      dimension: "referrer",
      negated: false,
      value: "https://clutch.co/x",
    });
  });

  it("names what is wrong with a malformed filter", () => {
    expect(parseFilter("Google")).toEqual({ problem: expect.stringContaining("dimension:value") });
    expect(parseFilter(":Google")).toEqual({ problem: expect.stringContaining("dimension:value") });
    expect(parseFilter("colour:red")).toEqual({ problem: expect.stringContaining('unknown dimension "colour"') });
    expect(parseFilter("source!:")).toEqual({ problem: expect.stringContaining("no value") });
    expect(parseFilter(`page:/${"x".repeat(300)}`)).toEqual({ problem: expect.stringContaining("longer than") });
    expect(parseFilter("traffic:human")).toEqual({ problem: "filter on traffic names only automated" });
  });

  it("reads the filter on suspected automated traffic, either way", () => {
    expect(parseFilter("traffic!:automated")).toEqual({ dimension: "traffic", negated: true, value: "automated" });
    expect(parseFilter("traffic:automated")).toEqual({ dimension: "traffic", negated: false, value: "automated" });
  });

  it("writes back what it reads", () => {
    for (const text of ["channel:search", "page!:/contact", "utm_term:a:b", "traffic!:automated"]) {
      const filter = parseFilter(text);
      if ("problem" in filter) throw new Error(filter.problem);
      expect(filterText(filter)).toBe(text);
    }
  });
});
