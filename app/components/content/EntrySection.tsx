import { container } from "../ui/styles";
import type { EntryCardData } from "./cards";
import { EntryGrid } from "./EntryCard";

/**
 * A titled row of entry cards with a link to their whole listing: an entry's related entries, a service's case
 * studies. Nothing when there are no cards.
 */
export function EntrySection({
  id,
  title,
  all,
  entries,
}: {
  id: string;
  title: string;
  all: { href: string; label: string };
  entries: EntryCardData[];
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id} className={`${container} pb-16`}>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-white">
          {title}
        </h2>
        <a href={all.href} className="font-semibold text-brand-400 hover:text-brand-400/80">
          {all.label}
        </a>
      </div>
      <div className="mt-8">
        <EntryGrid entries={entries} />
      </div>
    </section>
  );
}
