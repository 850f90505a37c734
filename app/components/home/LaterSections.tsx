import { useMessages } from "~/i18n/context";
import { AboutSection } from "./AboutSection";
import { CallToAction } from "./CallToAction";
import { CaseStudiesSection } from "./CaseStudiesSection";
import { ContactSection } from "./ContactSection";
import { FaqSection } from "./FaqSection";
import { IndustriesSection } from "./IndustriesSection";
import { ProcessSection } from "./ProcessSection";
import { TechnologiesSection } from "./TechnologiesSection";
import { TestimonialsSection } from "./TestimonialsSection";
import { WhyUsSection } from "./WhyUsSection";

/** The landing page below the services: its code and messages load when the visitor gets near. */
export default function LaterSections() {
  useMessages(["homeSections"]);
  return (
    <>
      <WhyUsSection />
      <ProcessSection />
      <AboutSection />
      <IndustriesSection />
      <TechnologiesSection />
      <CaseStudiesSection />
      <TestimonialsSection />
      <FaqSection />
      <CallToAction />
      <ContactSection />
    </>
  );
}
