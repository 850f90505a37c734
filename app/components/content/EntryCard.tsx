import { useLocale } from "~/i18n/context";
import { Cover } from "./Cover";
import type { EntryCardData } from "./cards";
import { EntryCardMore, EntryCardTitle } from "./EntryCardParts";
import { EntrySpotlight } from "./EntrySpotlight";

/**
 * An entry as a card: its cover, what it is about and a link whose text is the entry's title (the whole card
 * is clickable through it). `heading` is the card title's level in the page's outline.
 */
export function EntryCard({
  entry,
  heading = "h3",
  brief = false,
}: {
  entry: EntryCardData;
  heading?: "h2" | "h3";
  /** On a phone, the title and outcome alone (the summary and tags wait for the entry itself). */
  brief?: boolean;
}) {
  const wide = brief ? "max-sm:hidden" : "";
  const { t } = useLocale();
  return (
    <article className="group relative flex flex-col w-full overflow-hidden rounded-3xl border border-white/10 bg-ink-900 transition hover:border-white/25">
      <Cover svg={entry.cover} className="border-b border-white/5" />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <EntryCardTitle entry={entry} heading={heading} className="text-lg" />
        <p className={`mt-3 flex-1 text-sm leading-relaxed text-slate-400 ${wide}`}>{entry.summary}</p>
        <ul className={`mt-5 flex flex-wrap gap-2 ${wide}`} aria-label={t("content.tags")}>
          {entry.tags.slice(0, 3).map((tag) => (
            <li key={tag} className="rounded-full bg-white/5 px-2.5 py-1 text-xs text-slate-300">
              {tag}
            </li>
          ))}
        </ul>
        {entry.outcome && (
          // Room for two lines, so that the tags and this line sit level across a row of cards.
          <p className="mt-5 min-h-[calc(2lh+1.25rem+1px)] border-t border-white/10 pt-5 text-sm font-medium text-emerald-300">
            {entry.outcome}
          </p>
        )}
        <EntryCardMore entry={entry} className="mt-5" />
      </div>
    </article>
  );
}

/**
 * Cards in a responsive grid: one column on a phone, up to two on a tablet and three on a desktop. A row of two
 * is not a row of three with a hole, and a lone entry is a spotlight across the width, not half a row. `lead`:
 * the first entry is a spotlight, the others cards under it.
 */
export function EntryGrid({
  entries,
  heading,
  brief,
  lead = false,
}: {
  entries: EntryCardData[];
  heading?: "h2" | "h3";
  brief?: boolean;
  lead?: boolean;
}) {
  const [first, ...others] = entries;
  if (!first) return null;
  // Each card, with its drawing, is laid out on its own after the first paint when it is not on the first screen
  // (decision 039): a row of drawn covers is the heaviest part of a page to lay out.
  if (lead || others.length === 0) {
    return (
      <div className="space-y-6">
        <div data-later-block="">
          <EntrySpotlight entry={first} heading={heading} />
        </div>
        {others.length > 0 && <EntryGrid entries={others} heading={heading} brief={brief} />}
      </div>
    );
  }
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${entries.length > 2 ? "lg:grid-cols-3" : ""}`}>
      {entries.map((entry) => (
        <li key={`${entry.collection}/${entry.slug}`} className="flex" data-later-block="">
          <EntryCard entry={entry} heading={heading} brief={brief} />
        </li>
      ))}
    </ul>
  );
}
