import { ArrowRight } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import type { EntryCardData } from "../content/cards";
import { EntryGrid } from "../content/EntryCard";
import { Section } from "./Section";

/** The newest case studies of the page's language (content/), each leading to its story. */
export function CaseStudiesSection({ caseStudies }: { caseStudies: EntryCardData[] }) {
  const { locale, t } = useLocale();
  if (caseStudies.length === 0) return null;
  return (
    <Section id="case-studies" title={t("homeSections.caseStudies.title")} text={t("homeSections.caseStudies.text")}>
      <div className="mt-12">
        <EntryGrid entries={caseStudies} />
      </div>
      <a
        href={localizePath("/case-studies", locale)}
        className="mt-10 inline-flex items-center gap-2 font-semibold text-brand-400 hover:text-brand-400/80"
      >
        {t("homeSections.caseStudies.cta")}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </Section>
  );
}
