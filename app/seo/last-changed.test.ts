import { describe, expect, it } from "vitest";
import { caseStudiesOf, entriesOf, latestChange } from "~/content/entries";
import { LOCALES } from "~/i18n/locales";
import { PUBLIC_PATHS } from "~/routing/pages";
import { PAGE_CHANGES, pageChangedOn } from "./last-changed";

const today = new Date().toISOString().slice(0, 10);

describe("the day a page last changed", () => {
  it("is kept for every public page, as a real day that has come", () => {
    expect(Object.keys(PAGE_CHANGES).sort()).toEqual([...PUBLIC_PATHS].sort());
    for (const [path, day] of Object.entries(PAGE_CHANGES)) {
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10), path).toBe(day);
      expect(day <= today, path).toBe(true);
    }
  });

  it("is a listing's newest entry's when that is later than the listing's own", () => {
    for (const locale of LOCALES) {
      for (const collection of ["blog", "case-studies"] as const) {
        const newest = latestChange(entriesOf(collection, locale)) ?? "";
        const own = PAGE_CHANGES[`/${collection}`] ?? "";
        expect(pageChangedOn(`/${collection}`, locale)).toBe([newest, own].sort().at(-1));
      }
    }
  });

  it("follows the case studies the landing page and a service page show", () => {
    expect(pageChangedOn("/", "en") >= (latestChange(entriesOf("case-studies", "en").slice(0, 3)) ?? "")).toBe(true);
    const studies = caseStudiesOf("iot-technology", "en");
    expect(pageChangedOn("/services/iot-technology", "en") >= (latestChange(studies) ?? "")).toBe(true);
  });

  it("is refused for a page without a kept day", () => {
    expect(() => pageChangedOn("/no-such-page", "en")).toThrow(/No day of last change/);
  });
});
