import { ArrowRight, Quote } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import { Monogram } from "../people/Portrait";
import { container } from "../ui/styles";

/**
 * The clients who quote us, with their company (invented, like the quotes: README, "Fictional content"); the
 * company is also how a quote finds its case study (a case study's `client`).
 */
export const TESTIMONIALS = [
  { item: "item1", company: "PT Sandang Prima Karawang", tone: "bg-brand-700" },
  { item: "item2", company: "PT Lumbung Niaga Nusantara", tone: "bg-teal-700" },
  { item: "item3", company: "KSP Dana Mitra Bandung", tone: "bg-indigo-700" },
] as const;

/**
 * Three client quotes on a light ground, the one light band of the landing page: a monogram, the name, role
 * and company, and the case study of that client where the page's language has one (`caseStudies`: client →
 * slug, from the route's loader).
 */
export function TestimonialsSection({ caseStudies }: { caseStudies: Record<string, string> }) {
  const { locale, t } = useLocale();
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="scroll-mt-16 bg-slate-50 py-16 sm:py-24">
      <div className={container}>
        <h2
          id="testimonials-title"
          className="max-w-3xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
        >
          {t("homeSections.testimonials.title")}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{t("homeSections.testimonials.text")}</p>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map(({ item, company, tone }) => {
            const name = t(`homeSections.testimonials.${item}.name`);
            const slug = caseStudies[company];
            return (
              <li key={item}>
                <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-lg ring-1 shadow-slate-900/5 ring-slate-900/5">
                  <div className="flex items-start justify-between gap-4">
                    <Quote aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
                    {slug && (
                      <a
                        href={localizePath(`/case-studies/${slug}`, locale)}
                        className="inline-flex items-center gap-1.5 rounded-full bg-blue-50 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-blue-100"
                      >
                        {t("content.readCaseStudy")}
                        <span className="sr-only">: {company}</span>
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </a>
                    )}
                  </div>
                  <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                    <p>{t(`homeSections.testimonials.${item}.quote`)}</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-200 pt-6">
                    <Monogram name={name} tone={tone} />
                    <div>
                      <p className="font-semibold text-slate-900">{name}</p>
                      <p className="text-sm text-slate-600">{t(`homeSections.testimonials.${item}.role`)}</p>
                      <p className="text-sm font-medium text-slate-800">{company}</p>
                    </div>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
