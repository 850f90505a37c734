import { ArrowRight, Quote } from "lucide-react";
import { entryPath } from "~/content/pages";
import { useLocale } from "~/i18n/context";
import { Phrases } from "~/i18n/Phrases";
import { localizePath } from "~/i18n/paths";
import { Monogram } from "../people/Portrait";
import { container, sectionHeading } from "../ui/styles";

/**
 * The clients who quote us, with their company (invented, like the quotes: README, "Fictional content"); the
 * company is also how a quote finds its case study (a case study's `client`). The first is the one set large.
 */
export const TESTIMONIALS = [
  { item: "item1", company: "PT Sandang Prima Karawang", tone: "bg-brand-700" },
  { item: "item2", company: "PT Lumbung Niaga Nusantara", tone: "bg-teal-700" },
  { item: "item3", company: "KSP Dana Mitra Bandung", tone: "bg-indigo-700" },
] as const;

type Testimonial = (typeof TESTIMONIALS)[number];

/**
 * Three client quotes on the page's own dark ground, lit from above: the first set large across the width (the
 * page's one spotlight), the other two beside each other below it. Each has a monogram, the name, role and
 * company, and the case study of that client where the page's language has one (`caseStudies`: client → slug,
 * from the route's loader).
 */
export function TestimonialsSection({ caseStudies }: { caseStudies: Record<string, string> }) {
  const { t } = useLocale();
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="relative isolate scroll-mt-16 overflow-hidden py-16 sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(55%_45%_at_50%_40%,rgba(59,130,246,0.13),transparent)]"
      />
      <div className={container}>
        <h2 id="testimonials-title" className={`${sectionHeading} max-w-3xl`}>
          {t("homeSections.testimonials.title")}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-400">{t("homeSections.testimonials.text")}</p>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {TESTIMONIALS.map((testimonial, index) => (
            <li key={testimonial.item} className={index === 0 ? "md:col-span-2" : undefined}>
              <QuoteCard testimonial={testimonial} slug={caseStudies[testimonial.company]} large={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** One quote: large (the spotlight, its words at display size) or as a card of the row below it. */
function QuoteCard({ testimonial, slug, large }: { testimonial: Testimonial; slug?: string; large: boolean }) {
  const { locale, t } = useLocale();
  const { item, company, tone } = testimonial;
  const name = t(`homeSections.testimonials.${item}.name`);
  // Beside the author in the spotlight; above the author in a card, so that both cards' authors sit level.
  const caseStudyLink = slug && (
    <a
      href={localizePath(entryPath("case-studies", slug), locale)}
      className={`${large ? "" : "mt-6 self-start "}inline-flex items-center gap-1.5 rounded-full border border-white/15 px-4 py-2 text-sm font-semibold text-white transition hover:border-white/40 hover:bg-white/5`}
    >
      {t("content.readCaseStudy")}
      <span className="sr-only">: {company}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
  return (
    <figure
      data-quote={large ? "featured" : undefined}
      className={`flex h-full flex-col rounded-3xl border ${
        large
          ? "border-brand-400/25 bg-gradient-to-br from-brand-500/15 via-ink-900 to-ink-900 p-7 sm:p-10"
          : "border-white/10 bg-ink-900 p-7"
      }`}
    >
      <Quote aria-hidden="true" className={`shrink-0 text-brand-400 ${large ? "size-10" : "size-8"}`} />
      <blockquote
        className={`mt-5 flex-1 ${
          large
            ? "max-w-4xl text-xl leading-snug font-medium text-pretty text-white sm:text-2xl lg:text-[1.75rem]"
            : "leading-relaxed text-slate-300"
        }`}
      >
        <p>
          <Phrases text={t(`homeSections.testimonials.${item}.quote`)} />
        </p>
      </blockquote>
      {!large && caseStudyLink}
      <figcaption className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-5 border-t border-white/10 pt-6">
        <Monogram name={name} tone={tone} />
        <div className="min-w-52 flex-1">
          <p className="font-semibold text-white">{name}</p>
          <p className="text-sm text-slate-400">{t(`homeSections.testimonials.${item}.role`)}</p>
          <p className="text-sm font-medium text-slate-300">{company}</p>
        </div>
        {large && caseStudyLink}
      </figcaption>
    </figure>
  );
}
