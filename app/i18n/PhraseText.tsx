import { Fragment } from "react";

/**
 * Phrases already split (Phrases.tsx `phrasesIn`), with a break opportunity (<wbr>) between them and
 * `word-break: keep-all` (app.css) keeping each whole. Holds no phrase model: an island may use it, with the
 * phrases computed on the server and passed in as a prop.
 */
export function PhraseText({ phrases }: { phrases: readonly string[] }) {
  if (phrases.length <= 1) return phrases[0] ?? "";
  return (
    <span data-phrases="">
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
