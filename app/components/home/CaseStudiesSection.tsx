import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import { Section } from "./Section";

const ITEMS = ["item1", "item2", "item3"] as const;

export function CaseStudiesSection() {
  const { locale, t } = useLocale();
  return (
    <Section id="case-studies" title={t("homeSections.caseStudies.title")} text={t("homeSections.caseStudies.text")}>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {ITEMS.map((item) => (
          <li key={item} className="flex flex-col rounded-3xl border border-white/10 bg-ink-900 p-7">
            <p className="text-xs font-semibold tracking-widest text-brand-400 uppercase">
              {t(`homeSections.caseStudies.${item}.sector`)}
            </p>
            <h3 className="mt-3 flex-1 text-lg font-semibold text-white">
              {t(`homeSections.caseStudies.${item}.title`)}
            </h3>
            <p className="mt-5 border-t border-white/10 pt-5 text-sm font-medium text-emerald-300">
              {t(`homeSections.caseStudies.${item}.result`)}
            </p>
          </li>
        ))}
      </ul>
      <Link
        to={localizePath("/case-studies", locale)}
        className="mt-10 inline-flex items-center gap-2 font-semibold text-brand-400 hover:text-brand-400/80"
      >
        {t("homeSections.caseStudies.cta")}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Section>
  );
}
