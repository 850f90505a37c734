import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE } from "../../../app/analytics/dimensions";
import { mergedPage, pageName, sitePage } from "./site-pages";

describe("sitePage", () => {
  it("counts content/'s entries as pages in the languages they are written in", () => {
    expect(sitePage("/blog/web-app-or-mobile-app")).toBe("/blog/web-app-or-mobile-app");
    expect(sitePage("/ja/case-studies/school-nfc-attendance/")).toBe("/ja/case-studies/school-nfc-attendance");
    expect(pageName("/ja/case-studies/school-nfc-attendance")).toBe("case-studies/school-nfc-attendance");
    expect(mergedPage("/ko/blog/web-app-or-mobile-app")).toBe("/blog/web-app-or-mobile-app");
  });

  it("keeps one row for paths that are no page", () => {
    expect(sitePage("/blog/no-such-post")).toBe(NOT_FOUND_PAGE);
    expect(sitePage("/blog/page/2")).toBe(NOT_FOUND_PAGE);
  });
});
