import { loadDefaultJapaneseParser, loadDefaultSimplifiedChineseParser } from "budoux";
import { useLocale } from "./context";
import type { Locale } from "./locales";
import { PhraseText } from "./PhraseText";

type Parser = ReturnType<typeof loadDefaultJapaneseParser>;

/** BudouX's models, loaded on first use: Japanese and Simplified Chinese, the site's unspaced languages. */
const parsers: { ja?: Parser; zh?: Parser } = {};
const PARSERS = { ja: loadDefaultJapaneseParser, zh: loadDefaultSimplifiedChineseParser } as const;

/**
 * Words BudouX's model splits inside ("お聞か｜せください"): no break goes within them. A word a review finds broken
 * joins this list.
 */
const WHOLE_WORDS = { ja: ["お聞かせ", "お問い合わせ", "お知らせ"], zh: [] as string[] } as const;

/** Between a kana or kanji and a figure: where a long phrase ("工場従業員｜2,000名の") may break too. */
const BEFORE_FIGURE = /(?<=[\u3040-\u30ff\u4e00-\u9fff])(?=\d)/;

/**
 * The phrases of `text`, with those that split one of `whole` joined again, and each broken before a figure
 * that follows a word (so that a long phrase need not break inside a word on a phone).
 */
export function phrasesOf(parser: Parser, text: string, whole: readonly string[]): string[] {
  const phrases = parser.parse(text).flatMap((phrase) => phrase.split(BEFORE_FIGURE));
  // Where each phrase starts in the text; a start inside a whole word is no break.
  const inside = new Set<number>();
  for (const word of whole) {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      for (let offset = 1; offset < word.length; offset++) inside.add(at + offset);
    }
  }
  const joined: string[] = [];
  let start = 0;
  for (const phrase of phrases) {
    if (joined.length > 0 && inside.has(start)) joined[joined.length - 1] += phrase;
    else joined.push(phrase);
    start += phrase.length;
  }
  return joined;
}

/** The phrases of a text in `locale`: BudouX's for Japanese and Chinese, the whole text for the other languages. */
export function phrasesIn(locale: Locale, text: string): string[] {
  if (locale !== "ja" && locale !== "zh") return [text];
  parsers[locale] ??= PARSERS[locale]();
  return phrasesOf(parsers[locale], text, WHOLE_WORDS[locale]);
}

/**
 * A heading's text (or a short text's: an intro line, a quote, a role) that breaks between phrases, not inside a
 * word: in Japanese and Chinese, BudouX splits it into phrases and a break opportunity (<wbr>) goes between them,
 * with `word-break: keep-all` (app.css) keeping the rest together. Other languages get the text as it is.
 *
 * Server only: it renders into the prerendered HTML of a static part of a page. An island must not import it
 * (the phrase model would travel to every visitor): give it `phrasesIn`'s phrases as a prop, for PhraseText.
 */
export function Phrases({ text }: { text: string }) {
  const { locale } = useLocale();
  return <PhraseText phrases={phrasesIn(locale, text)} />;
}
