import { useLocale } from "~/i18n/context";
import { phrasesIn } from "~/i18n/Phrases";
import { Island } from "~/islands/Island";
import type { EntryCardData } from "../content/cards";
import { AboutSection } from "./AboutSection";
import { CaseStudiesSection } from "./CaseStudiesSection";
import { ContactSection } from "./ContactSection";
import { FaqSection } from "./FaqSection";
import { ProcessSection } from "./ProcessSection";
import { TestimonialsSection } from "./TestimonialsSection";
import { WhyUsSection } from "./WhyUsSection";

/**
 * The landing page below the services, as a client's questions come: why this company, what it has built, how
 * a project runs, who will build it, what clients say, the common questions, then the contact section (the one
 * island here and the page's one invitation to talk). The industries served are on the case-study listing and
 * the technologies on About.
 */
export function LaterSections({
  caseStudies,
  testimonialCaseStudies,
}: {
  caseStudies: EntryCardData[];
  /** A quoted client's case study in the page's language: client → slug. */
  testimonialCaseStudies: Record<string, string>;
}) {
  const { locale, t } = useLocale();
  return (
    <>
      <WhyUsSection />
      <CaseStudiesSection caseStudies={caseStudies} />
      <ProcessSection />
      <AboutSection />
      <TestimonialsSection caseStudies={testimonialCaseStudies} />
      <FaqSection />
      <Island
        name="contact-section"
        component={ContactSection}
        props={{ intro: phrasesIn(locale, t("homeSections.contact.text")) }}
        i18n={["common", "homeContact"]}
      />
    </>
  );
}
