import { Cover } from "./Cover";
import type { EntryCardData } from "./cards";
import { EntryCardMore, EntryCardTitle } from "./EntryCardParts";

/**
 * One entry across the width: its cover beside what it is about and, for a case study, its first two measured
 * results as figures (side by side where the text column is wide enough for two). The landing page's featured
 * case study, and a list's lone entry (never a half-empty row).
 */
export function EntrySpotlight({ entry, heading = "h3" }: { entry: EntryCardData; heading?: "h2" | "h3" }) {
  const results = entry.results?.slice(0, 2) ?? [];
  return (
    <article className="group relative grid w-full overflow-hidden rounded-3xl border border-white/10 bg-ink-900 transition hover:border-white/25 md:grid-cols-[1.15fr_1fr]">
      {/* Whole, in the middle of a panel taller than it, the panel continuing the drawings' own ground (content/). */}
      <Cover
        svg={entry.cover}
        className="flex items-center border-b border-white/5 bg-gradient-to-b from-[#0a0f1c] to-[#05070d] md:border-r md:border-b-0"
      />
      <div className="@container flex flex-col p-6 sm:p-8 lg:p-10">
        <EntryCardTitle entry={entry} heading={heading} className="text-2xl text-balance" />
        <p className="mt-4 leading-relaxed text-slate-400">{entry.summary}</p>
        {results.length > 0 && (
          <dl className="mt-8 grid gap-6 border-t border-white/10 pt-6 @sm:grid-cols-2">
            {results.map((result) => (
              <div key={result.label} className="@container flex flex-col-reverse justify-end">
                <dt className="mt-1 text-sm leading-snug text-slate-400">{result.label}</dt>
                <dd
                  data-display=""
                  className="text-[length:clamp(1.5rem,13cqi,2.25rem)] leading-tight font-bold tracking-tight text-balance text-emerald-300"
                >
                  {result.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <EntryCardMore entry={entry} className="mt-8" />
      </div>
    </article>
  );
}
