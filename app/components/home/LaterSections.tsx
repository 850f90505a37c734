import { Island } from "~/islands/Island";
import type { EntryCardData } from "../content/cards";
import { AboutSection } from "./AboutSection";
import { CaseStudiesSection } from "./CaseStudiesSection";
import { ContactSection } from "./ContactSection";
import { FaqSection } from "./FaqSection";
import { IndustriesSection } from "./IndustriesSection";
import { ProcessSection } from "./ProcessSection";
import { TechnologiesSection } from "./TechnologiesSection";
import { TestimonialsSection } from "./TestimonialsSection";
import { WhyUsSection } from "./WhyUsSection";

/**
 * The landing page below the services: static text, but for the contact section, an island. The page ends with
 * that section, its one invitation to talk, before the footer.
 */
export function LaterSections({
  caseStudies,
  testimonialCaseStudies,
}: {
  caseStudies: EntryCardData[];
  /** A quoted client's case study in the page's language: client → slug. */
  testimonialCaseStudies: Record<string, string>;
}) {
  return (
    <>
      <WhyUsSection />
      <ProcessSection />
      <AboutSection />
      <IndustriesSection />
      <TechnologiesSection />
      <CaseStudiesSection caseStudies={caseStudies} />
      <TestimonialsSection caseStudies={testimonialCaseStudies} />
      <FaqSection />
      <Island name="contact-section" component={ContactSection} props={{}} i18n={["common", "homeContact"]} />
    </>
  );
}
