import { ArrowRight } from "lucide-react";
import { entryPath } from "~/content/pages";
import { useLocale } from "~/i18n/context";
import { Phrases } from "~/i18n/Phrases";
import { localizePath } from "~/i18n/paths";
import { Cover } from "./Cover";
import type { EntryCardData } from "./cards";
import { formatDay } from "./format";

/**
 * One entry across the width: its cover beside what it is about and, for a case study, its first two measured
 * results as figures. The landing page's featured case study, and a list's lone entry (never a half-empty row).
 */
export function EntrySpotlight({ entry, heading: Heading = "h3" }: { entry: EntryCardData; heading?: "h2" | "h3" }) {
  const { locale, t } = useLocale();
  const href = localizePath(entryPath(entry.collection, entry.slug), locale);
  const results = entry.results?.slice(0, 2) ?? [];
  return (
    <article className="group relative grid w-full overflow-hidden rounded-3xl border border-white/10 bg-ink-900 transition hover:border-white/25 md:grid-cols-[1.15fr_1fr]">
      <Cover svg={entry.cover} className="flex items-center border-b border-white/5 md:border-r md:border-b-0" />
      <div className="flex flex-col p-6 sm:p-8 lg:p-10">
        <p className="text-sm font-semibold text-brand-400">
          {entry.industry ?? <time dateTime={entry.date}>{formatDay(entry.date, locale)}</time>}
        </p>
        <Heading data-display="" className="mt-3 text-2xl font-bold tracking-tight text-balance text-white">
          <a href={href} className="after:absolute after:inset-0 after:content-['']">
            <Phrases text={entry.title} />
          </a>
        </Heading>
        <p className="mt-4 leading-relaxed text-slate-400">{entry.summary}</p>
        {results.length > 0 && (
          <dl className="mt-8 grid grid-cols-2 gap-6 border-t border-white/10 pt-6">
            {results.map((result) => (
              <div key={result.label} className="@container flex flex-col-reverse justify-end">
                <dt className="mt-1 text-sm leading-snug text-slate-400">{result.label}</dt>
                <dd className="text-[length:clamp(1.5rem,13cqi,2.25rem)] leading-tight font-bold tracking-tight text-balance text-emerald-300">
                  {result.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-brand-400" aria-hidden="true">
          {t(entry.collection === "blog" ? "content.readPost" : "content.readCaseStudy")}
          <ArrowRight className="size-4 transition group-hover:translate-x-0.5" />
        </p>
      </div>
    </article>
  );
}
