import { describe, expect, it } from "vitest";
import { type Filter, filterGroups, filterText, foldCase, parseFilter } from "./filters";

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

  it("reads contains and does-not-contain filters", () => {
    expect(parseFilter("page~:blog")).toEqual({ dimension: "page", negated: false, value: "blog", contains: true });
    expect(parseFilter("source!~:goo")).toEqual({ dimension: "source", negated: true, value: "goo", contains: true });
    expect(parseFilter("traffic~:auto")).toEqual({ problem: "filter on traffic names only automated" });
    expect(parseFilter("~:x")).toEqual({ problem: expect.stringContaining("dimension:value") });
  });

  it("groups the is filters of one dimension, which match any of their values; every other filter holds alone", () => {
    const filters = ["source:Google", "device:mobile", "source:Bing", "source!:Yahoo", "page~:blog"].map(
      (text) => parseFilter(text) as Filter,
    );
    expect(filterGroups(filters).map((group) => group.map(filterText))).toEqual([
      ["source:Google", "source:Bing"],
      ["device:mobile"],
      ["source!:Yahoo"],
      ["page~:blog"],
    ]);
  });

  it("folds the letters A to Z only", () => {
    expect(foldCase("Google ÉCOLE /Blog")).toBe("google École /blog");
  });

  it("writes back what it reads", () => {
    for (const text of [
      "channel:search",
      "page!:/contact",
      "utm_term:a:b",
      "traffic!:automated",
      "page~:blog",
      "source!~:a:b",
    ]) {
      const filter = parseFilter(text);
      if ("problem" in filter) throw new Error(filter.problem);
      expect(filterText(filter)).toBe(text);
    }
  });
});
