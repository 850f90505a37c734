import { describe, expect, it } from "vitest";
import { publishedTexts } from "../../tests/support/published-texts";
import { GLOSSARY } from "./glossary";
import { LOCALES } from "./locales";

function matches(text: string, form: string | RegExp): string[] {
  if (typeof form === "string") return text.includes(form) ? [form] : [];
  return [...text.matchAll(new RegExp(form.source, form.flags.includes("g") ? form.flags : `${form.flags}g`))].map(
    (match) => match[0],
  );
}

describe.each(LOCALES.filter((locale) => GLOSSARY[locale].length > 0))("the %s glossary", (locale) => {
  const texts = publishedTexts(locale);

  it.each(GLOSSARY[locale].map((term) => [term.use, term] as const))(
    "writes %s and never its rejected forms, in the catalogues and in content/",
    (_, term) => {
      const found = texts.flatMap(({ where, text }) =>
        term.avoid.flatMap((form) => matches(text, form).map((hit) => `${where}: "${hit}"`)),
      );
      expect(found).toEqual([]);
    },
  );
});

describe("the glossary", () => {
  it("has its chosen forms in use (a term nobody writes any more is taken out)", () => {
    const unused = LOCALES.flatMap((locale) => {
      const all = publishedTexts(locale)
        .map(({ text }) => text)
        .join("\n")
        .toLowerCase();
      return GLOSSARY[locale]
        .filter((term) => !term.use.startsWith("-") && !all.includes(term.use.toLowerCase()))
        .map((term) => `${locale}: ${term.use}`);
    });
    expect(unused).toEqual([]);
  });
});
