import { ArrowRight } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import type { EntryCardData } from "../content/cards";
import { EntryGrid } from "../content/EntryCard";
import { Section } from "../ui/Section";
import { buttonSecondary } from "../ui/styles";

/**
 * The newest case studies of the page's language (content/), each leading to its story: the newest across the
 * width with its results, the others as cards under it.
 */
export function CaseStudiesSection({ caseStudies }: { caseStudies: EntryCardData[] }) {
  const { locale, t } = useLocale();
  if (caseStudies.length === 0) return null;
  return (
    <Section
      id="case-studies"
      title={t("homeSections.caseStudies.title")}
      text={t("homeSections.caseStudies.text")}
      action={
        <a href={localizePath("/case-studies", locale)} className={buttonSecondary}>
          {t("homeSections.caseStudies.cta")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      }
    >
      <div className="mt-12">
        <EntryGrid entries={caseStudies} lead brief />
      </div>
    </Section>
  );
}
