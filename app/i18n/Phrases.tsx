import { loadDefaultJapaneseParser } from "budoux";
import { Fragment } from "react";
import { useLocale } from "./context";

let parser: ReturnType<typeof loadDefaultJapaneseParser> | undefined;

/**
 * A heading's text that breaks between phrases, not inside a word: in Japanese, BudouX splits it into phrases
 * and a break opportunity (<wbr>) goes between them, with `word-break: keep-all` (app.css) keeping the rest
 * together. Other languages get the text as it is.
 *
 * Server only: it renders into the prerendered HTML of a static part of a page. An island must not import it
 * (the phrase model would travel to every visitor); pass the text of an island's heading in from outside it.
 */
export function Phrases({ text }: { text: string }) {
  const { locale } = useLocale();
  if (locale !== "ja") return text;
  parser ??= loadDefaultJapaneseParser();
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
