import { loadDefaultJapaneseParser, loadDefaultSimplifiedChineseParser } from "budoux";
import { Fragment } from "react";
import { useLocale } from "./context";

type Parser = ReturnType<typeof loadDefaultJapaneseParser>;

/** BudouX's models, loaded on first use: Japanese and Simplified Chinese, the site's unspaced languages. */
const parsers: { ja?: Parser; zh?: Parser } = {};
const PARSERS = { ja: loadDefaultJapaneseParser, zh: loadDefaultSimplifiedChineseParser } as const;

/**
 * A heading's text (or a short text's: a quote, a role) that breaks between phrases, not inside a word: in
 * Japanese and Chinese, BudouX splits it into phrases and a break opportunity (<wbr>) goes between them, with
 * `word-break: keep-all` (app.css) keeping the rest together. Other languages get the text as it is.
 *
 * Server only: it renders into the prerendered HTML of a static part of a page. An island must not import it
 * (the phrase model would travel to every visitor); pass the text of an island's heading in from outside it.
 */
export function Phrases({ text }: { text: string }) {
  const { locale } = useLocale();
  if (locale !== "ja" && locale !== "zh") return text;
  parsers[locale] ??= PARSERS[locale]();
  const parser = parsers[locale];
  return (
    <span data-phrases="">
      {parser.parse(text).map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
