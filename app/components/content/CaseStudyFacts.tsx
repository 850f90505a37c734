import { Quote } from "lucide-react";
import type { CaseStudyMeta } from "~/content/schema";
import { useLocale } from "~/i18n/context";
import { container } from "../ui/styles";

/** Grid columns on a desktop: the client, then one per result (two to four). */
const COLUMNS = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" } as const;

/**
 * A case study's client and industry and its measured results as large figures, two abreast on a phone, then
 * what the client said.
 */
export function CaseStudyFacts({ meta }: { meta: CaseStudyMeta }) {
  const { t } = useLocale();
  const columns = COLUMNS[(meta.results.length + 1) as keyof typeof COLUMNS];
  return (
    <section aria-label={t("content.results")} className={`${container} pt-10`}>
      <div
        className={`grid grid-cols-2 gap-px overflow-hidden rounded-3xl border border-white/10 bg-white/10 ${columns}`}
      >
        <dl className="col-span-2 bg-ink-900 p-6 lg:col-span-1">
          <dt className="text-sm text-slate-400">{t("content.client")}</dt>
          <dd className="mt-1 font-semibold text-white">{meta.client}</dd>
          <dt className="mt-4 text-sm text-slate-400">{t("content.industry")}</dt>
          <dd className="mt-1 font-semibold text-white">{meta.industry}</dd>
        </dl>
        {meta.results.map((result) => (
          <p
            key={result.label}
            className="@container flex flex-col bg-ink-900 p-5 last:even:col-span-2 sm:p-6 lg:last:even:col-span-1"
          >
            {/* Sized by its cell: "Hari yang sama" is two even lines in half a phone, not three. */}
            <span
              data-display=""
              className="text-[length:clamp(1.5rem,14cqi,2.25rem)] leading-tight font-bold tracking-tight text-balance text-emerald-300"
            >
              {result.value}
            </span>
            <span className="mt-2 text-sm leading-relaxed text-slate-300">{result.label}</span>
          </p>
        ))}
      </div>
      <CaseStudyQuote quote={meta.quote} client={meta.client} />
    </section>
  );
}

/** What the client said, beside the figures it speaks for. */
function CaseStudyQuote({ quote, client }: { quote: CaseStudyMeta["quote"]; client: string }) {
  return (
    <figure className="mt-6 rounded-3xl border border-white/10 bg-ink-900 p-6 sm:p-8">
      <Quote aria-hidden="true" className="size-8 text-brand-400" />
      <blockquote className="mt-4 text-lg leading-relaxed text-slate-200">
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className="mt-6 text-sm">
        <span className="font-semibold text-white">{quote.by}</span>
        <span className="text-slate-400">
          {" "}
          · {quote.role}, {client}
        </span>
      </figcaption>
    </figure>
  );
}
