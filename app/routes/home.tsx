import { AboutSection } from "~/components/home/AboutSection";
import { CallToAction } from "~/components/home/CallToAction";
import { CaseStudiesSection } from "~/components/home/CaseStudiesSection";
import { ContactSection } from "~/components/home/ContactSection";
import { FaqSection } from "~/components/home/FaqSection";
import { Hero } from "~/components/home/Hero";
import { IndustriesSection } from "~/components/home/IndustriesSection";
import { ProcessSection } from "~/components/home/ProcessSection";
import { ServicesSection } from "~/components/home/ServicesSection";
import { TechnologiesSection } from "~/components/home/TechnologiesSection";
import { TestimonialsSection } from "~/components/home/TestimonialsSection";
import { WhyUsSection } from "~/components/home/WhyUsSection";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { i18n: ["home", "services"] };

export const meta: Route.MetaFunction = staticPageMeta("home");

export default function Home() {
  return (
    <>
      <Hero />
      <ServicesSection />
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
