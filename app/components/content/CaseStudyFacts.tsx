import { Quote } from "lucide-react";
import type { CaseStudyMeta } from "~/content/schema";
import { useLocale } from "~/i18n/context";
import { container } from "../ui/styles";

/** A case study's client and industry, and its measured results as large figures. */
export function CaseStudyFacts({ meta }: { meta: CaseStudyMeta }) {
  const { t } = useLocale();
  return (
    <section aria-labelledby="results-title" className={`${container} pt-10`}>
      <h2 id="results-title" className="sr-only">
        {t("content.results")}
      </h2>
      <div className="grid gap-px overflow-hidden rounded-3xl border border-white/10 bg-white/10 sm:grid-cols-2 lg:grid-cols-4">
        <dl className="bg-ink-900 p-6">
          <dt className="text-sm text-slate-400">{t("content.client")}</dt>
          <dd className="mt-1 font-semibold text-white">{meta.client}</dd>
          <dt className="mt-4 text-sm text-slate-400">{t("content.industry")}</dt>
          <dd className="mt-1 font-semibold text-white">{meta.industry}</dd>
        </dl>
        {meta.results.map((result) => (
          <p key={result.label} className="flex flex-col bg-ink-900 p-6">
            <span className="text-4xl font-bold tracking-tight text-emerald-300">{result.value}</span>
            <span className="mt-2 text-sm leading-relaxed text-slate-300">{result.label}</span>
          </p>
        ))}
      </div>
    </section>
  );
}

/** What the client said, after the story. */
export function CaseStudyQuote({ quote }: { quote: CaseStudyMeta["quote"] }) {
  return (
    <figure className="mt-12 rounded-3xl border border-white/10 bg-ink-900 p-8">
      <Quote aria-hidden="true" className="size-8 text-brand-400" />
      <blockquote className="mt-4 text-lg leading-relaxed text-slate-200">
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className="mt-6 text-sm">
        <span className="font-semibold text-white">{quote.by}</span>
        <span className="text-slate-400"> · {quote.role}</span>
      </figcaption>
    </figure>
  );
}
