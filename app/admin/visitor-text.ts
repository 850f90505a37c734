/** The most characters (UTF-16 units, as a string's length counts them) of a visitor's text the dashboard shows. */
export const MAX_SHOWN_TEXT = 60;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * A text that a visitor's browser sent (a button's words, the site a link led to) as the dashboard shows it:
 * on one line, and at most MAX_SHOWN_TEXT characters, a longer one cut between letters (never inside an
 * emoji or an accented letter) and ended with an ellipsis. Anyone can send any text, so the server cuts
 * it before it answers and the page again before it shows it, always as quoted text, never as a link.
 */
export function shownText(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= MAX_SHOWN_TEXT) return line;
  let kept = "";
  for (const { segment } of graphemes.segment(line)) {
    if (kept.length + segment.length >= MAX_SHOWN_TEXT) break;
    kept += segment;
  }
  return `${kept.trimEnd()}…`;
}
