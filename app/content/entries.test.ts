import { beforeAll, describe, expect, it } from "vitest";
import { loadAllMessages, translator } from "../i18n/catalog";
import type { MessageKey } from "../i18n/keys";
import { LOCALES } from "../i18n/locales";
import { entriesOf, languageLinks } from "./entries";

describe("languageLinks", () => {
  it("leads to the same entry in the languages it is written in, and to the listing in the others", () => {
    const pages = ["/blog/costs", "/ja/blog/costs"];
    expect(languageLinks("/ja/blog/costs", pages)).toEqual({
      en: "/blog/costs",
      id: "/id/blog",
      ja: "/ja/blog/costs",
      ko: "/ko/blog",
      zh: "/zh/blog",
    });
  });

  it("leads to the same page in every language for the site's other pages", () => {
    expect(languageLinks("/ko/services/hr-systems")).toEqual(
      Object.fromEntries(
        LOCALES.map((locale) => [locale, locale === "en" ? "/services/hr-systems" : `/${locale}/services/hr-systems`]),
      ),
    );
  });
});

describe("entriesOf", () => {
  it("lists a language's entries newest first", () => {
    const dates = entriesOf("blog", "id").map((entry) => entry.meta.date);
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("case studies' industries", () => {
  beforeAll(loadAllMessages);

  it.each(LOCALES)(
    "are each one of the sectors the case-study listing names, so that the sector leads to it (%s)",
    (locale) => {
      const t = translator(locale);
      const sectors = [1, 2, 3, 4, 5, 6].map((item) => t(`company.industries.item${item}.title` as MessageKey));
      for (const entry of entriesOf("case-studies", locale)) {
        if (entry.collection === "case-studies") expect(sectors, entry.slug).toContain(entry.meta.industry);
      }
    },
  );
});
