import { ArrowRight, Building2, Factory, GraduationCap, Landmark, ShoppingBag, Stethoscope } from "lucide-react";
import { entryPath } from "~/content/pages";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import type { EntryCardData } from "../content/cards";
import { Section } from "../ui/Section";

const INDUSTRIES = [
  ["item1", ShoppingBag],
  ["item2", Factory],
  ["item3", GraduationCap],
  ["item4", Stethoscope],
  ["item5", Landmark],
  ["item6", Building2],
] as const;

/**
 * The sectors the company builds for, on the case-study listing under the stories: a sector with a case study
 * (its `industry` is the sector's name) leads to it.
 */
export function Industries({ caseStudies }: { caseStudies: EntryCardData[] }) {
  const { locale, t } = useLocale();
  return (
    <Section split id="industries" title={t("company.industries.title")} text={t("company.industries.text")} tinted>
      <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2">
        {INDUSTRIES.map(([item, Icon]) => {
          const title = t(`company.industries.${item}.title`);
          const study = caseStudies.find((entry) => entry.industry === title);
          return (
            <li key={item} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-500/10 ring-1 ring-brand-400/25"
              >
                <Icon className="size-5 text-brand-400" />
              </span>
              <div>
                <h3 className="font-semibold text-white">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-400">{t(`company.industries.${item}.text`)}</p>
                {study && (
                  <a
                    href={localizePath(entryPath(study.collection, study.slug), locale)}
                    className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-400 hover:text-brand-400/80"
                  >
                    {t("content.readCaseStudy")}
                    <span className="sr-only">: {study.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
